import { MESSAGES, RECIPE_MESSAGES, RECIPE_LIMITS, UPLOAD_MESSAGES, VISIBILITY_TEXTS } from '@promptreel/contract';
import { BRAND } from '../../../config/brand';
import { activeLocale, t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';

type Values = Record<string, string | number>;

/**
 * The contract's English words that reach the upload form (its own checks, the schedule's, and the
 * server's answers), each with its key here: the form shows them in the page's language.
 */
const CONTRACT_KEYS: ReadonlyMap<string, { key: MessageKey; values?: Values }> = new Map<
  string,
  { key: MessageKey; values?: Values }
>([
  [UPLOAD_MESSAGES.notMp4AtSelection, { key: 'upload.notMp4AtSelection' }],
  [UPLOAD_MESSAGES.notMp4, { key: 'upload.notMp4' }],
  [UPLOAD_MESSAGES.tooLarge, { key: 'upload.tooLarge' }],
  [UPLOAD_MESSAGES.titleRequired, { key: 'upload.titleRequired' }],
  [UPLOAD_MESSAGES.platformRequired, { key: 'upload.platformRequired' }],
  [UPLOAD_MESSAGES.categoryRequired, { key: 'upload.categoryRequired' }],
  [UPLOAD_MESSAGES.fileRequired, { key: 'upload.fileRequired' }],
  [UPLOAD_MESSAGES.dailyLimit, { key: 'upload.dailyLimit' }],
  [UPLOAD_MESSAGES.logInToUpload, { key: 'upload.logInToUpload' }],
  [UPLOAD_MESSAGES.authRequired, { key: 'upload.authRequired' }],
  [UPLOAD_MESSAGES.uploadFailed, { key: 'upload.uploadFailed' }],
  [UPLOAD_MESSAGES.saveFailed, { key: 'upload.saveFailed' }],
  [UPLOAD_MESSAGES.couldNotSave, { key: 'upload.couldNotSave' }],
  [UPLOAD_MESSAGES.unexpected, { key: 'upload.unexpected' }],
  [UPLOAD_MESSAGES.tooLong, { key: 'upload.videoTooLong' }],
  [UPLOAD_MESSAGES.tooManyPixels, { key: 'upload.tooManyPixels' }],
  [UPLOAD_MESSAGES.tooManyInProgress, { key: 'upload.tooManyInProgress' }],
  [MESSAGES.internal, { key: 'upload.internal' }],
  [MESSAGES.logInRequired, { key: 'upload.logInRequired' }],
  [RECIPE_MESSAGES.seed, { key: 'upload.recipeSeed' }],
  [RECIPE_MESSAGES.duration, { key: 'upload.recipeDuration', values: { max: RECIPE_LIMITS.durationSeconds } }],
  [RECIPE_MESSAGES.aspect, { key: 'upload.recipeAspect' }],
  [RECIPE_MESSAGES.settingName, { key: 'upload.recipeSettingName' }],
  [RECIPE_MESSAGES.reference, { key: 'upload.recipeReference' }],
  [VISIBILITY_TEXTS.publishAtRequired, { key: 'upload.publishAtRequired' }],
  [VISIBILITY_TEXTS.publishAtPast, { key: 'upload.publishAtPast' }],
  [VISIBILITY_TEXTS.publishAtTooFar, { key: 'upload.publishAtTooFar' }],
]);

/** A contract message in the page's language; one this form does not know stays as it came. */
export function uploadMessage(message: string): string {
  const known = CONTRACT_KEYS.get(message);
  return known ? t(known.key, known.values) : message;
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
  if (CONTRACT_KEYS.has(issue.message) || issue.code !== 'too_big') return uploadMessage(issue.message);
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
