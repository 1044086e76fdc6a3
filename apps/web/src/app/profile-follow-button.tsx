import type { PublicProfile } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../features/auth/api/get-me';
import { FollowButton } from '../features/follows/components/follow-button';
import { afterFollowChange } from './follow-wiring';

/**
 * Follow/Unfollow on a profile (hidden on one's own, and when either has blocked the other). The follower count moves at once and moves
 * back if the server says no: the toggle updates the cached profile itself (lib/user-cache.ts).
 */
export function ProfileFollowButton({ profile, size }: { profile: PublicProfile; size?: 'sm' | 'md' }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  if (profile.isSelf || (user && user.id === profile.id)) return null;
  if (profile.viewer?.blocked || profile.viewer?.blockedBy) return null;

  return (
    <FollowButton
      username={profile.username}
      following={profile.isFollowing}
      signedIn={user === undefined ? undefined : user !== null}
      size={size}
      onConfirmed={(state) => afterFollowChange(queryClient, state)}
    />
  );
}
