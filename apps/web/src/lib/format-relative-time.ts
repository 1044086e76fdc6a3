import { DAY, elapsed, formatDate, formatParts, HOUR, MINUTE, toMillis, type TimeFormatOptions } from './format-time';
import { activeLocale } from './i18n';

/*
 * Times in words, for pages that load after the first one (video page, comments, the admin desk,
 * profiles): kept apart from format-time.ts, whose card time comes with every first load.
 */

/** 'N units ago': written out in British English (the spec's words), Intl's in other languages. */
function plural(n: number, unit: 'minute' | 'hour' | 'day'): string {
  const locale = activeLocale();
  if (locale === 'en-GB') return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-n, unit);
}

/** 'just now', or the language's own word for the present moment ('ahora', 'à l’instant'). */
function justNow(): string {
  const locale = activeLocale();
  return locale === 'en-GB' ? 'just now' : new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
}

/**
 * Relative time everywhere but cards: 'just now', 'N minutes ago', 'N hours ago',
 * 'N days ago' up to 6 days, then a date such as '3 November 2025'.
 */
export function formatRelativeTime(value: Date | number | string, options: TimeFormatOptions = {}): string {
  const ms = elapsed(value, options.now);
  if (Number.isNaN(ms)) return '';
  if (ms < MINUTE) return justNow();
  if (ms < HOUR) return plural(Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return plural(Math.floor(ms / HOUR), 'hour');
  const days = Math.floor(ms / DAY);
  if (days <= 6) return plural(days, 'day');
  return formatDate(value, options);
}

/** A month and year in the page's language, e.g. 'November 2026'. */
export function formatMonthYear(
  value: Date | number | string,
  options: Pick<TimeFormatOptions, 'timeZone'> = {},
): string {
  return formatParts(toMillis(value), options.timeZone, 'monthYear');
}
