import { useLocation, useSearchParams } from 'react-router';
import { BRAND } from '../../config/brand';
import { paths } from '../../config/paths';
import { ChooseUsernameScreen } from '../../features/auth/components/choose-username-screen';
import { LoginScreen, type LoginScreenMode } from '../../features/auth/components/login-screen';
import { t } from '../../lib/i18n';
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
  useDocumentTitle(welcome ? t('pages.chooseUsername') : t('pages.logIn'));
  if (welcome) {
    return (
      <div className="mx-auto w-full max-w-md">
        <PageHeader
          title={t('pages.chooseUsername')}
          description={t('pages.chooseUsernameDescription', { brand: BRAND })}
        />
        <ChooseUsernameScreen next={params.get('next')} />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeader title={t('pages.loginWelcome', { brand: BRAND })} description={t('pages.loginDescription')} />
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
