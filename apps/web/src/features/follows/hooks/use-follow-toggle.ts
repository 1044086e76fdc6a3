import { ENGAGEMENT_MESSAGES, type FollowState } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useLoginPrompt } from '../../../lib/use-login-prompt';
import { patchFollowingInLists } from '../api/get-follow-list';
import { followKeys } from '../api/keys';
import { setFollow } from '../api/set-follow';

/** Spec section 6: a visitor goes to /login about 1 s after 'Log in required'. */
export const FOLLOW_LOGIN_REDIRECT_MS = 1000;

export interface FollowCallbacks {
  /** The wanted state, at once (e.g. move the follower count by one). */
  onOptimistic?: (following: boolean) => void;
  /** The request failed: undo what onOptimistic did. */
  onRollback?: (following: boolean) => void;
  /** The server's answer. */
  onConfirmed?: (state: FollowState) => void;
}

/**
 * Follow/Unfollow with an optimistic state, rolled back on failure (spec section 4). Visitors are
 * told 'Log in required' and taken to /login.
 */
export function useFollowToggle({
  username,
  following,
  signedIn,
  onOptimistic,
  onRollback,
  onConfirmed,
}: FollowCallbacks & { username: string; following: boolean; signedIn: boolean | undefined }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const promptLogin = useLoginPrompt();
  const [override, setOverride] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const shown = override ?? following;

  const askToLogIn = useCallback(
    () =>
      promptLogin({
        title: ENGAGEMENT_MESSAGES.logInRequired,
        description: ENGAGEMENT_MESSAGES.logInToFollow,
        delayMs: FOLLOW_LOGIN_REDIRECT_MS,
      }),
    [promptLogin],
  );

  const toggle = useCallback(async () => {
    if (signedIn === false) {
      askToLogIn();
      return;
    }
    if (busy.current) return;
    busy.current = true;
    const next = !shown;
    setOverride(next);
    setPending(true);
    onOptimistic?.(next);
    try {
      const state = await setFollow(username, next);
      patchFollowingInLists(queryClient, username, state.following);
      onConfirmed?.(state);
      // Lists of who follows whom have changed: fetch them afresh when next shown.
      void queryClient.invalidateQueries({ queryKey: followKeys.all, refetchType: 'none' });
    } catch (error) {
      onRollback?.(next);
      if (isApiError(error) && error.isUnauthenticated) askToLogIn();
      else toast({ title: error instanceof Error ? error.message : 'Something went wrong', variant: 'error' });
    } finally {
      setOverride(null);
      setPending(false);
      busy.current = false;
    }
  }, [signedIn, askToLogIn, shown, username, queryClient, onOptimistic, onRollback, onConfirmed, toast]);

  return { following: shown, pending, toggle };
}
