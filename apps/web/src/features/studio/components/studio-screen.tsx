import { Upload } from 'lucide-react';
import { Link } from '../../../components/link';
import { QueryError } from '../../../components/query-error';
import { buttonStyles } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { useStudioOverview } from '../api/get-studio';
import { useStudioParams } from '../hooks/use-studio-params';
import { DownloadCsvButton } from './download-csv-button';
import { PeriodChoice } from './period-choice';
import { StudioReport, VideoReport } from './studio-report';
import { VideoChoice } from './video-choice';
import { VideosTable } from './videos-table';

/**
 * The creator's Studio: a period and a video (both in the URL), that choice's report, and the
 * table of all their videos, which can be downloaded as CSV.
 */
export function StudioScreen() {
  const { days, video, choose } = useStudioParams();
  const overview = useStudioOverview(days);

  if (overview.isError && !overview.data) return <QueryError query={overview} title={overview.error.message} />;
  if (!overview.data)
    return (
      <p role="status" aria-busy="true" className="py-12 text-center text-muted">
        {t('studio.loading')}
      </p>
    );
  const { report, videos } = overview.data;
  if (videos.length === 0)
    return (
      <StatusMessage
        title={t('studio.noVideos')}
        action={
          <Link to={paths.upload.href()} className={buttonStyles()}>
            <Upload aria-hidden="true" className="size-4" />
            {t('studio.upload')}
          </Link>
        }
      />
    );

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PeriodChoice days={days} onChange={(next) => choose({ days: next })} />
        <VideoChoice videos={videos} video={video} onChange={(next) => choose({ video: next })} />
      </div>
      {video === null ? (
        <StudioReport title={t('studio.allVideos')} report={report} busy={overview.isPlaceholderData} />
      ) : (
        <VideoReport video={video} days={days} />
      )}
      <section aria-labelledby="studio-videos" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="studio-videos" className="text-lg font-semibold">
            {t('studio.yourVideos')}
          </h2>
          <DownloadCsvButton videos={videos} days={days} disabled={overview.isPlaceholderData} />
        </div>
        <VideosTable videos={videos} days={days} current={video} />
      </section>
    </div>
  );
}
