import { RETENTION_POINTS, STUDIO_TEXTS } from '@promptreel/contract';
import { useMemo } from 'react';
import { percent } from '../utils/studio-format';
import { LineChart } from './line-chart';
import { FiguresTable, TableDisclosure } from './table-disclosure';

/** 0 %, 10 %, … 100 % of the clip: where each point of the curve stands. */
const POINT_LABELS = Array.from({ length: RETENTION_POINTS }, (_, index) => `${index * 10}%`);

/** What the curve shows, in a sentence: how many were still there at half the clip and at its end. */
export function retentionSummary(retention: readonly number[]): string {
  const half = retention[Math.floor(RETENTION_POINTS / 2)] ?? 0;
  const end = retention[RETENTION_POINTS - 1] ?? 0;
  return `${STUDIO_TEXTS.retention}: ${percent(half)} of views still watching at half the clip, ${percent(end)} at the end.`;
}

/** The share of views still watching at each tenth of the clip, as a curve and as a table. */
export function RetentionCurve({ retention }: { retention: readonly number[] }) {
  const values = useMemo(() => [...retention], [retention]);
  return (
    <section aria-labelledby="studio-retention" className="flex flex-col gap-3">
      <h2 id="studio-retention" className="text-lg font-semibold">
        {STUDIO_TEXTS.retention}
      </h2>
      <p className="text-sm text-muted">The share of views still watching at each tenth of the clip.</p>
      <LineChart
        summary={retentionSummary(retention)}
        labels={POINT_LABELS}
        values={values}
        formatValue={(share) => percent(share)}
        max={1}
      />
      <TableDisclosure label={STUDIO_TEXTS.retention}>
        <FiguresTable
          caption={STUDIO_TEXTS.retention}
          columns={['Point in the clip', 'Still watching']}
          rows={retention.map((share, index) => [POINT_LABELS[index] ?? '', percent(share)] as const)}
        />
      </TableDisclosure>
    </section>
  );
}
