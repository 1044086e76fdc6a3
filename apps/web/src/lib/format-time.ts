import { activeLocale } from './i18n';

/**
 * Relative times: short on cards ('5m', '3h'), in words elsewhere (format-relative-time.ts). Both take `now` so tests
 * (and the server's render) are deterministic. British English is written out here (no Intl: see
 * formatParts); every other language is Intl's. Only what a card needs lives here: this file comes
 * with every first load.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface TimeFormatOptions {
  /** Defaults to the current time. */
  now?: Date | number;
  /** IANA zone for the date fallback; defaults to the viewer's own zone. */
  timeZone?: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Day, month name and year as en-GB writes them ('3 November 2025'). In this browser's own zone and
 * in UTC the Date object knows them; only another named zone needs Intl, whose first use costs
 * about ten milliseconds on a phone (it loads its locale data) for a screen of cards.
 */
export function formatParts(
  ms: number,
  timeZone: string | undefined,
  parts: 'dayMonth' | 'full' | 'monthYear',
): string {
  if (Number.isNaN(ms)) return '';
  const locale = activeLocale();
  if (locale === 'en-GB' && (timeZone === undefined || timeZone === 'UTC')) {
    const d = new Date(ms);
    const utc = timeZone === 'UTC';
    const day = utc ? d.getUTCDate() : d.getDate();
    const month = MONTHS[utc ? d.getUTCMonth() : d.getMonth()];
    const year = utc ? d.getUTCFullYear() : d.getFullYear();
    if (parts === 'dayMonth') return `${day} ${month}`;
    return parts === 'full' ? `${day} ${month} ${year}` : `${month} ${year}`;
  }
  return new Intl.DateTimeFormat(locale, {
    day: parts === 'monthYear' ? undefined : 'numeric',
    month: 'long',
    year: parts === 'dayMonth' ? undefined : 'numeric',
    timeZone,
  }).format(ms);
}

export function toMillis(value: Date | number | string): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
}

export function elapsed(value: Date | number | string, now: Date | number | undefined): number {
  // A timestamp slightly in the future (clock skew) counts as "now", never as negative.
  return Math.max(0, toMillis(now ?? Date.now()) - toMillis(value));
}

/**
 * Card time: 'Nm' up to 60 minutes (at least '1m'), 'Nh' up to 24 hours,
 * else day and long month, e.g. '3 November'.
 */
export function formatCardTime(value: Date | number | string, options: TimeFormatOptions = {}): string {
  const ms = elapsed(value, options.now);
  if (Number.isNaN(ms)) return '';
  if (ms < HOUR) return shortUnit(Math.max(1, Math.floor(ms / MINUTE)), 'minute');
  if (ms < DAY) return shortUnit(Math.floor(ms / HOUR), 'hour');
  return formatParts(toMillis(value), options.timeZone, 'dayMonth');
}

/** '5m' in British English; Intl's short unit elsewhere ('5 min', '5 分'). */
function shortUnit(n: number, unit: 'minute' | 'hour'): string {
  const locale = activeLocale();
  if (locale === 'en-GB') return `${n}${unit[0]}`;
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(n);
}

/** A calendar date in the page's language, e.g. '31 August 2025'. */
export function formatDate(value: Date | number | string, options: Pick<TimeFormatOptions, 'timeZone'> = {}): string {
  return formatParts(toMillis(value), options.timeZone, 'full');
}

/** Machine-readable value for a <time dateTime> attribute. */
export function toIsoString(value: Date | number | string): string {
  const ms = toMillis(value);
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}
