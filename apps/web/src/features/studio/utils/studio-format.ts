import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';

const MONTHS = [
  'studio.monthJan',
  'studio.monthFeb',
  'studio.monthMar',
  'studio.monthApr',
  'studio.monthMay',
  'studio.monthJun',
  'studio.monthJul',
  'studio.monthAug',
  'studio.monthSep',
  'studio.monthOct',
  'studio.monthNov',
  'studio.monthDec',
] as const satisfies readonly MessageKey[];

const partsOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return { year: year ?? 0, month: t(MONTHS[(month ?? 1) - 1] ?? MONTHS[0]), date: date ?? 1 };
};

/** '2026-12-07' → '7 Dec' (a UTC day as the server names it; no time zone may move it). */
export function shortDay(day: string): string {
  const { month, date } = partsOf(day);
  return t('studio.shortDay', { date, month });
}

/** '2026-12-07' → '7 Dec 2026'. */
export function longDay(day: string): string {
  const { month, date } = partsOf(day);
  return t('studio.longDay', { date, month, year: day.slice(0, 4) });
}

/** A share, 0–1, as a whole percentage ('45%'); '–' without one (no views). */
export function percent(share: number | null): string {
  return share === null ? '–' : t('studio.percent', { percent: Math.round(share * 100) });
}
