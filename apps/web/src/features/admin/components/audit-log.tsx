import { AUDIT_TARGETS, type AuditEntry, type AuditTargetType } from '@promptreel/contract';
import { Download, History } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { QueryError } from '../../../components/query-error';
import { buttonStyles } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { formatDate, toIsoString } from '../../../lib/format-time';
import { formatRelativeTime } from '../../../lib/format-relative-time';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { auditCsvHref, type AuditFilter, useAuditLog } from '../api/get-audit-log';
import { richText } from '../../../components/ui/rich-text';
import { auditSentence } from '../utils/moderation-format';
import { AccessDeniedNotice } from './flag-group-list';

const TARGET_OPTIONS = [
  { value: 'video', label: 'admin.targetVideos' },
  { value: 'comment', label: 'admin.targetComments' },
  { value: 'profile', label: 'admin.targetProfiles' },
] satisfies { value: AuditTargetType; label: MessageKey }[];

/** The filter lives in the address (?target=comment&moderator=…), like the desk's tab. */
function useAuditFilter(): [AuditFilter, (change: Partial<Record<keyof AuditFilter, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const target = params.get('target');
  const filter: AuditFilter = {
    target: AUDIT_TARGETS.includes(target as AuditTargetType) ? (target as AuditTargetType) : undefined,
    moderator: params.get('moderator') || undefined,
  };
  const change = (next: Partial<Record<keyof AuditFilter, string>>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [filter, change];
}

/** The target as the line names it: a link while there is something to open. */
function TargetName({ entry }: { entry: AuditEntry }) {
  const { type, label } = entry.target;
  if (type === 'profile') {
    const username = label.replace(/^@/, '');
    return entry.action === 'ban' ? (
      <span className="font-medium">{label}</span>
    ) : (
      <Link to={paths.profile.href(username)} className="font-medium hover:underline">
        {label}
      </Link>
    );
  }
  // A dismissed video is still there, and a comment's video usually is; a deleted video is not.
  const opens = entry.videoId !== null && entry.action !== 'delete_video';
  return opens ? (
    <Link to={paths.video.href(entry.videoId!)} className="font-medium hover:underline">
      {t('admin.quoted', { text: label })}
    </Link>
  ) : (
    <span className="font-medium">{t('admin.quoted', { text: label })}</span>
  );
}

function AuditControls({
  filter,
  setFilter,
  moderators,
}: {
  filter: AuditFilter;
  setFilter: (change: Partial<Record<keyof AuditFilter, string>>) => void;
  moderators: { id: string; username: string }[];
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        label={t('admin.target')}
        className="w-full sm:w-44"
        placeholder={t('admin.allTargets')}
        options={TARGET_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
        value={filter.target ?? ''}
        onChange={(e) => setFilter({ target: e.target.value })}
      />
      <SelectField
        label={t('admin.moderator')}
        className="w-full sm:w-52"
        placeholder={t('admin.everyone')}
        options={moderators.map((m) => ({ value: m.id, label: `@${m.username}` }))}
        value={filter.moderator ?? ''}
        onChange={(e) => setFilter({ moderator: e.target.value })}
      />
      <a
        href={auditCsvHref(filter)}
        download
        className={buttonStyles({ variant: 'outline', className: 'w-full gap-2 sm:w-auto' })}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('admin.downloadCsv')}
      </a>
    </div>
  );
}

function AuditLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <p role="status" className="sr-only">
        {t('admin.loadingAuditLog')}
      </p>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-12 rounded-xl" />
      ))}
    </div>
  );
}

function AuditEmpty({ filtered }: { filtered: boolean }) {
  return filtered ? (
    <StatusMessage
      icon={<History aria-hidden="true" />}
      title={t('admin.noMatches')}
      description={t('admin.noMatchesHint')}
    />
  ) : (
    <StatusMessage
      icon={<History aria-hidden="true" />}
      title={t('admin.noActions')}
      description={t('admin.noActionsHint')}
    />
  );
}

function AuditLine({ entry }: { entry: AuditEntry }) {
  const { key, values } = auditSentence(entry.action, entry.target.type, entry.flagIds.length, entry.detail);
  const actor = entry.actor.id ? `@${entry.actor.username}` : entry.actor.username;
  return (
    <li className="flex flex-col gap-0.5 px-4 py-3 text-sm sm:flex-row sm:items-baseline sm:gap-3">
      <div className="min-w-0 flex-1 break-words">
        <p>
          {richText(
            key,
            { actor: <span className="font-semibold">{actor}</span>, target: <TargetName entry={entry} /> },
            values,
          )}
        </p>
        {entry.reason ? <p className="text-muted">{t('admin.reasonLine', { reason: entry.reason })}</p> : null}
      </div>
      <time
        dateTime={toIsoString(entry.createdAt)}
        title={formatDate(entry.createdAt)}
        className="shrink-0 text-xs text-muted"
      >
        {formatRelativeTime(entry.createdAt)}
      </time>
    </li>
  );
}

/** Who did what, when, to which target and why: every decision, newest first, filtered and exported. */
export function AuditLog() {
  const [filter, setFilter] = useAuditFilter();
  const log = useAuditLog(filter);
  const filtered = Boolean(filter.target || filter.moderator);

  let body;
  if (log.isPending) {
    body = <AuditLoading />;
  } else if (log.isError) {
    if (isApiError(log.error) && (log.error.status === 401 || log.error.status === 403)) return <AccessDeniedNotice />;
    body = <QueryError query={log} title={t('admin.auditFailed')} description={log.error.message} />;
  } else if (log.data.items.length === 0) {
    body = <AuditEmpty filtered={filtered} />;
  } else {
    body = (
      <>
        <ol
          aria-label={t('admin.auditLog')}
          className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface"
        >
          {log.data.items.map((entry) => (
            <AuditLine key={entry.id} entry={entry} />
          ))}
        </ol>
        {log.data.truncated ? <p className="text-sm text-muted">{t('admin.truncated')}</p> : null}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <AuditControls filter={filter} setFilter={setFilter} moderators={log.data?.moderators ?? []} />
      {body}
    </div>
  );
}
