import { MAX_SCHEDULE_AHEAD_MS, type VideoVisibility, VISIBILITY_TEXTS } from '@promptreel/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm' of an instant in this browser's zone: what a datetime-local input holds. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant a datetime-local value names in this browser's zone, as ISO 8601; null for none. */
export function fromLocalInput(value: string): string | null {
  // A date-time without an offset is read as local time (ECMAScript's Date string format).
  const ms = value ? new Date(value).getTime() : NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** This browser's time zone, named for the 'Publish on' hint. */
export const localZoneName = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What is wrong with a chosen publishing time, in the server's words; null when nothing is. */
export function scheduleProblem(visibility: VideoVisibility, localValue: string, now = Date.now()): string | null {
  if (visibility !== 'scheduled') return null;
  const iso = fromLocalInput(localValue);
  if (!iso) return VISIBILITY_TEXTS.publishAtRequired;
  const at = Date.parse(iso);
  if (at <= now) return VISIBILITY_TEXTS.publishAtPast;
  if (at > now + MAX_SCHEDULE_AHEAD_MS) return VISIBILITY_TEXTS.publishAtTooFar;
  return null;
}
