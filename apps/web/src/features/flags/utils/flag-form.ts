import { LIMITS } from '@promptreel/contract';
import { t } from '../../../lib/i18n';

/** What the flag dialog holds: the chosen category, the reason and an optional moment ('1:05'). */
export interface FlagFormValues {
  categoryId: number | null;
  reason: string;
  timestamp: string;
}

export const EMPTY_FLAG_FORM: FlagFormValues = { categoryId: null, reason: '', timestamp: '' };

/** 'The video is only 0:30 long'. */
export const timestampPastEndText = (duration: string) => t('flags.timestampPastEnd', { duration });

/** Largest moment the server accepts (24 hours), in seconds. */
const MAX_TIMESTAMP_SECONDS = 24 * 60 * 60;

/** The reason is required, then 10 to 1000 characters after trimming. */
export function reasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length === 0) return t('flags.reasonRequired');
  if (length < LIMITS.flagReasonMin) return t('flags.reasonTooShort');
  if (length > LIMITS.flagReasonMax) return t('flags.reasonTooLong');
  return null;
}

export function categoryError(categoryId: number | null): string | null {
  return categoryId === null ? t('flags.categoryRequired') : null;
}

/** Live counter under the reason, counting what will be sent (trimmed). */
export function reasonCounter(reason: string): string {
  return `${reason.trim().length}/${LIMITS.flagReasonMax}`;
}

/**
 * 'mm:ss' (also 'm:ss', 'h:mm:ss' or plain seconds) → seconds. Empty → null (no moment given);
 * anything else unreadable → undefined.
 */
export function parseTimestamp(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  let seconds: number;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{1,4})$/.exec(value))) {
    seconds = Number(match[1]);
  } else if ((match = /^(\d{1,4}):([0-5]\d)$/.exec(value))) {
    seconds = Number(match[1]) * 60 + Number(match[2]);
  } else if ((match = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/.exec(value))) {
    seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  } else {
    return undefined;
  }
  return seconds <= MAX_TIMESTAMP_SECONDS ? seconds : undefined;
}

/** Seconds → 'm:ss', or 'h:mm:ss' from an hour. */
export function formatTimestamp(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The timestamp's problem, if any; `durationMs` (when known) catches a moment past the end. */
export function timestampError(text: string, durationMs?: number | null): string | null {
  const seconds = parseTimestamp(text);
  if (seconds === undefined) return t('flags.timestampFormat');
  if (seconds !== null && durationMs != null && durationMs > 0 && seconds > Math.ceil(durationMs / 1000)) {
    return timestampPastEndText(formatTimestamp(Math.ceil(durationMs / 1000)));
  }
  return null;
}

/** Whether the dialog holds anything the user would lose by closing it. */
export function isFlagFormDirty(values: FlagFormValues): boolean {
  return values.categoryId !== null || values.reason !== '' || values.timestamp !== '';
}

/** Ready to send: a category, a good reason and a readable (or no) moment. */
export function isFlagFormComplete(values: FlagFormValues, durationMs?: number | null): boolean {
  return (
    categoryError(values.categoryId) === null &&
    reasonError(values.reason) === null &&
    timestampError(values.timestamp, durationMs) === null
  );
}

/** '2 of 3 reports left today'. */
export function remainingReportsText(remaining: number, limit: number): string {
  return t('flags.remainingToday', { remaining, limit });
}
