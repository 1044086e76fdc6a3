import { useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { LoginRequired } from '../../features/auth/components/login-required';
import { StudioScreen } from '../../features/studio/components/studio-screen';
import { t } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageFallback } from '../layout/page-fallback';
import { PageHeader } from './page-header';

/** /studio: the signed-in creator's figures for their own videos (issue 36). */
export function StudioRoute() {
  useDocumentTitle(t('pages.studioTitle'));
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader title={t('pages.studioTitle')} description={t('pages.studioDescription')} />
      {user === undefined ? (
        <PageFallback />
      ) : user === null ? (
        <LoginRequired message={t('pages.studioLogIn')} linkText={t('pages.logIn')} next={`${pathname}${search}`} />
      ) : (
        <StudioScreen />
      )}
    </div>
  );
}
