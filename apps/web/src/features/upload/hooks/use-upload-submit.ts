import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isPosterChange, type PosterPick, sendPosterPick } from '../../../components/poster/poster-pick';
import { useToast } from '../../../components/ui/toast-context';
import { t } from '../../../lib/i18n';
import { invalidateVideoQueries } from '../../../lib/video-cache-lists';
import { uploadKeys } from '../api/keys';
import { hasRecipe, recipeRequest } from '../../../lib/recipe-form';
import { putRecipe } from '../api/put-recipe';
import { uploadThumbnail } from '../api/upload-thumbnail';
import type { VideoProbe } from '../utils/media-probe';
import type { UploadValues } from '../utils/upload-validation';
import { useResumableUpload, type UploadedVideo, type UploadMetadata } from './use-resumable-upload';
import { fromLocalInput } from '../../../lib/schedule';

/** How long a finished upload waits for the browser's poster to reach the server before moving on. */
const THUMBNAIL_WAIT_MS = 4000;

/**
 * Sends a checked form: the file by tus with its details, then (only when the server could make
 * no poster) the poster the browser captured. Says how it went in a toast or `failure`.
 */
export function useUploadSubmit(onUploaded: (video: UploadedVideo) => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const uploader = useResumableUpload();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Closing the tab mid-upload asks first (the upload would resume later, but only on this browser).
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  const nextPaint = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

  const send = async (
    chosen: { file: File; probe: Promise<VideoProbe> | null },
    values: UploadValues,
    remixOf: number | null,
    poster: PosterPick = { kind: 'keep' },
  ) => {
    setBusy(true);
    setFailure(null);
    const { file } = chosen;
    const probe = await (chosen.probe ?? Promise.resolve(null));
    const metadata: UploadMetadata = {
      title: values.title.trim(),
      description: values.description,
      prompt: values.prompt,
      platformId: values.platformId,
      categoryId: values.categoryId,
      filename: file.name,
      filetype: file.type || 'video/mp4',
      allowRemixes: values.allowRemixes === 'false' ? 'false' : 'true',
      sensitive: values.sensitive === 'true' ? 'true' : 'false',
      visibility: values.visibility,
      ...(values.visibility === 'scheduled' ? { publishAt: fromLocalInput(values.publishAt) ?? '' } : {}),
      ...(remixOf !== null ? { remixOf: String(remixOf) } : {}),
      ...(probe?.orientation ? { orientation: probe.orientation } : {}),
    };
    const outcome = await uploader.start(file, metadata);
    void queryClient.invalidateQueries({ queryKey: uploadKeys.limit() });
    if (outcome.ok) {
      void invalidateVideoQueries(queryClient);
      if (outcome.result.posterUrl === null && probe?.thumbnail) {
        // Any failure is silent (spec): the video stands without a poster.
        await Promise.race([
          uploadThumbnail(outcome.result.id, probe.thumbnail).catch(() => undefined),
          new Promise((resolve) => window.setTimeout(resolve, THUMBNAIL_WAIT_MS)),
        ]);
      }
      if (hasRecipe(values)) {
        // Checked before the upload began; a refusal now leaves the video, and says so.
        await putRecipe(outcome.result.id, recipeRequest(values)).catch((error: Error) =>
          // Told when the video stands but its recipe could not be written (add it in Edit video).
          toast({ title: t('upload.recipeNotSaved'), description: error.message, variant: 'error' }),
        );
      }
      if (isPosterChange(poster)) {
        // Sent once the upload is a video, as the Edit dialog sends it (one way for both): the
        // server makes it in a job after the upload's own processing.
        await sendPosterPick(outcome.result.id, poster).catch((error: Error) =>
          toast({ title: t('upload.posterNotSent'), description: error.message, variant: 'error' }),
        );
      }
      toast({ title: t('upload.uploaded'), description: values.title.trim(), variant: 'success' });
      // The server answers as soon as the bytes are stored (its processing comes after), often
      // within the same moment as the last progress event: the full bar is painted before the page
      // changes, so an upload never seems to stop short of 100 %.
      await nextPaint();
      onUploaded(outcome.result);
      return;
    }
    setBusy(false);
    if (outcome.cancelled) {
      toast({ title: t('upload.cancelled') });
      return;
    }
    setFailure(outcome.message);
  };

  return {
    busy,
    failure,
    clearFailure: () => setFailure(null),
    send,
    progress: uploader.progress,
    cancel: uploader.cancel,
  };
}
