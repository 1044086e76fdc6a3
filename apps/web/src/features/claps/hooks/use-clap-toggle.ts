import type { ClapState } from '@promptreel/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n';
import { createToggleQueue } from '../../../lib/toggle-queue';
import { useLoginPrompt } from '../../../lib/use-login-prompt';
import { setClap } from '../api/set-clap';

/** The optimistic count gives way to the shared data 2 s after the server agreed. */
export const CLAP_OVERRIDE_RESET_MS = 2000;

/**
 * The clap toggle of one button: the shared toggle queue's rules (lib/toggle-queue.ts: at once on
 * screen, one request at a time, the last wish wins) with the clap's own React state. The clap
 * button is in every first load, so it holds only what a clap needs rather than the generic hook
 * the follow button uses. The server's answer goes to `onConfirmed` (which updates every other
 * place showing the video); a failure reverts the button and says 'Failed to clap' /
 * 'Failed to remove clap', with the server's reason (a rate limit's text) beneath. Visitors are
 * told 'Log in to clap' and taken to /login.
 */
export function useClapToggle({
  videoId,
  clapped,
  claps,
  signedIn,
  onConfirmed,
}: {
  videoId: number;
  /** The shared state (from the cached video). */
  clapped: boolean;
  claps: number;
  /** undefined while unknown: treated as signed in, the server has the last word. */
  signedIn: boolean | undefined;
  onConfirmed?: (state: ClapState) => void;
}) {
  const toast = useToast();
  const promptLogin = useLoginPrompt();
  const [override, setOverride] = useState<ClapState | null>(null);
  // The same override, readable at once by rapid clicks that come before the next render.
  const shown = useRef<ClapState | null>(null);
  const show = (state: ClapState | null) => setOverride((shown.current = state));
  const latest = useRef({ videoId, clapped, claps, onConfirmed, toast, promptLogin });
  useEffect(() => {
    latest.current = { videoId, clapped, claps, onConfirmed, toast, promptLogin };
  });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const [queue] = useState(() =>
    createToggleQueue<ClapState>(clapped, {
      send: (on) => setClap(latest.current.videoId, on),
      isOn: (state) => state.clapped,
      onConfirmed: (state, final) => {
        latest.current.onConfirmed?.(state);
        if (final) show(state);
      },
      onSettled: () => (timer.current = window.setTimeout(() => show(null), CLAP_OVERRIDE_RESET_MS)),
      onFailed: (error, wish) => {
        show(null);
        if (isApiError(error) && error.isUnauthenticated) latest.current.promptLogin(t('claps.logInToClap'));
        else
          latest.current.toast({
            title: wish ? t('claps.failedToClap') : t('claps.failedToRemoveClap'),
            description: isApiError(error) ? error.message : undefined,
            variant: 'error',
          });
      },
    }),
  );

  const toggle = useCallback(() => {
    const { clapped: sharedOn, claps: sharedClaps, promptLogin: prompt } = latest.current;
    if (signedIn === false) return prompt(t('claps.logInToClap'));
    window.clearTimeout(timer.current);
    const base = shown.current ?? { clapped: sharedOn, claps: sharedClaps };
    show({ clapped: !base.clapped, claps: Math.max(0, base.claps + (base.clapped ? -1 : 1)) });
    queue.want(!base.clapped, sharedOn);
  }, [signedIn, queue]);

  const state = override ?? { clapped, claps };
  return { clapped: state.clapped, claps: state.claps, toggle };
}
