import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { LoginScreen, type LoginScreenMode } from '../../features/auth/components/login-screen';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHeader } from './page-header';

function modeOf(pathname: string): LoginScreenMode {
  if (pathname === paths.authCallback.path) return 'callback';
  if (pathname === paths.authConfirm.path) return 'confirm';
  return 'login';
}

/** /login, also served at /auth/callback (back from Google) and /auth/confirm (the e-mailed link). */
export function LoginRoute() {
  useDocumentTitle('Log in');
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
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
      />
    </div>
  );
}
