import { mediaAspectRatio, POSTER_TEXTS, type VideoDetail } from '@promptreel/contract';
import { PosterPicker } from '../../../components/poster/poster-picker';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { usePosterEditor } from '../hooks/use-poster-editor';

/**
 * The Edit dialog's Poster: a frame of the video or an image of the creator's own, saved on its own
 * ('Use this poster'), apart from the dialog's Save. The server makes it in a job; until then the
 * card keeps its old poster, and this says so.
 */
export function PosterEditor({ video }: { video: VideoDetail }) {
  const editor = usePosterEditor(video);
  return (
    <section aria-label={POSTER_TEXTS.legend} className="mt-6 flex flex-col gap-3 border-t border-line pt-4">
      <PosterPicker
        videoSrc={video.publicUrl}
        durationMs={video.durationMs}
        aspectRatio={mediaAspectRatio(video)}
        keepLabel={POSTER_TEXTS.keep}
        pick={editor.pick}
        onPick={editor.setPick}
      />
      {editor.failure !== null ? <Alert title={POSTER_TEXTS.failed}>{editor.failure}</Alert> : null}
      <p role="status" className="text-sm text-muted empty:hidden">
        {editor.status}
      </p>
      <Button variant="secondary" className="self-end" disabled={!editor.canSave} onClick={editor.save}>
        {editor.saving ? POSTER_TEXTS.saving : POSTER_TEXTS.save}
      </Button>
    </section>
  );
}
