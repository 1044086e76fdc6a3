import { UserCheck, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { useFollowToggle, type FollowCallbacks } from '../hooks/use-follow-toggle';

/** The label for a follow toggle: 'Unfollow' when following, 'Follow Back' for a follower, else 'Follow'. */
export function followLabel(following: boolean, followsYou: boolean): string {
  if (following) return t('follows.unfollow');
  return followsYou ? t('follows.followBack') : t('follows.follow');
}

/**
 * Follow/Unfollow (aria-pressed tells the state); 'Follow Back' for someone who follows you, where
 * the caller asks for it (your own followers list).
 * Never rendered for oneself (the caller leaves it out).
 */
export function FollowButton({
  username,
  following,
  followsYou = false,
  signedIn,
  size = 'md',
  ...callbacks
}: FollowCallbacks & {
  username: string;
  following: boolean;
  followsYou?: boolean;
  signedIn: boolean | undefined;
  size?: 'sm' | 'md';
}) {
  const state = useFollowToggle({ username, following, signedIn, ...callbacks });
  const Icon = state.following ? UserCheck : UserPlus;
  return (
    <Button
      variant={state.following ? 'secondary' : 'primary'}
      size={size}
      aria-pressed={state.following}
      aria-busy={state.pending || undefined}
      onClick={state.toggle}
      className="min-w-28"
    >
      <Icon aria-hidden="true" className="size-4" />
      {followLabel(state.following, followsYou)}
    </Button>
  );
}
