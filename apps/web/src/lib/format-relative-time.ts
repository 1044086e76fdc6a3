import { DAY, elapsed, formatDate, formatParts, HOUR, MINUTE, toMillis, type TimeFormatOptions } from './format-time';

/*
 * Times in words, for pages that load after the first one (video page, comments, the admin desk,
 * profiles): kept apart from format-time.ts, whose card time comes with every first load.
 */

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * Relative time everywhere but cards: 'just now', 'N minutes ago', 'N hours ago',
 * 'N days ago' up to 6 days, then a date such as '3 November 2025'.
 */
export function formatRelativeTime(value: Date | number | string, options: TimeFormatOptions = {}): string {
  const ms = elapsed(value, options.now);
  if (Number.isNaN(ms)) return '';
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return plural(Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return plural(Math.floor(ms / HOUR), 'hour');
  const days = Math.floor(ms / DAY);
  if (days <= 6) return plural(days, 'day');
  return formatDate(value, options);
}

/** A month and year in British English, e.g. 'November 2026'. */
export function formatMonthYear(
  value: Date | number | string,
  options: Pick<TimeFormatOptions, 'timeZone'> = {},
): string {
  return formatParts(toMillis(value), options.timeZone, 'monthYear');
}
