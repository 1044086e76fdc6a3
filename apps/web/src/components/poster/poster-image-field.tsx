import { useEffect, useId, useState } from 'react';
import { t } from '../../lib/i18n';
import type { MessageKey } from '../../lib/message-keys';
import { ids, inputStyles, Shell } from '../ui/field';
import { posterImageProblem, previewBox } from './poster-pick';

/**
 * The image of the creator's own: JPEG, PNG or WebP up to 5 MB (checked here, and by its bytes on
 * the server), previewed cropped to the video's shape from the centre, as the server will crop it.
 */
export function PosterImageField({
  file,
  aspectRatio,
  onChange,
}: {
  file: File | null;
  aspectRatio: number;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const [error, setError] = useState<MessageKey | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    const url = file ? URL.createObjectURL(file) : null;
    setPreview(url);
    return () => (url ? URL.revokeObjectURL(url) : undefined);
  }, [file]);

  return (
    <div className="flex flex-col gap-3">
      <Shell id={id} label={t('ui.posterImageLabel')} hint={t('ui.posterImageHint')} error={error && t(error)}>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids(id, true, Boolean(error))}
          className={inputStyles(
            'py-1.5 file:me-3 file:rounded-full file:border-0 file:bg-subtle file:px-3 file:py-1 file:text-sm file:text-fg',
          )}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const problem = chosen ? posterImageProblem(chosen) : null;
            setError(problem);
            onChange(problem ? null : chosen);
          }}
        />
      </Shell>
      {preview ? (
        <img
          src={preview}
          alt={t('ui.posterImagePreview')}
          className="rounded-xl object-cover"
          style={previewBox(aspectRatio)}
        />
      ) : null}
    </div>
  );
}
