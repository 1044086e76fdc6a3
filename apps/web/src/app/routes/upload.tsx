import { useNavigate } from 'react-router';
import { BackButton } from '../../components/back-button';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { LoginRequired } from '../../features/auth/components/login-required';
import { UploadForm } from '../../features/upload/components/upload-form';
import { PageFallback } from '../layout/page-fallback';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHeader } from './page-header';

export function UploadRoute() {
  useDocumentTitle('Upload');
  const user = useCurrentUser();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-4">
      <BackButton />
      <PageHeader title="Upload" description="Share a short MP4 made with AI, and the prompt behind it." />
      {user === undefined ? (
        <PageFallback />
      ) : user === null ? (
        <LoginRequired message="You must log in to upload" next={paths.upload.href()} />
      ) : (
        <UploadForm onUploaded={({ id }) => navigate(paths.video.href(id))} />
      )}
    </div>
  );
}
