import { LABEL_MESSAGES, STANDING_MESSAGES, type VideoLabel } from '@promptreel/contract';
import { activeLocale } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { messageTable } from '../../../lib/message-table';

/**
 * The contract's English words that reach the desk's forms (their checks and the server's
 * refusals), each with its key here: they show in the page's language.
 */
const CONTRACT_TEXTS = messageTable([
  [STANDING_MESSAGES.reasonRequired, 'admin.reasonRequired'],
  [STANDING_MESSAGES.reasonTooLong, 'admin.reasonTooLong'],
  [STANDING_MESSAGES.reasonNotText, 'admin.reasonNotText'],
  [STANDING_MESSAGES.sectionRequired, 'admin.sectionRequired'],
  [STANDING_MESSAGES.daysInvalid, 'admin.daysInvalid'],
  [STANDING_MESSAGES.notYourself, 'admin.notYourself'],
  [STANDING_MESSAGES.notAnAdmin, 'admin.notAnAdmin'],
  [STANDING_MESSAGES.alreadyBanned, 'admin.alreadyBanned'],
  [STANDING_MESSAGES.nothingToLift, 'admin.nothingToLift'],
  [LABEL_MESSAGES.unknownLabel, 'admin.unknownLabel'],
  [LABEL_MESSAGES.alreadyLabelled, 'admin.alreadyLabelled'],
  [LABEL_MESSAGES.notLabelled, 'admin.notLabelled'],
]);

/** A contract message in the page's language; one the desk does not know stays as it came. */
export function adminMessage(message: string): string {
  return CONTRACT_TEXTS.text(message);
}

/** Each label's name, as the desk shows it. */
export const LABEL_NAMES = {
  ai_disclosure_missing: 'admin.labelAiDisclosureMissing',
  sensitive: 'admin.labelSensitive',
} as const satisfies Record<VideoLabel, MessageKey>;

/** '3 December 2026': a day (UTC) in the page's language, as the account's notices name it. */
export const standingDay = (ms: number): string =>
  new Date(ms).toLocaleDateString(activeLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
