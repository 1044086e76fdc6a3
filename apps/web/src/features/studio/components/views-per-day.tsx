import type { StudioReport } from '@promptreel/contract';
import { useMemo } from 'react';
import { groupDigits } from '../../../lib/format-text';
import { t } from '../../../lib/i18n';
import { longDay, shortDay } from '../utils/studio-format';
import { LineChart } from './line-chart';
import { FiguresTable, TableDisclosure } from './table-disclosure';

const formatCount = (value: number) => (Number.isInteger(value) ? groupDigits(value) : '');

/** What the chart shows, in a sentence: the period, the total and the best day. */
export function viewsSummary({ perDay, from, to }: StudioReport): string {
  const total = perDay.reduce((sum, day) => sum + day.views, 0);
  const best = perDay.reduce((top, day) => (day.views > top.views ? day : top), perDay[0] ?? { day: from, views: 0 });
  const range = { from: longDay(from), to: longDay(to), total: groupDigits(total) };
  return total > 0
    ? t('studio.viewsSummaryBest', { ...range, best: longDay(best.day), bestViews: groupDigits(best.views) })
    : t('studio.viewsSummary', range);
}

/** The chart of views per day and the same figures as a table. */
export function ViewsPerDay({ report }: { report: StudioReport }) {
  const labels = useMemo(() => report.perDay.map((day) => shortDay(day.day)), [report.perDay]);
  const values = useMemo(() => report.perDay.map((day) => day.views), [report.perDay]);
  return (
    <section aria-labelledby="studio-views-per-day" className="flex flex-col gap-3">
      <h2 id="studio-views-per-day" className="text-lg font-semibold">
        {t('studio.viewsPerDay')}
      </h2>
      <LineChart summary={viewsSummary(report)} labels={labels} values={values} formatValue={formatCount} />
      <TableDisclosure label={t('studio.viewsPerDay')}>
        <FiguresTable
          caption={t('studio.viewsPerDay')}
          columns={[t('studio.day'), t('studio.views')]}
          rows={report.perDay.map((day) => [longDay(day.day), groupDigits(day.views)] as const)}
        />
      </TableDisclosure>
    </section>
  );
}
