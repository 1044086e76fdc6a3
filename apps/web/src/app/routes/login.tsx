import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { ChooseUsernameScreen } from '../../features/auth/components/choose-username-screen';
import { LoginScreen, type LoginScreenMode } from '../../features/auth/components/login-screen';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHeader } from './page-header';

function modeOf(pathname: string): LoginScreenMode {
  if (pathname === paths.authCallback.path) return 'callback';
  if (pathname === paths.authConfirm.path) return 'confirm';
  return 'login';
}

/**
 * /login, also served at /auth/callback (back from Google; with `welcome=1` the first time, to choose
 * a username) and /auth/confirm (the e-mailed link).
 */
export function LoginRoute() {
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  // A Google sign-in's first arrival: the username suggested for it can be changed first.
  const welcome = modeOf(pathname) === 'callback' && params.get('welcome') === '1';
  useDocumentTitle(welcome ? 'Choose your username' : 'Log in');
  if (welcome) {
    return (
      <div className="mx-auto w-full max-w-md">
        <PageHeader
          title="Choose your username"
          description="This is how others will see you on Promptreel. We suggested one from your Google name; you can change it now or later in Settings."
        />
        <ChooseUsernameScreen next={params.get('next')} />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeader
        title="Welcome to Promptreel"
        description="Log in or sign up to clap, comment, follow creators and share your own AI videos."
      />
      <LoginScreen
        // A new address (e.g. from /auth/callback?error= to /login) starts afresh.
        key={`${pathname}${search}`}
        mode={modeOf(pathname)}
        token={params.get('token')}
        error={params.get('error')}
        next={params.get('next')}
        initialTab={params.get('tab') === 'signup' ? 'signup' : 'login'}
        twoFactorStep={params.get('step') === 'two-factor'}
      />
    </div>
  );
}
