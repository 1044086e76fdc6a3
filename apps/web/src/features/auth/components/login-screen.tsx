import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../api/get-me';
import { afterSignIn } from '../api/signed-in';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';
import { useLinkSignIn, type LoginScreenMode, type SignInFailure } from '../hooks/use-link-sign-in';
import { safeNextPath } from '../utils/safe-next-path';
import { CredentialsForm } from './credentials-form';
import { GoogleSignInButton } from './google-sign-in-button';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { EMAIL_NOT_VERIFIED, ResendConfirmation } from './resend-confirmation';
import { t, withTexts } from '../../../lib/i18n';
import { taggedText } from '../../../components/ui/tagged-text';

// Only people with two-factor on ever see it: loaded when the password step asks for it.
const TwoFactorStep = lazy(withTexts(() => import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep }))));

export type { LoginScreenMode };

export type LoginTab = 'login' | 'signup';

function LogInTab({
  failure,
  setFailure,
  onSecondStep,
}: {
  failure: SignInFailure | null;
  setFailure: (failure: SignInFailure | null) => void;
  onSecondStep: (needed: boolean) => void;
}) {
  const signIn = useSignIn();
  return (
    <TabsContent value="login" className="mt-5">
      <CredentialsForm
        submitLabel={t('auth.logIn')}
        pendingLabel={t('auth.loggingIn')}
        pending={signIn.isPending}
        passwordAutoComplete="current-password"
        onSubmit={(values) => {
          setFailure(null);
          signIn.mutate(values, {
            onSuccess: (answer) => onSecondStep(answer.twoFactorRedirect === true),
            onError: (e) =>
              setFailure({
                title: t('auth.loginFailed'),
                message: e.message,
                unconfirmedEmail: e.message === EMAIL_NOT_VERIFIED ? values.email : undefined,
              }),
          });
        }}
      >
        {failure ? <Alert title={failure.title}>{failure.message}</Alert> : null}
        {failure?.unconfirmedEmail ? <ResendConfirmation email={failure.unconfirmedEmail} /> : null}
      </CredentialsForm>
      <p className="mt-4 text-center text-sm">
        <Link to={paths.reset.href()} className="font-medium text-accent underline-offset-2 hover:underline">
          {t('auth.forgotPassword')}
        </Link>
      </p>
    </TabsContent>
  );
}

function SignUpTab({
  failure,
  setFailure,
  sentTo,
  setSentTo,
}: {
  failure: SignInFailure | null;
  setFailure: (failure: SignInFailure | null) => void;
  /** Kept by the screen, so the two-factor step and back do not forget it. */
  sentTo: string | null;
  setSentTo: (email: string | null) => void;
}) {
  const signUp = useSignUp();
  return (
    <TabsContent value="signup" className="mt-5">
      {sentTo ? (
        <div className="flex flex-col gap-4">
          <Alert title={t('auth.confirmYourEmail')} tone="success">
            <p>{t('auth.checkInbox')}</p>
            <p className="mt-1 text-muted">
              {taggedText(t('auth.sentLinkTo', { email: sentTo }), {
                email: () => <span className="font-medium break-all text-fg">{sentTo}</span>,
              })}
            </p>
          </Alert>
          <ResendConfirmation email={sentTo} />
          <Button variant="secondary" className="self-start" onClick={() => setSentTo(null)}>
            {t('auth.useDifferentEmail')}
          </Button>
        </div>
      ) : (
        <CredentialsForm
          submitLabel={t('auth.signUp')}
          pendingLabel={t('auth.signingUp')}
          pending={signUp.isPending}
          passwordAutoComplete="new-password"
          withUsername
          onSubmit={(values) => {
            setFailure(null);
            signUp.mutate(values, {
              onSuccess: () => setSentTo(values.email),
              onError: (e) => setFailure({ title: t('auth.signUpFailed'), message: e.message }),
            });
          }}
        >
          {failure ? <Alert title={failure.title}>{failure.message}</Alert> : null}
        </CredentialsForm>
      )}
    </TabsContent>
  );
}

/** Google and passkeys, below the tabs. */
function OtherSignIns({ next, onError }: { next: string | null; onError: (message: string) => void }) {
  return (
    <>
      <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <GoogleSignInButton next={safeNextPath(next)} onError={onError} />
      <PasskeySignInButton onError={onError} />
    </>
  );
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
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const [failure, setFailure] = useState<SignInFailure | null>(null);
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
          {mode === 'confirm' ? t('auth.confirmingEmail') : t('auth.signingYouIn')}
        </p>
      ) : null}
      {!failure && linkSignIn.failure ? (
        <Alert title={linkSignIn.failure.title}>{linkSignIn.failure.message}</Alert>
      ) : null}

      {secondStep ? (
        <Suspense fallback={<p className="text-sm text-muted">{t('auth.loading')}</p>}>
          <TwoFactorStep onBack={() => setSecondStep(false)} onSignedIn={() => afterSignIn(queryClient)} />
        </Suspense>
      ) : (
        <>
          <Tabs value={tab} onValueChange={onTabChange}>
            <TabsList aria-label={t('auth.logInOrSignUp')} className="flex w-full">
              <TabsTrigger value="login" className="flex-1">
                {t('auth.logIn')}
              </TabsTrigger>
              <TabsTrigger value="signup" className="flex-1">
                {t('auth.signUp')}
              </TabsTrigger>
            </TabsList>
            <LogInTab failure={tab === 'login' ? failure : null} setFailure={setFailure} onSecondStep={setSecondStep} />
            <SignUpTab
              failure={tab === 'signup' ? failure : null}
              setFailure={setFailure}
              sentTo={sentTo}
              setSentTo={setSentTo}
            />
          </Tabs>
          <OtherSignIns next={next} onError={(message) => setFailure({ title: t('auth.loginFailed'), message })} />
        </>
      )}
    </div>
  );
}
