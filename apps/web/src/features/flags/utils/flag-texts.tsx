import { FLAG_MESSAGES, REPORT_TARGET_REFUSALS, dailyFlagLimitText } from '@promptreel/contract';
import { t } from '../../../lib/i18n';
import { messageTable } from '../../../lib/message-table';

/**
 * The contract's English words about reports that reach the dialog (its own checks, the server's
 * answers and refusals), each with its key here: they show in the page's language.
 */
const CONTRACT_TEXTS = messageTable([
  [FLAG_MESSAGES.mustLogIn, 'flags.mustLogIn'],
  [FLAG_MESSAGES.checkLimitFailed, 'flags.checkLimitFailed'],
  [FLAG_MESSAGES.alreadyFlagged, 'flags.alreadyFlaggedVideo'],
  [FLAG_MESSAGES.alreadyFlaggedComment, 'flags.alreadyFlaggedComment'],
  [FLAG_MESSAGES.alreadyFlaggedProfile, 'flags.alreadyFlaggedProfile'],
  [FLAG_MESSAGES.submitFailed, 'flags.submitFailed'],
  [FLAG_MESSAGES.unexpected, 'flags.unexpected'],
  [FLAG_MESSAGES.success, 'flags.flaggedVideo'],
  [FLAG_MESSAGES.categoryRequired, 'flags.categoryRequired'],
  [FLAG_MESSAGES.reasonRequired, 'flags.reasonRequired'],
  [FLAG_MESSAGES.reasonTooShort, 'flags.reasonTooShort'],
  [FLAG_MESSAGES.reasonTooLong, 'flags.reasonTooLong'],
  [FLAG_MESSAGES.ownVideo, 'flags.ownVideo'],
  [REPORT_TARGET_REFUSALS.ownComment, 'flags.ownComment'],
  [REPORT_TARGET_REFUSALS.ownProfile, 'flags.ownProfile'],
  [REPORT_TARGET_REFUSALS.commentFlagged, 'flags.flaggedComment'],
  [REPORT_TARGET_REFUSALS.profileFlagged, 'flags.flaggedProfile'],
  [REPORT_TARGET_REFUSALS.noTimestamp, 'flags.noTimestamp'],
]);

/** A message about reports in the page's language; one the dialog does not know stays as it came. */
export function flagMessage(message: string): string {
  if (CONTRACT_TEXTS.has(message)) return CONTRACT_TEXTS.text(message);
  // 'Daily flag limit reached. You have already submitted 3 flags today. …', with its count.
  const count = Number(/\d+/.exec(message)?.[0]);
  if (Number.isInteger(count) && message === dailyFlagLimitText(count)) return dailyFlagLimitMessage(count);
  return message;
}

/** 'Daily flag limit reached. You have already submitted {n} flags today. The limit resets at midnight.' */
export const dailyFlagLimitMessage = (count: number) => t('flags.dailyLimit', { count });
