import { ENGAGEMENT_MESSAGES, type ClapState } from '@promptreel/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useLoginPrompt } from '../../../lib/use-login-prompt';
import { setClap } from '../api/set-clap';

/** Spec section 9: the optimistic override gives way to the shared data 2 s after the server answered. */
export const CLAP_OVERRIDE_RESET_MS = 2000;
/** Spec section 6: a visitor goes to /login about 1.5 s after 'Log in to clap'. */
export const CLAP_LOGIN_REDIRECT_MS = 1500;

/**
 * The clap toggle of one button. The button shows the wanted state at once (optimistic); requests
 * go one at a time, and however fast the user toggles, only the last wanted state is sent once the
 * one in flight returns. The server's answer is handed to `onConfirmed` (which updates every other
 * place showing the video); a failure reverts the button and says 'Failed to clap' /
 * 'Failed to remove clap'.
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
  const shown = override ?? { clapped, claps };
  // The same override, readable at once by rapid clicks that come before the next render.
  const current = useRef<ClapState | null>(null);
  const show = useCallback((state: ClapState | null) => {
    current.current = state;
    setOverride(state);
  }, []);

  const confirmed = useRef<ClapState>({ clapped, claps });
  const wanted = useRef<boolean | null>(null);
  const inFlight = useRef(false);
  const resetTimer = useRef<number | undefined>(undefined);
  const latest = useRef({ clapped, claps, onConfirmed });
  useEffect(() => {
    latest.current = { clapped, claps, onConfirmed };
  });
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const askToLogIn = useCallback(
    () => promptLogin({ title: ENGAGEMENT_MESSAGES.logInToClap, delayMs: CLAP_LOGIN_REDIRECT_MS }),
    [promptLogin],
  );

  const send = useCallback(async () => {
    if (inFlight.current || wanted.current === null) return;
    const want = wanted.current;
    if (want === confirmed.current.clapped) {
      // Toggled back to where the server already is: nothing to send.
      wanted.current = null;
      resetTimer.current = window.setTimeout(() => show(null), CLAP_OVERRIDE_RESET_MS);
      return;
    }
    inFlight.current = true;
    try {
      const state = await setClap(videoId, want);
      confirmed.current = state;
      latest.current.onConfirmed?.(state);
      if (wanted.current === state.clapped) show(state);
    } catch (error) {
      wanted.current = null;
      show(null);
      if (isApiError(error) && error.isUnauthenticated) askToLogIn();
      else
        toast({
          title: want ? ENGAGEMENT_MESSAGES.failedToClap : ENGAGEMENT_MESSAGES.failedToRemoveClap,
          variant: 'error',
        });
      return;
    } finally {
      inFlight.current = false;
    }
    // The user changed their mind while that was on its way: send the last wish (or settle).
    await send();
  }, [videoId, toast, askToLogIn, show]);

  const toggle = useCallback(() => {
    if (signedIn === false) {
      askToLogIn();
      return;
    }
    window.clearTimeout(resetTimer.current);
    if (!inFlight.current && wanted.current === null) {
      // A fresh start: the shared data is what the server last said.
      confirmed.current = { clapped: latest.current.clapped, claps: latest.current.claps };
    }
    const base = current.current ?? { clapped: latest.current.clapped, claps: latest.current.claps };
    const next = { clapped: !base.clapped, claps: Math.max(0, base.claps + (base.clapped ? -1 : 1)) };
    wanted.current = next.clapped;
    show(next);
    void send();
  }, [signedIn, askToLogIn, send, show]);

  return { clapped: shown.clapped, claps: shown.claps, toggle };
}
