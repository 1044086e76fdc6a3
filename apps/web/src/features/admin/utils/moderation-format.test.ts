import { describe, expect, it } from 'vitest';
import { auditSummary, formatVideoTimestamp, reportCount, tabLabel } from './moderation-format';

describe('moderation texts', () => {
  it('formats a moment as m:ss', () => {
    expect(formatVideoTimestamp(0)).toBe('0:00');
    expect(formatVideoTimestamp(42)).toBe('0:42');
    expect(formatVideoTimestamp(605)).toBe('10:05');
    expect(formatVideoTimestamp(3723)).toBe('1:02:03');
  });

  it('labels the tabs with their counts once known', () => {
    expect(tabLabel('Pending', 3)).toBe('Pending (3)');
    expect(tabLabel('Archived', 0)).toBe('Archived (0)');
    expect(tabLabel('Pending', undefined)).toBe('Pending');
  });

  it('counts reports', () => {
    expect(reportCount(1)).toBe('1 report');
    expect(reportCount(2)).toBe('2 reports');
    expect(auditSummary('dismiss', 2)).toEqual({ before: 'dismissed 2 reports about', after: '' });
    expect(auditSummary('delete_video', 1)).toEqual({ before: 'deleted', after: '(1 report)' });
  });
});
