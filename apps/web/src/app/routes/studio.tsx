import { STUDIO_TEXTS } from '@promptreel/contract';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { LoginRequired } from '../../features/auth/components/login-required';
import { StudioScreen } from '../../features/studio/components/studio-screen';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageFallback } from '../layout/page-fallback';
import { PageHeader } from './page-header';

/** /studio: the signed-in creator's figures for their own videos (issue 36). */
export function StudioRoute() {
  useDocumentTitle(STUDIO_TEXTS.title);
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader title={STUDIO_TEXTS.title} description="How your videos are watched." />
      {user === undefined ? (
        <PageFallback />
      ) : user === null ? (
        <LoginRequired
          message="Please log in to see your videos' figures."
          linkText="Log in"
          next={`${pathname}${search}`}
        />
      ) : (
        <StudioScreen />
      )}
    </div>
  );
}
