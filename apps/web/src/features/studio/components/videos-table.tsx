import { type StudioVideoRow, paths } from '@promptreel/contract';
import { Link } from '../../../components/link';
import { groupDigits } from '../../../lib/format-text';
import { t } from '../../../lib/i18n';
import { FIGURE_NAMES } from '../utils/studio-texts';
import { percent } from '../utils/studio-format';

// Unique viewers are on each video's own view: the API counts them one video at a time.
const COUNTS = ['views', 'claps', 'comments', 'saves', 'remixes'] as const;
const cell = 'px-3 py-2 text-end tabular-nums whitespace-nowrap';

/**
 * Every video of the creator with its figures over the period; a title opens that video's view.
 * Wider than a phone: it scrolls sideways in a focusable region, the titles' column staying put.
 */
export function VideosTable({
  videos,
  days,
  current,
}: {
  videos: readonly StudioVideoRow[];
  days: number;
  current: number | null;
}) {
  return (
    <div
      role="region"
      aria-labelledby="studio-videos"
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-line"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t('studio.videosCaption', { days })}</caption>
        <thead className="bg-subtle">
          <tr>
            <th scope="col" className="sticky start-0 bg-subtle px-3 py-2 text-start font-medium">
              {t('studio.title')}
            </th>
            {COUNTS.map((key) => (
              <th key={key} scope="col" className={`${cell} font-medium`}>
                {t(FIGURE_NAMES[key])}
              </th>
            ))}
            <th scope="col" className={`${cell} font-medium`}>
              {t(FIGURE_NAMES.averageShare)}
            </th>
          </tr>
        </thead>
        <tbody>
          {videos.map((video) => (
            <tr
              key={video.id}
              className="border-t border-line"
              aria-current={video.id === current ? 'true' : undefined}
            >
              <th
                scope="row"
                className="sticky start-0 max-w-40 min-w-32 bg-surface px-3 py-2 text-start font-normal sm:max-w-64"
              >
                <Link
                  to={paths.studio.href({ video: video.id, days })}
                  aria-current={video.id === current ? 'page' : undefined}
                  className="line-clamp-2 font-medium break-words text-accent underline-offset-2 hover:underline aria-[current=page]:text-fg"
                >
                  {video.title}
                </Link>
              </th>
              {COUNTS.map((key) => (
                <td key={key} className={cell}>
                  {groupDigits(video.figures[key])}
                </td>
              ))}
              <td className={cell}>{percent(video.figures.averageShare)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
