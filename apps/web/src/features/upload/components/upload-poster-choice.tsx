import { mediaAspectRatio } from '@promptreel/contract';
import { useEffect, useState } from 'react';
import { PosterPicker } from '../../../components/poster/poster-picker';
import type { PosterPick } from '../../../components/poster/poster-pick';
import { t } from '../../../lib/i18n';
import type { ChosenFile } from '../hooks/use-chosen-file';

/**
 * The upload form's Poster, once the chosen MP4 has been read: the scrubber plays the file itself
 * (an object URL, kept while it is chosen). The choice is sent once the upload is a video
 * (use-upload-submit.ts).
 */
export function UploadPosterChoice({
  chosen,
  pick,
  onPick,
}: {
  chosen: ChosenFile;
  pick: PosterPick;
  onPick: (pick: PosterPick) => void;
}) {
  const [src, setSrc] = useState<string | null>(null);
  const { file } = chosen;
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <PosterPicker
      videoSrc={src}
      durationMs={chosen.durationMs}
      aspectRatio={mediaAspectRatio(chosen)}
      keepLabel={t('upload.posterKeep')}
      pick={pick}
      onPick={onPick}
    />
  );
}
