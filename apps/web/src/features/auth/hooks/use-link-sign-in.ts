import type { MeResponse } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast-context';
import { BRAND } from '../../../config/brand';
import { t } from '../../../lib/i18n';
import { getMe } from '../api/get-me';
import { authKeys } from '../api/keys';
import { refreshMe } from '../api/session-cache';
import { verifyEmail } from '../api/verify-email';

/** Which address served the screen: /login, Google's return (/auth/callback) or the e-mailed link (/auth/confirm). */
export type LoginScreenMode = 'login' | 'callback' | 'confirm';

export interface SignInFailure {
  title: string;
  message?: string;
  /** A sign-in refused until the address is confirmed: where a new link may go. */
  unconfirmedEmail?: string;
}

/** Google's (and the auth library's) error codes on /auth/callback, in plain words. */
function callbackErrorMessage(code: string): string {
  switch (code) {
    case 'access_denied':
      return t('auth.googleCancelled');
    case 'state_mismatch':
    case 'please_restart_the_process':
      return t('auth.signInTookTooLong');
    default:
      return t('auth.googleFailed');
  }
}

/**
 * Finishes a sign-in that arrives by link: Google's return to /auth/callback, or the e-mail
 * confirmation link on /auth/confirm. Returns the state to show while it works or when it failed.
 */
export function useLinkSignIn({
  mode,
  token,
  error,
}: {
  mode: LoginScreenMode;
  token: string | null;
  error: string | null;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [state, setState] = useState<{ working: boolean; failure: SignInFailure | null }>(() => ({
    working: (mode === 'callback' && !error) || (mode === 'confirm' && Boolean(token)),
    failure:
      mode === 'callback' && error
        ? { title: t('auth.authenticationFailed'), message: callbackErrorMessage(error) }
        : null,
  }));
  // A confirmation token is used once, even if the effect runs twice (React's development checks).
  const started = useRef<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    const key = `${mode}:${token ?? ''}:${error ?? ''}`;
    if (started.current === key) return;
    started.current = key;

    const finish = (failure: SignInFailure | null) => {
      if (alive.current) setState({ working: false, failure });
    };

    async function run() {
      if (mode === 'callback' && !error) {
        await refreshMe(queryClient);
        const me = queryClient.getQueryData<MeResponse>(authKeys.me);
        finish(me?.user ? null : { title: t('auth.authenticationError'), message: t('auth.noActiveSession') });
      } else if (mode === 'confirm' && token) {
        try {
          await verifyEmail(token);
        } catch (e) {
          finish({ title: t('auth.authenticationFailed'), message: e instanceof Error ? e.message : undefined });
          return;
        }
        // Asked afresh rather than through the cache's refetch, which can hand back an answer
        // begun before the link's session cookie existed (CI: signed out after confirming).
        await queryClient.cancelQueries({ queryKey: authKeys.me });
        queryClient.setQueryData(authKeys.me, await getMe());
        toast({
          title: t('auth.emailConfirmed'),
          description: t('auth.welcome', { brand: BRAND }),
          variant: 'success',
        });
        finish(null);
      }
    }
    run().catch(() => finish({ title: t('auth.authenticationError'), message: t('auth.tryAgain') }));
  }, [mode, token, error, queryClient, toast]);

  return state;
}
