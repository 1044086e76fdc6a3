import { signedOutSuspendedText, STANDING_MESSAGES } from '@promptreel/contract';
import type { FilledText } from '../errors.js';

/**
 * What the sessions a decision ended keep of it, to tell each browser once: the kind and, for a
 * suspension, its end; worded when told, in that browser's language.
 */
export const signedOutNoticeCode = (kind: 'ban' | 'suspend', endsAt: number | null): string | undefined =>
  kind === 'ban' ? 'ban' : endsAt != null ? `suspend:${endsAt}` : undefined;

/** A kept notice in English, with the values other languages word it from; one kept as plain text stays so. */
export function signedOutNoticeOf(kept: string): { english: string; filled?: FilledText } {
  if (kept === 'ban') return { english: STANDING_MESSAGES.signedOutBanned };
  const suspendedUntil = /^suspend:(\d+)$/.exec(kept)?.[1];
  if (!suspendedUntil) return { english: kept };
  const until = Number(suspendedUntil);
  return {
    english: signedOutSuspendedText(until),
    filled: { key: 'refusal.signedOutSuspended', values: { until: new Date(until) } },
  };
}
