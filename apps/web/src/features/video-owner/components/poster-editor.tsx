import { mediaAspectRatio, type VideoDetail } from '@promptreel/contract';
import { PosterPicker } from '../../../components/poster/poster-picker';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { usePosterEditor } from '../hooks/use-poster-editor';

/**
 * The Edit dialog's Poster: a frame of the video or an image of the creator's own, saved on its own
 * ('Use this poster'), apart from the dialog's Save. The server makes it in a job; until then the
 * card keeps its old poster, and this says so.
 */
export function PosterEditor({ video }: { video: VideoDetail }) {
  const editor = usePosterEditor(video);
  return (
    <section aria-label={t('videoOwner.poster')} className="mt-6 flex flex-col gap-3 border-t border-line pt-4">
      <PosterPicker
        videoSrc={video.publicUrl}
        durationMs={video.durationMs}
        aspectRatio={mediaAspectRatio(video)}
        keepLabel={t('videoOwner.posterKeep')}
        pick={editor.pick}
        onPick={editor.setPick}
      />
      {editor.failure !== null ? <Alert title={t('videoOwner.posterFailed')}>{editor.failure}</Alert> : null}
      <p role="status" className="text-sm text-muted empty:hidden">
        {editor.status}
      </p>
      <Button variant="secondary" className="self-end" disabled={!editor.canSave} onClick={editor.save}>
        {editor.saving ? t('videoOwner.saving') : t('videoOwner.posterSave')}
      </Button>
    </section>
  );
}
