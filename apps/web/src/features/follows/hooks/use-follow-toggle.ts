import type { FollowState } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n';
import { useLoginPrompt } from '../../../lib/use-login-prompt';
import { useToggleQueue } from '../../../lib/use-toggle-queue';
import { patchUserInQueries, setFollowingInQueries } from '../../../lib/user-cache';
import { followKeys } from '../api/keys';
import { setFollow } from '../api/set-follow';

/** A visitor goes to /login about 1 s after 'Log in required'. */
export const FOLLOW_LOGIN_REDIRECT_MS = 1000;

export interface FollowCallbacks {
  /** The server's answer, once every cached copy of the person shows it. */
  onConfirmed?: (state: FollowState) => void;
}

const isFollowing = (state: Pick<FollowState, 'following'>) => state.following;
const flipFollow = ({ following }: Pick<FollowState, 'following'>) => ({ following: !following });

/**
 * Follow/Unfollow with an optimistic state, rolled back on failure, through the
 * shared toggle queue (one request at a time, the last wish wins). Every cached copy of the person
 * (their profile with its follower count, follow lists, search results) moves at once with the
 * button. Visitors are told 'Log in required' and taken to /login.
 */
export function useFollowToggle({
  username,
  following,
  signedIn,
  onConfirmed,
}: FollowCallbacks & { username: string; following: boolean; signedIn: boolean | undefined }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const promptLogin = useLoginPrompt();

  const askToLogIn = useCallback(
    () =>
      promptLogin(t('follows.logInRequired'), {
        description: t('follows.logInToFollow'),
        delayMs: FOLLOW_LOGIN_REDIRECT_MS,
      }),
    [promptLogin],
  );

  const queue = useToggleQueue({
    value: { following },
    isOn: isFollowing,
    flip: flipFollow,
    send: (on: boolean) => setFollow(username, on),
    onFlip: (next) => setFollowingInQueries(queryClient, username, next.following),
    onConfirmed: (state: FollowState) => {
      patchUserInQueries(queryClient, username, { isFollowing: state.following, followers: state.followers });
      onConfirmed?.(state);
      // Lists of who follows whom have changed: fetch them afresh when next shown.
      void queryClient.invalidateQueries({ queryKey: followKeys.all, refetchType: 'none' });
    },
    onFailed: (error, _wish, serverOn) => {
      setFollowingInQueries(queryClient, username, serverOn);
      if (isApiError(error) && error.isUnauthenticated) askToLogIn();
      else toast({ title: error instanceof Error ? error.message : t('follows.somethingWentWrong'), variant: 'error' });
    },
  });
  const { toggle: toggleQueue } = queue;

  const toggle = useCallback(() => {
    if (signedIn === false) askToLogIn();
    else toggleQueue();
  }, [signedIn, askToLogIn, toggleQueue]);

  return { following: queue.value.following, pending: queue.pending, toggle };
}
