import type { PublicProfile } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../features/auth/api/get-me';
import { FollowButton } from '../features/follows/components/follow-button';
import { profileKeys } from '../features/profiles/api/keys';
import { afterFollowChange } from './follow-wiring';

/**
 * Follow/Unfollow on a profile (hidden on one's own): the follower count moves at once and moves
 * back if the server says no.
 */
export function ProfileFollowButton({ profile }: { profile: PublicProfile }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  if (profile.isSelf || (user && user.id === profile.id)) return null;

  const key = profileKeys.public(profile.username);
  const update = (change: (p: PublicProfile) => PublicProfile) =>
    queryClient.setQueryData<PublicProfile>(key, (current) => (current ? change(current) : current));
  const shift = (following: boolean) => (p: PublicProfile) => ({
    ...p,
    isFollowing: following,
    followers: Math.max(0, p.followers + (following ? 1 : -1)),
  });

  return (
    <FollowButton
      username={profile.username}
      following={profile.isFollowing}
      signedIn={user === undefined ? undefined : user !== null}
      onOptimistic={(following) => update(shift(following))}
      onRollback={(following) => update(shift(!following))}
      onConfirmed={(state) => {
        update((p) => ({ ...p, isFollowing: state.following, followers: state.followers }));
        afterFollowChange(queryClient, state);
      }}
    />
  );
}
