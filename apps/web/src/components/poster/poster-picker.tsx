import { useId } from 'react';
import { t } from '../../lib/i18n';
import { FrameScrubber } from './frame-scrubber';
import { PosterImageField } from './poster-image-field';
import type { PosterPick } from './poster-pick';

type Kind = PosterPick['kind'];

/**
 * 'Poster' in the upload form and the Edit dialog (both loaded apart from the first page): keep the
 * poster, pick a frame on a scrubber, or choose an image. Radios, a range and a file input: all
 * native controls, so each has its role, its name and the keyboard.
 */
export function PosterPicker({
  videoSrc,
  durationMs,
  aspectRatio,
  keepLabel,
  pick,
  onPick,
}: {
  /** What the scrubber's preview plays: the stored video, or the chosen file's object URL. */
  videoSrc: string | null;
  durationMs: number | null;
  aspectRatio: number;
  keepLabel: string;
  pick: PosterPick;
  onPick: (pick: PosterPick) => void;
}) {
  const id = useId();
  const canScrub = videoSrc !== null && durationMs !== null && durationMs > 0;
  const labels: Record<Kind, string> = { keep: keepLabel, frame: t('ui.posterFrame'), image: t('ui.posterImage') };
  const kinds: Kind[] = canScrub ? ['keep', 'frame', 'image'] : ['keep', 'image'];
  const choose = (kind: Kind) =>
    onPick(kind === 'frame' ? { kind, atMs: 0 } : kind === 'image' ? { kind, file: null } : { kind });

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">{t('ui.poster')}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {kinds.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-poster`}
              value={kind}
              checked={pick.kind === kind}
              onChange={() => choose(kind)}
              className="size-4 shrink-0 accent-primary"
            />
            {labels[kind]}
          </label>
        ))}
      </div>
      {pick.kind === 'frame' && canScrub ? (
        <FrameScrubber
          src={videoSrc}
          durationMs={durationMs}
          atMs={pick.atMs}
          aspectRatio={aspectRatio}
          onChange={(atMs) => onPick({ kind: 'frame', atMs })}
        />
      ) : null}
      {pick.kind === 'image' ? (
        <PosterImageField
          file={pick.file}
          aspectRatio={aspectRatio}
          onChange={(file) => onPick({ kind: 'image', file })}
        />
      ) : null}
    </fieldset>
  );
}
