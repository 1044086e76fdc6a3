import { STUDIO_TEXTS, VIEW_SOURCE_LABELS, type StudioReport } from '@promptreel/contract';
import { groupDigits } from '../../../lib/format-text';
import { percent } from '../utils/studio-format';

/** Each source with views in the period, most first: its count, its share and a bar of that share. */
export function ViewSources({ sources }: { sources: StudioReport['sources'] }) {
  const total = sources.reduce((sum, source) => sum + source.views, 0);
  return (
    <section aria-labelledby="studio-sources" className="flex flex-col gap-3">
      <h2 id="studio-sources" className="text-lg font-semibold">
        {STUDIO_TEXTS.sources}
      </h2>
      {sources.length === 0 ? (
        <p className="text-sm text-muted">No views in this period.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{STUDIO_TEXTS.sources}</caption>
          <thead className="text-left text-muted">
            <tr>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Source
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                {STUDIO_TEXTS.views}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {sources.map(({ source, views }) => (
              <tr key={source} className="border-t border-line">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {VIEW_SOURCE_LABELS[source]}
                  {/* The bar repeats the share beside it: decoration. */}
                  <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-subtle">
                    <span
                      className="block h-full rounded-full bg-accent"
                      style={{ width: `${total ? (views / total) * 100 : 0}%` }}
                    />
                  </span>
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{groupDigits(views)}</td>
                <td className="py-2 text-right tabular-nums">{percent(total ? views / total : 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
