import type { AuditAction, AuditTargetType, FlagGroup } from '@promptreel/contract';

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
  return `${n} ${n === 1 ? 'report' : 'reports'}`;
}

/** A desk tab's label, 'Pending (n)'; just the name until the count is known. */
export function tabLabel(name: string, count: number | undefined): string {
  return count === undefined ? name : `${name} (${count})`;
}

export const STATUS_LABEL: Record<FlagGroup['reports'][number]['status'], string> = {
  pending: 'Pending',
  dismissed: 'Dismissed',
  deleted: 'Video deleted',
  actioned: 'Account actioned',
};

/**
 * The words around the target in one audit-log line: '@admin {before} {target} {after}', e.g.
 * '@ada dismissed 2 reports about “Title”', '@ada removed the comment “Spam…” (1 report)',
 * '@ada labelled “Title” Sensitive content' (`detail`: the label's text, for a label decision).
 */
export function auditSummary(
  action: AuditAction,
  target: AuditTargetType,
  reports: number,
  detail: string | null = null,
): { before: string; after: string } {
  const settled = reports > 0 ? `(${reportCount(reports)})` : '';
  switch (action) {
    case 'dismiss':
      return {
        before: `dismissed ${reportCount(reports)} about${target === 'comment' ? ' the comment' : ''}`,
        after: '',
      };
    case 'delete_video':
      return { before: 'deleted', after: settled };
    case 'remove_comment':
      return { before: 'removed the comment', after: settled };
    case 'warn':
      return { before: 'warned', after: '' };
    case 'suspend':
      return { before: 'suspended', after: '' };
    case 'ban':
      return { before: 'banned', after: '' };
    case 'lift':
      return { before: 'lifted the restriction on', after: '' };
    case 'label':
      return { before: 'labelled', after: detail ? `as ${detail}` : '' };
    case 'unlabel':
      return { before: detail ? `removed the label ${detail} from` : 'removed a label from', after: '' };
    case 'appeal':
      return { before: 'appealed the decision about', after: '' };
    case 'appeal_upheld':
      return { before: 'upheld, on appeal, the decision about', after: '' };
    case 'appeal_overturned':
      return { before: 'overturned, on appeal, the decision about', after: '' };
  }
}
