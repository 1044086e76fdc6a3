import { BackButton } from '../../components/back-button';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { LoginRequired } from '../../features/auth/components/login-required';
import { PageFallback } from '../layout/page-fallback';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHeader } from './page-header';

export function UploadRoute() {
  useDocumentTitle('Upload');
  const user = useCurrentUser();
  return (
    <div className="flex flex-col gap-4">
      <BackButton />
      <PageHeader title="Upload" />
      {user === undefined ? (
        <PageFallback />
      ) : user === null ? (
        <LoginRequired message="You must log in to upload" />
      ) : (
        // The upload form (fields, daily-limit meter, guidelines notice) replaces this in its own issue.
        <p className="text-muted">
          The upload form is not available yet. Only AI-generated or AI-assisted content is allowed.
        </p>
      )}
    </div>
  );
}
