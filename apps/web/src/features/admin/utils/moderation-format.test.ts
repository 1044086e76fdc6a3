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
    expect(auditSummary('dismiss', 'video', 2)).toEqual({ before: 'dismissed 2 reports about', after: '' });
    expect(auditSummary('dismiss', 'comment', 1)).toEqual({
      before: 'dismissed 1 report about the comment',
      after: '',
    });
    expect(auditSummary('delete_video', 'video', 1)).toEqual({ before: 'deleted', after: '(1 report)' });
    expect(auditSummary('remove_comment', 'comment', 0)).toEqual({ before: 'removed the comment', after: '' });
    expect(auditSummary('remove_comment', 'comment', 3)).toEqual({
      before: 'removed the comment',
      after: '(3 reports)',
    });
    expect(auditSummary('suspend', 'profile', 0)).toEqual({ before: 'suspended', after: '' });
    expect(auditSummary('lift', 'profile', 0)).toEqual({ before: 'lifted the restriction on', after: '' });
    expect(auditSummary('appeal', 'video', 0)).toEqual({ before: 'appealed the decision about', after: '' });
    expect(auditSummary('appeal_overturned', 'comment', 0)).toEqual({
      before: 'overturned, on appeal, the decision about',
      after: '',
    });
  });

  it("names a label decision's label", () => {
    expect(auditSummary('label', 'video', 0, 'Sensitive content')).toEqual({
      before: 'labelled',
      after: 'as Sensitive content',
    });
    expect(auditSummary('unlabel', 'video', 0, 'AI disclosure missing')).toEqual({
      before: 'removed the label AI disclosure missing from',
      after: '',
    });
    expect(auditSummary('label', 'video', 0)).toEqual({ before: 'labelled', after: '' });
    expect(auditSummary('unlabel', 'video', 0, null)).toEqual({ before: 'removed a label from', after: '' });
  });
});
