import type { MeResponse } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast-context';
import { paths } from '../../../config/paths';
import { getMe, useCurrentUser } from '../api/get-me';
import { authKeys } from '../api/keys';
import { refreshMe } from '../api/session-cache';
import { afterSignIn } from '../api/signed-in';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';
import { verifyEmail } from '../api/verify-email';
import { safeNextPath } from '../utils/safe-next-path';
import { CredentialsForm } from './credentials-form';
import { GoogleSignInButton } from './google-sign-in-button';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { EMAIL_NOT_VERIFIED, ResendConfirmation } from './resend-confirmation';

// Only people with two-factor on ever see it: loaded when the password step asks for it.
const TwoFactorStep = lazy(() => import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep })));

/** Which address served the screen: /login, Google's return (/auth/callback) or the e-mailed link (/auth/confirm). */
export type LoginScreenMode = 'login' | 'callback' | 'confirm';

export type LoginTab = 'login' | 'signup';

interface Failure {
  title: string;
  message?: string;
  /** A sign-in refused until the address is confirmed: where a new link may go. */
  unconfirmedEmail?: string;
}

/** Google's (and the auth library's) error codes on /auth/callback, in plain words. */
function callbackErrorMessage(code: string): string {
  switch (code) {
    case 'access_denied':
      return 'Google sign-in was cancelled.';
    case 'state_mismatch':
    case 'please_restart_the_process':
      return 'The sign-in took too long or was started in another window. Please try again.';
    default:
      return 'Google sign-in could not be completed. Please try again.';
  }
}

/**
 * Finishes a sign-in that arrives by link: Google's return to /auth/callback, or the e-mail
 * confirmation link on /auth/confirm. Returns the state to show while it works or when it failed.
 */
function useLinkSignIn({ mode, token, error }: { mode: LoginScreenMode; token: string | null; error: string | null }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [state, setState] = useState<{ working: boolean; failure: Failure | null }>(() => ({
    working: (mode === 'callback' && !error) || (mode === 'confirm' && Boolean(token)),
    failure:
      mode === 'callback' && error ? { title: 'Authentication failed', message: callbackErrorMessage(error) } : null,
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

    const finish = (failure: Failure | null) => {
      if (alive.current) setState({ working: false, failure });
    };

    async function run() {
      if (mode === 'callback' && !error) {
        await refreshMe(queryClient);
        const me = queryClient.getQueryData<MeResponse>(authKeys.me);
        finish(me?.user ? null : { title: 'Authentication error', message: 'No active session found' });
      } else if (mode === 'confirm' && token) {
        try {
          await verifyEmail(token);
        } catch (e) {
          finish({ title: 'Authentication failed', message: e instanceof Error ? e.message : undefined });
          return;
        }
        // Asked afresh rather than through the cache's refetch, which can hand back an answer
        // begun before the link's session cookie existed (CI: signed out after confirming).
        await queryClient.cancelQueries({ queryKey: authKeys.me });
        queryClient.setQueryData(authKeys.me, await getMe());
        toast({ title: 'Email confirmed', description: 'Welcome to Promptreel!', variant: 'success' });
        finish(null);
      }
    }
    run().catch(() => finish({ title: 'Authentication error', message: 'Please try again.' }));
  }, [mode, token, error, queryClient, toast]);

  return state;
}

/**
 * Log in / Sign up: two tabs with e-mail and password, Google, and
 * 'Forgot your password?'. Once signed in — by any of them — it goes to `next` or home.
 */
export function LoginScreen({
  mode,
  token,
  error,
  next,
  initialTab = 'login',
  twoFactorStep = false,
}: {
  mode: LoginScreenMode;
  token: string | null;
  error: string | null;
  next: string | null;
  initialTab?: LoginTab;
  /** Back from Google for an account with two-factor on: the code comes first. */
  twoFactorStep?: boolean;
}) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const linkSignIn = useLinkSignIn({ mode, token, error });
  const signIn = useSignIn();
  const signUp = useSignUp();
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The password was right and two-factor is on: the code is asked for before any session exists.
  const [secondStep, setSecondStep] = useState(twoFactorStep);

  // Signed in, whichever way: off to where the visitor was going.
  useEffect(() => {
    if (user) navigate(safeNextPath(next), { replace: true });
  }, [user, next, navigate]);

  const onTabChange = (value: string) => {
    setTab(value as LoginTab);
    setFailure(null);
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5">
      {linkSignIn.working ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          {mode === 'confirm' ? 'Confirming your email…' : 'Signing you in…'}
        </p>
      ) : null}
      {!failure && linkSignIn.failure ? (
        <Alert title={linkSignIn.failure.title}>{linkSignIn.failure.message}</Alert>
      ) : null}

      {secondStep ? (
        <Suspense fallback={<p className="text-sm text-muted">Loading…</p>}>
          <TwoFactorStep onBack={() => setSecondStep(false)} onSignedIn={() => afterSignIn(queryClient)} />
        </Suspense>
      ) : (
        <>
          <Tabs value={tab} onValueChange={onTabChange}>
            <TabsList aria-label="Log in or sign up" className="flex w-full">
              <TabsTrigger value="login" className="flex-1">
                Log in
              </TabsTrigger>
              <TabsTrigger value="signup" className="flex-1">
                Sign up
              </TabsTrigger>
            </TabsList>

            <TabsContent value="login" className="mt-5">
              <CredentialsForm
                submitLabel="Log in"
                pendingLabel="Logging in…"
                pending={signIn.isPending}
                passwordAutoComplete="current-password"
                onSubmit={(values) => {
                  setFailure(null);
                  signIn.mutate(values, {
                    onSuccess: (answer) => setSecondStep(answer.twoFactorRedirect === true),
                    onError: (e) =>
                      setFailure({
                        title: 'Login failed',
                        message: e.message,
                        unconfirmedEmail: e.message === EMAIL_NOT_VERIFIED ? values.email : undefined,
                      }),
                  });
                }}
              >
                {failure && tab === 'login' ? <Alert title={failure.title}>{failure.message}</Alert> : null}
                {failure?.unconfirmedEmail && tab === 'login' ? (
                  <ResendConfirmation email={failure.unconfirmedEmail} />
                ) : null}
              </CredentialsForm>
              <p className="mt-4 text-center text-sm">
                <Link to={paths.reset.href()} className="font-medium text-accent underline-offset-2 hover:underline">
                  Forgot your password?
                </Link>
              </p>
            </TabsContent>

            <TabsContent value="signup" className="mt-5">
              {sentTo ? (
                <div className="flex flex-col gap-4">
                  <Alert title="Confirm your email" tone="success">
                    <p>Check your inbox to complete sign up.</p>
                    <p className="mt-1 text-muted">
                      We sent a link to <span className="font-medium break-all text-fg">{sentTo}</span>.
                    </p>
                  </Alert>
                  <ResendConfirmation email={sentTo} />
                  <Button variant="secondary" className="self-start" onClick={() => setSentTo(null)}>
                    Use a different email
                  </Button>
                </div>
              ) : (
                <CredentialsForm
                  submitLabel="Sign up"
                  pendingLabel="Signing up…"
                  pending={signUp.isPending}
                  passwordAutoComplete="new-password"
                  withUsername
                  onSubmit={(values) => {
                    setFailure(null);
                    signUp.mutate(values, {
                      onSuccess: () => setSentTo(values.email),
                      onError: (e) => setFailure({ title: 'Sign up failed', message: e.message }),
                    });
                  }}
                >
                  {failure && tab === 'signup' ? <Alert title={failure.title}>{failure.message}</Alert> : null}
                </CredentialsForm>
              )}
            </TabsContent>
          </Tabs>

          <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            or
            <span className="h-px flex-1 bg-line" />
          </div>
          <GoogleSignInButton
            next={safeNextPath(next)}
            onError={(message) => setFailure({ title: 'Login failed', message })}
          />
          <PasskeySignInButton onError={(message) => setFailure({ title: 'Login failed', message })} />
        </>
      )}
    </div>
  );
}
