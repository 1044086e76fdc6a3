import type { StudioFigures } from '@promptreel/contract';
import { groupDigits } from '../../../lib/format-text';
import { t } from '../../../lib/i18n';
import { FIGURE_NAMES } from '../utils/studio-texts';
import { percent } from '../utils/studio-format';

const COUNTS = ['views', 'uniqueViewers', 'claps', 'comments', 'saves', 'remixes'] as const;

/** The period's figures, each a term and its value (a description list reads as pairs). */
export function FigureTiles({ figures }: { figures: StudioFigures }) {
  const tiles = [
    ...COUNTS.map((key) => [t(FIGURE_NAMES[key]), groupDigits(figures[key] ?? 0)] as const),
    [t(FIGURE_NAMES.averageShare), percent(figures.averageShare)] as const,
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
      {tiles.map(([label, value]) => (
        <div key={label} className="flex flex-col-reverse gap-1 rounded-2xl border border-line bg-surface p-3 sm:p-4">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
