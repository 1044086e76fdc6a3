import { describe, expect, it } from 'vitest';
import { formatCardTime, formatDate } from './format-time';
import { formatRelativeTime } from './format-relative-time';

const now = new Date('2025-11-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const opts = { now, timeZone: 'UTC' };

describe('formatCardTime', () => {
  it('shows at least 1m for very recent videos', () => {
    expect(formatCardTime(ago(0), opts)).toBe('1m');
    expect(formatCardTime(ago(30_000), opts)).toBe('1m');
  });

  it('treats a timestamp in the future as just posted', () => {
    expect(formatCardTime(new Date(now.getTime() + 5 * MIN), opts)).toBe('1m');
  });

  it('shows whole minutes below an hour', () => {
    expect(formatCardTime(ago(5 * MIN + 59_000), opts)).toBe('5m');
    expect(formatCardTime(ago(59 * MIN), opts)).toBe('59m');
  });

  it('shows whole hours from 60 minutes up to 24 hours', () => {
    expect(formatCardTime(ago(60 * MIN), opts)).toBe('1h');
    expect(formatCardTime(ago(23 * HOUR + 59 * MIN), opts)).toBe('23h');
  });

  it('shows day and long month from 24 hours', () => {
    expect(formatCardTime(ago(DAY), opts)).toBe('19 November');
    expect(formatCardTime('2025-11-03T09:00:00Z', opts)).toBe('3 November');
  });

  it('accepts ISO strings', () => {
    expect(formatCardTime('2025-11-20T11:15:00Z', opts)).toBe('45m');
  });
});

describe('formatRelativeTime', () => {
  it('says just now under a minute', () => {
    expect(formatRelativeTime(ago(59_000), opts)).toBe('just now');
  });

  it('counts minutes, hours and days with correct plurals', () => {
    expect(formatRelativeTime(ago(MIN), opts)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(12 * MIN), opts)).toBe('12 minutes ago');
    expect(formatRelativeTime(ago(HOUR), opts)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(5 * HOUR), opts)).toBe('5 hours ago');
    expect(formatRelativeTime(ago(DAY), opts)).toBe('1 day ago');
    expect(formatRelativeTime(ago(6 * DAY + 23 * HOUR), opts)).toBe('6 days ago');
  });

  it('shows a date from 7 days', () => {
    expect(formatRelativeTime(ago(7 * DAY), opts)).toBe('13 November 2025');
  });
});

describe('formatDate', () => {
  it('writes British English dates', () => {
    expect(formatDate('2025-08-31T10:00:00Z', { timeZone: 'UTC' })).toBe('31 August 2025');
  });
});

describe('dates without Intl in the local zone and UTC, with it in another zone', () => {
  const intl = (ms: number, timeZone?: string, year = true) =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: year ? 'numeric' : undefined,
      timeZone,
    }).format(ms);

  it('writes what Intl writes, in every month, in this zone and in UTC', () => {
    for (let month = 0; month < 12; month++) {
      const ms = Date.UTC(2025, month, 1, 23, 30);
      expect(formatDate(ms)).toBe(intl(ms));
      expect(formatDate(ms, { timeZone: 'UTC' })).toBe(intl(ms, 'UTC'));
      expect(formatCardTime(ms, { now: ms + 30 * 86_400_000 })).toBe(intl(ms, undefined, false));
    }
  });

  it('uses the named zone: late on the 25th in UTC is the 26th at UTC+14', () => {
    const ms = Date.UTC(2026, 10, 25, 17, 0);
    expect(formatDate(ms, { timeZone: 'UTC' })).toBe('25 November 2026');
    expect(formatDate(ms, { timeZone: 'Pacific/Kiritimati' })).toBe('26 November 2026');
    expect(formatCardTime(ms, { now: ms + 3 * 86_400_000, timeZone: 'Pacific/Kiritimati' })).toBe('26 November');
  });

  it('an unreadable date is no text', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
