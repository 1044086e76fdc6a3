import { RETENTION_POINTS } from '@promptreel/contract';
import { useMemo } from 'react';
import { t } from '../../../lib/i18n';
import { percent } from '../utils/studio-format';
import { LineChart } from './line-chart';
import { FiguresTable, TableDisclosure } from './table-disclosure';

/** 0 %, 10 %, … 100 % of the clip: where each point of the curve stands. */
const pointLabels = () => Array.from({ length: RETENTION_POINTS }, (_, index) => percent(index / 10));

/** What the curve shows, in a sentence: how many were still there at half the clip and at its end. */
export function retentionSummary(retention: readonly number[]): string {
  const half = retention[Math.floor(RETENTION_POINTS / 2)] ?? 0;
  const end = retention[RETENTION_POINTS - 1] ?? 0;
  return t('studio.retentionSummary', { half: percent(half), end: percent(end) });
}

/** The share of views still watching at each tenth of the clip, as a curve and as a table. */
export function RetentionCurve({ retention }: { retention: readonly number[] }) {
  const values = useMemo(() => [...retention], [retention]);
  const labels = useMemo(pointLabels, []);
  return (
    <section aria-labelledby="studio-retention" className="flex flex-col gap-3">
      <h2 id="studio-retention" className="text-lg font-semibold">
        {t('studio.retention')}
      </h2>
      <p className="text-sm text-muted">{t('studio.retentionHint')}</p>
      <LineChart
        summary={retentionSummary(retention)}
        labels={labels}
        values={values}
        formatValue={(share) => percent(share)}
        max={1}
      />
      <TableDisclosure label={t('studio.retention')}>
        <FiguresTable
          caption={t('studio.retention')}
          columns={[t('studio.pointInClip'), t('studio.stillWatching')]}
          rows={retention.map((share, index) => [labels[index] ?? '', percent(share)] as const)}
        />
      </TableDisclosure>
    </section>
  );
}
