import { parseId, type VideoDetail } from '@promptreel/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { BackButton } from '../../components/back-button';
import { Alert } from '../../components/ui/alert';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { LoginRequired } from '../../features/auth/components/login-required';
import { UploadForm } from '../../features/upload/components/upload-form';
import { useVideo } from '../../features/videos/api/get-video';
import { PageFallback } from '../layout/page-fallback';
import { t } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHeader } from './page-header';

/** The upload form's start for a remix of `video`: its link and its recipe. */
const remixStart = (video: VideoDetail) => ({
  id: video.id,
  title: video.title,
  username: video.ownerUsername,
  prompt: video.prompt,
  platformId: video.platformId,
  categoryId: video.categoryId,
  recipe: video.recipe,
});

/** /upload; /upload?remix={id} starts from that video's recipe, named as the one remixed. */
export function UploadRoute() {
  useDocumentTitle(t('pages.uploadTitle'));
  const user = useCurrentUser();
  const navigate = useNavigate();
  const remixId = parseId(useSearchParams()[0].get('remix') ?? undefined);
  const source = useVideo(user ? remixId : null);
  const waiting = user === undefined || (remixId !== null && source.isPending && user !== null);
  const refusal =
    remixId === null || waiting
      ? null
      : !source.data
        ? t('pages.remixSourceGone')
        : !source.data.allowRemixes
          ? t('pages.remixesOff')
          : null;
  return (
    <div className="flex flex-col gap-4">
      <BackButton />
      <PageHeader title={t('pages.uploadTitle')} description={t('pages.uploadDescription')} />
      {waiting ? (
        <PageFallback />
      ) : user === null ? (
        <LoginRequired message={t('pages.uploadLogIn')} next={paths.upload.href(remixId ?? undefined)} />
      ) : (
        <>
          {refusal ? <Alert title={refusal} /> : null}
          <UploadForm
            remix={source.data && !refusal ? remixStart(source.data) : null}
            onUploaded={({ id }) => navigate(paths.video.href(id))}
          />
        </>
      )}
    </div>
  );
}
