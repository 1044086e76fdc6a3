import { MESSAGES, RECIPE_MESSAGES, RECIPE_LIMITS, UPLOAD_MESSAGES, VISIBILITY_TEXTS } from '@promptreel/contract';
import { BRAND } from '../../../config/brand';
import { activeLocale, t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { messageTable } from '../../../lib/message-table';

/**
 * The contract's English words that reach the upload form (its own checks, the schedule's, and the
 * server's answers), each with its key here: the form shows them in the page's language.
 */
const CONTRACT_TEXTS = messageTable([
  [UPLOAD_MESSAGES.notMp4AtSelection, 'upload.notMp4AtSelection'],
  [UPLOAD_MESSAGES.notMp4, 'upload.notMp4'],
  [UPLOAD_MESSAGES.tooLarge, 'upload.tooLarge'],
  [UPLOAD_MESSAGES.titleRequired, 'upload.titleRequired'],
  [UPLOAD_MESSAGES.platformRequired, 'upload.platformRequired'],
  [UPLOAD_MESSAGES.categoryRequired, 'upload.categoryRequired'],
  [UPLOAD_MESSAGES.fileRequired, 'upload.fileRequired'],
  [UPLOAD_MESSAGES.dailyLimit, 'upload.dailyLimit'],
  [UPLOAD_MESSAGES.logInToUpload, 'upload.logInToUpload'],
  [UPLOAD_MESSAGES.authRequired, 'upload.authRequired'],
  [UPLOAD_MESSAGES.uploadFailed, 'upload.uploadFailed'],
  [UPLOAD_MESSAGES.saveFailed, 'upload.saveFailed'],
  [UPLOAD_MESSAGES.couldNotSave, 'upload.couldNotSave'],
  [UPLOAD_MESSAGES.unexpected, 'upload.unexpected'],
  [UPLOAD_MESSAGES.tooLong, 'upload.videoTooLong'],
  [UPLOAD_MESSAGES.tooManyPixels, 'upload.tooManyPixels'],
  [UPLOAD_MESSAGES.tooManyInProgress, 'upload.tooManyInProgress'],
  [MESSAGES.internal, 'upload.internal'],
  [MESSAGES.logInRequired, 'upload.logInRequired'],
  [RECIPE_MESSAGES.seed, 'upload.recipeSeed'],
  [RECIPE_MESSAGES.duration, 'upload.recipeDuration', { max: RECIPE_LIMITS.durationSeconds }],
  [RECIPE_MESSAGES.aspect, 'upload.recipeAspect'],
  [RECIPE_MESSAGES.settingName, 'upload.recipeSettingName'],
  [RECIPE_MESSAGES.reference, 'upload.recipeReference'],
  [VISIBILITY_TEXTS.publishAtRequired, 'upload.publishAtRequired'],
  [VISIBILITY_TEXTS.publishAtPast, 'upload.publishAtPast'],
  [VISIBILITY_TEXTS.publishAtTooFar, 'upload.publishAtTooFar'],
]);

/** A contract message in the page's language; one this form does not know stays as it came. */
export function uploadMessage(message: string): string {
  return CONTRACT_TEXTS.text(message);
}

/** The recipe parts whose text has a length limit, with the key that says so. */
const RECIPE_TOO_LONG: Record<string, MessageKey> = {
  model: 'upload.modelTooLong',
  modelVersion: 'upload.modelVersionTooLong',
  negativePrompt: 'upload.negativePromptTooLong',
  name: 'upload.settingNameTooLong',
  value: 'upload.settingValueTooLong',
};

/**
 * A problem the recipe's schema found, in the page's language: its message when the contract names
 * it, else by where it is and its limit (the contract's words, 'Model must be at most 120 characters').
 */
export function recipeIssueText(issue: {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  maximum?: unknown;
}): string {
  if (CONTRACT_TEXTS.has(issue.message) || issue.code !== 'too_big') return uploadMessage(issue.message);
  const max = Number(issue.maximum);
  const [field, , part] = issue.path;
  if (issue.path.length === 1 && field === 'settings') return t('upload.tooManySettings', { max });
  if (issue.path.length === 1 && field === 'references') return t('upload.tooManyReferences', { max });
  const key = RECIPE_TOO_LONG[String(part ?? field)];
  return key ? t(key, { max }) : issue.message;
}

/** A number with `digits` decimals, in the page's language ('12.3', '12,3'). */
export function decimal(value: number, digits: number): string {
  return new Intl.NumberFormat(activeLocale(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
}

/** 'File is 120.0MB. Max 100MB.', when a too-large file is chosen. */
export const fileTooLargeMessage = (bytes: number) =>
  t('upload.fileTooLarge', { size: decimal(bytes / (1024 * 1024), 1) });

/** Said when the upload could not reach the server at all. */
export const networkMessage = () => t('upload.networkFailed', { brand: BRAND });
