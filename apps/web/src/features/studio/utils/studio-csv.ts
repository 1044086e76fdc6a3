import type { StudioVideoRow } from '@promptreel/contract';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';

/** The header row's names, in the page's language. */
const HEADER = [
  'studio.csvVideoId',
  'studio.title',
  'studio.csvVisibility',
  'studio.csvUploaded',
  'studio.views',
  'studio.claps',
  'studio.comments',
  'studio.saves',
  'studio.remixes',
  'studio.csvAverageShare',
] as const satisfies readonly MessageKey[];

/**
 * One text cell, quoted when it holds a comma, a quote or a line break (RFC 4180). A cell a
 * spreadsheet would run as a formula gets a leading apostrophe, as the server's CSV does (OWASP).
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The Studio's table of videos as CSV: a header row, then one row per video, figures as plain
 * numbers. Unique viewers are on each video's own report (the API counts them one video at a time).
 */
export function studioCsv(rows: readonly StudioVideoRow[]): string {
  const lines = rows.map(({ id, title, visibility, createdAt, figures }) =>
    [
      String(id),
      csvText(title),
      visibility,
      createdAt.slice(0, 10),
      figures.views,
      figures.claps,
      figures.comments,
      figures.saves,
      figures.remixes,
      // A percentage to one decimal; empty without views (a spreadsheet's blank, not zero).
      figures.averageShare === null ? '' : Math.round(figures.averageShare * 1000) / 10,
    ].join(','),
  );
  return [HEADER.map((key) => csvText(t(key))).join(','), ...lines].join('\r\n') + '\r\n';
}

/** promptreel-studio-28-days.csv */
export function studioCsvFilename(days: number): string {
  return `promptreel-studio-${days}-days.csv`;
}

/** Hands the text to the browser as a downloaded file, made here: nothing is asked of the server. */
export function downloadCsv(text: string, filename: string): void {
  // The byte-order mark tells spreadsheets the file is UTF-8 (titles with accents, emoji).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
