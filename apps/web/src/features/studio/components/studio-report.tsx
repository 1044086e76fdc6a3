import { type StudioReport as Report, paths } from '@promptreel/contract';
import { Link } from '../../../components/link';
import { QueryError } from '../../../components/query-error';
import { StatusMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n';
import { useStudioVideoReport } from '../api/get-studio';
import { longDay } from '../utils/studio-format';
import { FigureTiles } from './figure-tiles';
import { RetentionCurve } from './retention-curve';
import { ViewSources } from './view-sources';
import { ViewsPerDay } from './views-per-day';

/** One report, all videos' or one's: what it covers, its figures, its two charts and its sources. */
export function StudioReport({ title, report, busy }: { title: string; report: Report; busy: boolean }) {
  return (
    <div aria-busy={busy} className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        {/* Said again when the period or the video changes, so the change is heard. */}
        <h2 aria-live="polite" className="text-xl font-semibold break-words">
          {title}
          <span className="block text-sm font-normal text-muted">
            {t('studio.periodRange', { days: report.days, from: longDay(report.from), to: longDay(report.to) })}
          </span>
        </h2>
        <FigureTiles figures={report.figures} />
      </div>
      <ViewsPerDay report={report} />
      <div className="grid gap-8 lg:grid-cols-2">
        <RetentionCurve retention={report.retention} />
        <ViewSources sources={report.sources} />
      </div>
    </div>
  );
}

/** One video's report; a video that is not the creator's (or is gone) says so, with the way back. */
export function VideoReport({ video, days }: { video: number; days: number }) {
  const query = useStudioVideoReport(video, days);
  if (query.data)
    return <StudioReport title={query.data.video.title} report={query.data.report} busy={query.isPlaceholderData} />;
  if (isApiError(query.error) && query.error.isNotFound)
    return (
      <StatusMessage
        tone="error"
        title={t('studio.videoNotFound')}
        action={
          <Link to={paths.studio.href({ days })} className="font-medium text-accent underline-offset-2 hover:underline">
            {t('studio.allVideos')}
          </Link>
        }
      />
    );
  if (query.isError) return <QueryError query={query} title={query.error.message} />;
  return (
    <p role="status" aria-busy="true" className="py-12 text-center text-muted">
      {t('studio.loading')}
    </p>
  );
}
