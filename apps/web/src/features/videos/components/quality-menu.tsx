import { renditionLabel, type Rendition } from '@promptreel/contract';
import { useId } from 'react';
import { t } from '../../../lib/i18n';
import type { QualityChoice } from '../hooks/use-player-source';

/**
 * The video page's 'Quality' choice: Auto (by screen and connection), or one rendition, largest
 * first as video sites list them. A native select: every platform's own picker, keyboard and
 * screen reader included.
 */
export function QualityMenu({
  renditions,
  choice,
  playing,
  onChoose,
}: {
  renditions: readonly Rendition[];
  choice: QualityChoice;
  playing: Rendition | null;
  onChoose: (choice: QualityChoice) => void;
}) {
  const id = useId();
  if (renditions.length === 0) return null;
  return (
    <div className="flex items-center justify-end gap-2 text-sm text-muted">
      <label htmlFor={id}>{t('videos.quality')}</label>
      <select
        id={id}
        value={choice}
        onChange={(event) => onChoose(event.target.value)}
        className="h-9 rounded-lg border border-line bg-surface px-2 text-fg"
      >
        <option value="auto">{t('videos.qualityAuto')}</option>
        {[...renditions].reverse().map((r) => (
          <option key={r.url} value={renditionLabel(r)}>
            {renditionLabel(r)}
          </option>
        ))}
      </select>
      {/* What Auto chose, as video sites show it beside the menu. */}
      {choice === 'auto' && playing ? (
        <output htmlFor={id} aria-label={t('videos.qualityPlaying')}>
          {renditionLabel(playing)}
        </output>
      ) : null}
    </div>
  );
}
