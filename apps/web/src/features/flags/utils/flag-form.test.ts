import { FLAG_MESSAGES } from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FLAG_FORM,
  categoryError,
  formatTimestamp,
  isFlagFormComplete,
  isFlagFormDirty,
  parseTimestamp,
  reasonCounter,
  reasonError,
  remainingReportsText,
  timestampError,
} from './flag-form';

describe('reasonError', () => {
  it("uses the flag form's texts, counting after trimming", () => {
    expect(reasonError('')).toBe(FLAG_MESSAGES.reasonRequired);
    expect(reasonError('   \n ')).toBe(FLAG_MESSAGES.reasonRequired);
    expect(reasonError('too short')).toBe(FLAG_MESSAGES.reasonTooShort);
    expect(reasonError('   123456789   ')).toBe(FLAG_MESSAGES.reasonTooShort);
    expect(reasonError('1234567890')).toBeNull();
    expect(reasonError(` ${'x'.repeat(1000)} `)).toBeNull();
    expect(reasonError('x'.repeat(1001))).toBe(FLAG_MESSAGES.reasonTooLong);
  });

  it('counts the trimmed reason', () => {
    expect(reasonCounter('  hello  ')).toBe('5/1000');
  });
});

describe('categoryError', () => {
  it('asks for a category', () => {
    expect(categoryError(null)).toBe('Please select a category for your report');
    expect(categoryError(3)).toBeNull();
  });
});

describe('timestamps', () => {
  it('reads mm:ss, h:mm:ss and plain seconds', () => {
    expect(parseTimestamp('')).toBeNull();
    expect(parseTimestamp('  ')).toBeNull();
    expect(parseTimestamp('0:42')).toBe(42);
    expect(parseTimestamp('01:05')).toBe(65);
    expect(parseTimestamp('12:00')).toBe(720);
    expect(parseTimestamp('1:02:03')).toBe(3723);
    expect(parseTimestamp('75')).toBe(75);
  });

  it('refuses what is not a moment', () => {
    for (const bad of ['1:60', 'abc', '1:2', '-5', '1:05:', '25:00:00', '1.5']) {
      expect(parseTimestamp(bad), bad).toBeUndefined();
    }
    expect(timestampError('abc')).toBe('Enter the moment as mm:ss, for example 0:42');
  });

  it('catches a moment past the end of the video', () => {
    expect(timestampError('0:03', 3000)).toBeNull();
    expect(timestampError('0:10', 3000)).toBe('The video is only 0:03 long');
    expect(timestampError('0:10', null)).toBeNull();
  });

  it('formats seconds as m:ss', () => {
    expect(formatTimestamp(0)).toBe('0:00');
    expect(formatTimestamp(65)).toBe('1:05');
    expect(formatTimestamp(3723)).toBe('1:02:03');
  });
});

describe('the form as a whole', () => {
  it('is dirty once it holds anything, complete once valid', () => {
    expect(isFlagFormDirty(EMPTY_FLAG_FORM)).toBe(false);
    expect(isFlagFormDirty({ ...EMPTY_FLAG_FORM, reason: ' ' })).toBe(true);
    expect(isFlagFormDirty({ ...EMPTY_FLAG_FORM, categoryId: 1 })).toBe(true);
    expect(isFlagFormComplete({ categoryId: 1, reason: 'Clearly filmed on a phone', timestamp: '' })).toBe(true);
    expect(isFlagFormComplete({ categoryId: null, reason: 'Clearly filmed on a phone', timestamp: '' })).toBe(false);
    expect(isFlagFormComplete({ categoryId: 1, reason: 'Clearly filmed on a phone', timestamp: 'x' })).toBe(false);
  });

  it('says how many reports are left', () => {
    expect(remainingReportsText(2, 3)).toBe('2 of 3 reports left today');
    expect(remainingReportsText(1, 1)).toBe('1 of 1 report left today');
  });
});
