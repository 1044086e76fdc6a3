import type { AuditAction, AuditTargetType, FlagGroup } from '@promptreel/contract';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';

/** Seconds → 'm:ss', or 'h:mm:ss' from an hour (the moment a report points at). */
export function formatVideoTimestamp(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** '1 report', '3 reports'. */
export function reportCount(n: number): string {
  return t('admin.reportCount', { count: n });
}

/** A desk tab's label, 'Pending (n)'; just the name until the count is known. */
export function tabLabel(name: string, count: number | undefined): string {
  return count === undefined ? name : t('admin.tabCount', { name, count });
}

export const STATUS_LABEL = {
  pending: 'admin.statusPending',
  dismissed: 'admin.statusDismissed',
  deleted: 'admin.statusVideoDeleted',
  actioned: 'admin.statusAccountActioned',
} as const satisfies Record<FlagGroup['reports'][number]['status'], MessageKey>;

/**
 * One audit-log line as a sentence: its key and values, the caller filling `{actor}` and `{target}`
 * (elements), e.g. '@ada dismissed 2 reports about “Title”', '@ada removed the comment “Spam…”
 * (1 report)', '@ada labelled “Title” as Sensitive content' (`detail`: the label's text).
 */
export function auditSentence(
  action: AuditAction,
  target: AuditTargetType,
  reports: number,
  detail: string | null = null,
): { key: MessageKey; values: Record<string, string | number> } {
  const count = { count: reports };
  switch (action) {
    case 'dismiss':
      return { key: target === 'comment' ? 'admin.auditDismissComment' : 'admin.auditDismiss', values: count };
    case 'delete_video':
      return { key: reports > 0 ? 'admin.auditDeletedReports' : 'admin.auditDeleted', values: count };
    case 'remove_comment':
      return { key: reports > 0 ? 'admin.auditRemovedCommentReports' : 'admin.auditRemovedComment', values: count };
    case 'warn':
      return { key: 'admin.auditWarned', values: {} };
    case 'suspend':
      return { key: 'admin.auditSuspended', values: {} };
    case 'ban':
      return { key: 'admin.auditBanned', values: {} };
    case 'lift':
      return { key: 'admin.auditLifted', values: {} };
    case 'label':
      return detail ? { key: 'admin.auditLabelledAs', values: { detail } } : { key: 'admin.auditLabelled', values: {} };
    case 'unlabel':
      return detail
        ? { key: 'admin.auditUnlabelledLabel', values: { detail } }
        : { key: 'admin.auditUnlabelled', values: {} };
    case 'appeal':
      return { key: 'admin.auditAppeal', values: {} };
    case 'appeal_upheld':
      return { key: 'admin.auditAppealUpheld', values: {} };
    case 'appeal_overturned':
      return { key: 'admin.auditAppealOverturned', values: {} };
  }
}
