import type { FlagGroup } from '@promptreel/contract';

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
};

/** The words around the video's title in one audit-log line: '@admin {before} “Title” {after}'. */
export function auditSummary(action: 'dismiss' | 'delete_video', reports: number): { before: string; after: string } {
  return action === 'dismiss'
    ? { before: `dismissed ${reportCount(reports)} about`, after: '' }
    : { before: 'deleted', after: `(${reportCount(reports)})` };
}
