import type { StudioReport } from '@promptreel/contract';
import { groupDigits } from '../../../lib/format-text';
import { t } from '../../../lib/i18n';
import { SOURCE_NAMES } from '../utils/studio-texts';
import { percent } from '../utils/studio-format';

/** Each source with views in the period, most first: its count, its share and a bar of that share. */
export function ViewSources({ sources }: { sources: StudioReport['sources'] }) {
  const total = sources.reduce((sum, source) => sum + source.views, 0);
  return (
    <section aria-labelledby="studio-sources" className="flex flex-col gap-3">
      <h2 id="studio-sources" className="text-lg font-semibold">
        {t('studio.sources')}
      </h2>
      {sources.length === 0 ? (
        <p className="text-sm text-muted">{t('studio.noViews')}</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{t('studio.sources')}</caption>
          <thead className="text-start text-muted">
            <tr>
              <th scope="col" className="py-1.5 pe-3 font-medium">
                {t('studio.source')}
              </th>
              <th scope="col" className="py-1.5 pe-3 text-end font-medium">
                {t('studio.views')}
              </th>
              <th scope="col" className="py-1.5 text-end font-medium">
                {t('studio.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sources.map(({ source, views }) => (
              <tr key={source} className="border-t border-line">
                <th scope="row" className="py-2 pe-3 text-start font-normal">
                  {t(SOURCE_NAMES[source])}
                  {/* The bar repeats the share beside it: decoration. */}
                  <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-subtle">
                    <span
                      className="block h-full rounded-full bg-accent"
                      style={{ width: `${total ? (views / total) * 100 : 0}%` }}
                    />
                  </span>
                </th>
                <td className="py-2 pe-3 text-end tabular-nums">{groupDigits(views)}</td>
                <td className="py-2 text-end tabular-nums">{percent(total ? views / total : 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
