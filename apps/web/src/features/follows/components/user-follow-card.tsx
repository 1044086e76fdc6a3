import type { FollowState, UserSummary } from '@promptreel/contract';
import { FollowButton } from './follow-button';
import { UserCard } from './user-card';

/**
 * A person in a list with their follow toggle (none for oneself, nor across a block either way).
 * 'Follow Back' only where the caller asks for it: on your own followers list.
 */
export function UserFollowCard({
  user,
  viewerId,
  offerFollowBack = false,
  onConfirmed,
}: {
  user: UserSummary;
  /** undefined while unknown, null for a visitor. */
  viewerId: string | null | undefined;
  offerFollowBack?: boolean;
  onConfirmed?: (state: FollowState) => void;
}) {
  return (
    <UserCard
      user={user}
      action={
        user.id === viewerId || user.blocked ? null : (
          <FollowButton
            size="sm"
            username={user.username}
            following={user.isFollowing}
            followsYou={offerFollowBack && user.followsYou}
            signedIn={viewerId === undefined ? undefined : viewerId !== null}
            onConfirmed={onConfirmed}
          />
        )
      }
    />
  );
}
