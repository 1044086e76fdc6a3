import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n';
import { auditSentence, formatVideoTimestamp, reportCount, tabLabel } from './moderation-format';

/** An audit line's sentence with '@ada' and '“Title”' in its places (the page puts elements there). */
const line = (...args: Parameters<typeof auditSentence>) => {
  const { key, values } = auditSentence(...args);
  return t(key, { ...values, actor: '@ada', target: '“Title”' });
};

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
    expect(line('dismiss', 'video', 2)).toBe('@ada dismissed 2 reports about “Title”');
    expect(line('dismiss', 'comment', 1)).toBe('@ada dismissed 1 report about the comment “Title”');
    expect(line('delete_video', 'video', 1)).toBe('@ada deleted “Title” (1 report)');
    expect(line('remove_comment', 'comment', 0)).toBe('@ada removed the comment “Title”');
    expect(line('remove_comment', 'comment', 3)).toBe('@ada removed the comment “Title” (3 reports)');
    expect(line('suspend', 'profile', 0)).toBe('@ada suspended “Title”');
    expect(line('lift', 'profile', 0)).toBe('@ada lifted the restriction on “Title”');
    expect(line('appeal', 'video', 0)).toBe('@ada appealed the decision about “Title”');
    expect(line('appeal_overturned', 'comment', 0)).toBe('@ada overturned, on appeal, the decision about “Title”');
  });

  it("names a label decision's label", () => {
    expect(line('label', 'video', 0, 'Sensitive content')).toBe('@ada labelled “Title” as Sensitive content');
    expect(line('unlabel', 'video', 0, 'AI disclosure missing')).toBe(
      '@ada removed the label AI disclosure missing from “Title”',
    );
    expect(line('label', 'video', 0)).toBe('@ada labelled “Title”');
    expect(line('unlabel', 'video', 0, null)).toBe('@ada removed a label from “Title”');
  });
});
