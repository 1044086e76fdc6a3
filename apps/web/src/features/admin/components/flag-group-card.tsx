import type { FlagGroup } from '@promptreel/contract';
import { Clock, Film, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from '../../../components/link';
import { ContentCredentialsBadge } from '../../../components/content-credentials-badge';
import { Badge } from '../../../components/ui/badge';
import { SkeletonMediaBlock } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { flagCategoryName } from '../../../lib/flag-category-names';
import { t } from '../../../lib/i18n';
import { formatDate, toIsoString } from '../../../lib/format-time';
import { formatRelativeTime } from '../../../lib/format-relative-time';
import { richText } from '../../../components/ui/rich-text';
import { STATUS_LABEL, formatVideoTimestamp, reportCount } from '../utils/moderation-format';

type Report = FlagGroup['reports'][number];
type Provenance = NonNullable<FlagGroup['video']>['provenance'];

/** The report category where the file's own Content Credentials help the admin decide (the server's name). */
const NOT_AI_GENERATED = 'Not AI Generated';

/** Beside a 'Not AI Generated' report: what the file's credentials say, or that it has none. */
function CredentialsNote({ provenance }: { provenance: Provenance }) {
  if (provenance) return <ContentCredentialsBadge provenance={provenance} />;
  return <span className="text-muted">{t('admin.noContentCredentials')}</span>;
}

/**
 * A relative time ('5 minutes ago') with the full date on hover and for machines; `words` puts it
 * in a sentence ('reviewed 5 minutes ago').
 */
export function When({ value, words }: { value: string; words?: (when: string) => string }) {
  const when = formatRelativeTime(value);
  return (
    <time dateTime={toIsoString(value)} title={formatDate(value)}>
      {words ? words(when) : when}
    </time>
  );
}

/** '@name' linking to the profile; plain text for a deleted account or an unknown owner. */
export function UserLink({ username, className }: { username: string; className?: string }) {
  const name = username.replace(/^@/, '');
  if (name === 'unknown' || name.startsWith('[')) return <span className={className}>{username}</span>;
  return (
    <Link to={paths.profile.href(name)} className={cn('font-medium hover:underline', className)}>
      @{name}
    </Link>
  );
}

function Poster({ group }: { group: FlagGroup }) {
  const box = 'size-16 shrink-0 overflow-hidden rounded-lg bg-media sm:size-20';
  if (group.video?.posterUrl) {
    return (
      <img src={group.video.posterUrl} alt="" loading="lazy" decoding="async" className={cn(box, 'object-cover')} />
    );
  }
  const Icon = group.videoId === null ? Trash2 : Film;
  return (
    <div aria-hidden="true" className={cn(box, 'grid place-items-center text-zinc-400')}>
      <Icon className="size-6" />
    </div>
  );
}

export function ReportItem({
  report,
  archived,
  provenance,
  deletedLabel,
}: {
  report: Report;
  archived: boolean;
  /** The video's credentials; undefined when the video is gone. */
  provenance: Provenance | undefined;
  /** What a report archived as 'deleted' says, when not 'Video deleted' (e.g. 'Comment removed'). */
  deletedLabel?: string;
}) {
  return (
    <li className="flex flex-col gap-1.5 border-t border-line pt-3">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {richText('admin.reportedBy', {
          words: <span className="text-muted">{t('admin.reportedByWords')}</span>,
          user: <UserLink username={report.reporter.username} />,
        })}
        <Badge tone="accent">{flagCategoryName(report.category)}</Badge>
        {report.category.name === NOT_AI_GENERATED && provenance !== undefined ? (
          <CredentialsNote provenance={provenance} />
        ) : null}
        {report.videoTimestamp !== null ? (
          <span className="inline-flex items-center gap-1 text-muted tabular-nums">
            <Clock aria-hidden="true" className="size-3.5" />
            {t('admin.atMoment', { time: formatVideoTimestamp(report.videoTimestamp) })}
          </span>
        ) : null}
        <span className="text-muted">
          · <When value={report.createdAt} />
        </span>
      </p>
      <p className="text-sm break-words whitespace-pre-line">{report.reason}</p>
      {archived ? (
        <p className="text-xs text-muted">
          <span className={cn('font-semibold', report.status === 'deleted' ? 'text-danger' : 'text-fg')}>
            {report.status === 'deleted' && deletedLabel ? deletedLabel : t(STATUS_LABEL[report.status])}
          </span>
          {report.reviewedAt ? (
            <>
              {' · '}
              <When value={report.reviewedAt} words={(when) => t('admin.reviewedAt', { when })} />
            </>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Every report about one video, so the admin decides once: poster, title (a link while the video
 * exists), owner, then each report. Pending groups end with 'Dismiss' and 'Delete video'.
 */
export function FlagGroupCard({
  group,
  archived,
  actions,
}: {
  group: FlagGroup;
  archived: boolean;
  /** The decision buttons (pending only). */
  actions?: ReactNode;
}) {
  const titleId = useId();
  const exists = group.videoId !== null && group.video !== null;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex gap-3">
        <Poster group={group} />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={titleId} className="leading-snug font-semibold break-words">
            {exists ? (
              <Link to={paths.video.href(group.videoId!)} className="hover:underline">
                {group.videoTitle}
              </Link>
            ) : (
              group.videoTitle
            )}
          </h3>
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
            {group.video ? (
              <>
                {richText('admin.byUser', {
                  words: <span>{t('admin.byWords')}</span>,
                  user: <UserLink username={group.video.owner.username} className="text-fg" />,
                })}
                <span aria-hidden="true">·</span>
              </>
            ) : (
              <>
                <Badge>{t('admin.videoDeleted')}</Badge>
                <span aria-hidden="true">·</span>
              </>
            )}
            <span>{reportCount(group.reports.length)}</span>
            <span aria-hidden="true">·</span>
            <span>
              <When value={group.latestAt} words={(when) => t('admin.latestAt', { when })} />
            </span>
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-3">
        {group.reports.map((report) => (
          <ReportItem key={report.id} report={report} archived={archived} provenance={group.video?.provenance} />
        ))}
      </ul>
      {actions ? <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-3">{actions}</div> : null}
    </article>
  );
}

export function FlagGroupCardSkeleton() {
  return (
    <SkeletonMediaBlock
      className="flex flex-col gap-3 rounded-2xl border border-line p-4"
      picture="size-16 rounded-lg sm:size-20"
      beside="gap-2"
      lines={['h-5 w-2/3', 'h-4 w-1/2', 'h-4 w-5/6', 'h-4 w-3/4']}
    />
  );
}
