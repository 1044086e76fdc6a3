import { History } from 'lucide-react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { formatDate, formatRelativeTime, toIsoString } from '../../../lib/format-time';
import { useAuditLog } from '../api/get-audit-log';
import { auditSummary } from '../utils/moderation-format';
import { AccessDeniedNotice } from './flag-group-list';

/** Who did what, when, to which video and how many reports: every admin action, newest first. */
export function AuditLog() {
  const log = useAuditLog();

  if (log.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p role="status" className="sr-only">
          Loading the audit log…
        </p>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-12 rounded-xl" />
        ))}
      </div>
    );
  }
  if (log.isError) {
    if (isApiError(log.error) && (log.error.status === 401 || log.error.status === 403)) return <AccessDeniedNotice />;
    return <QueryError query={log} title="Failed to load the audit log" description={log.error.message} />;
  }
  if (log.data.items.length === 0) {
    return (
      <StatusMessage
        icon={<History aria-hidden="true" />}
        title="No moderation actions yet."
        description="Every dismissal and deletion is recorded here, with who did it and when."
      />
    );
  }

  return (
    <ol aria-label="Audit log" className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
      {log.data.items.map((entry) => {
        const { before, after } = auditSummary(entry.action, entry.flagIds.length);
        const actor = entry.actor.id ? `@${entry.actor.username}` : entry.actor.username;
        // A dismissed video is still there; a deleted one is not.
        const title =
          entry.action === 'dismiss' && entry.videoId !== null ? (
            <Link to={paths.video.href(entry.videoId)} className="font-medium hover:underline">
              “{entry.videoTitle}”
            </Link>
          ) : (
            <span className="font-medium">“{entry.videoTitle}”</span>
          );
        return (
          <li key={entry.id} className="flex flex-col gap-0.5 px-4 py-3 text-sm sm:flex-row sm:items-baseline sm:gap-3">
            <p className="min-w-0 flex-1 break-words">
              <span className="font-semibold">{actor}</span> {before} {title}
              {after ? ` ${after}` : null}
            </p>
            <time
              dateTime={toIsoString(entry.createdAt)}
              title={formatDate(entry.createdAt)}
              className="shrink-0 text-xs text-muted"
            >
              {formatRelativeTime(entry.createdAt)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
