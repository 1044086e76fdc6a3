import {
  CAPTION_LIMITS,
  CAPTION_MESSAGES,
  MESSAGES,
  POSTER_TEXTS,
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  UPLOAD_MESSAGES,
  VISIBILITY_TEXTS,
  type CaptionLanguage,
} from '@promptreel/contract';
import { activeLocale, t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { messageTable } from '../../../lib/message-table';

/**
 * The contract's English words that reach the owner's dialogs (the edit form's checks, the
 * schedule's, the server's refusals), each with its key here: they show in the page's language.
 */
const CONTRACT_TEXTS = messageTable([
  [UPLOAD_MESSAGES.titleRequired, 'videoOwner.titleRequired'],
  [UPLOAD_MESSAGES.platformRequired, 'videoOwner.platformRequired'],
  [UPLOAD_MESSAGES.categoryRequired, 'videoOwner.categoryRequired'],
  [RECIPE_MESSAGES.seed, 'videoOwner.recipeSeed'],
  [RECIPE_MESSAGES.duration, 'videoOwner.recipeDuration', { max: RECIPE_LIMITS.durationSeconds }],
  [RECIPE_MESSAGES.aspect, 'videoOwner.recipeAspect'],
  [RECIPE_MESSAGES.settingName, 'videoOwner.recipeSettingName'],
  [RECIPE_MESSAGES.reference, 'videoOwner.recipeReference'],
  [VISIBILITY_TEXTS.publishAtRequired, 'videoOwner.publishAtRequired'],
  [VISIBILITY_TEXTS.publishAtPast, 'videoOwner.publishAtPast'],
  [VISIBILITY_TEXTS.publishAtTooFar, 'videoOwner.publishAtTooFar'],
  [MESSAGES.internal, 'videoOwner.internal'],
  [MESSAGES.videoNotFound, 'videoOwner.videoNotFound'],
  [CAPTION_MESSAGES.languageInvalid, 'videoOwner.captionLanguageInvalid'],
  [CAPTION_MESSAGES.fileRequired, 'videoOwner.captionFileRequired'],
  [CAPTION_MESSAGES.tooLarge, 'videoOwner.captionTooLarge'],
  [CAPTION_MESSAGES.notWebVtt, 'videoOwner.captionNotWebVtt'],
  [CAPTION_MESSAGES.noCues, 'videoOwner.captionNoCues'],
  [CAPTION_MESSAGES.tooDeep, 'videoOwner.captionTooDeep', { depth: CAPTION_LIMITS.maxTagDepth }],
  [CAPTION_MESSAGES.tooSlow, 'videoOwner.captionTooSlow'],
  [CAPTION_MESSAGES.busy, 'videoOwner.captionBusy'],
  [CAPTION_MESSAGES.notFound, 'videoOwner.captionNotFound'],
  [POSTER_TEXTS.wrongType, 'videoOwner.posterWrongType'],
  [POSTER_TEXTS.tooLarge, 'videoOwner.posterTooLarge'],
  [POSTER_TEXTS.notAnImage, 'videoOwner.posterNotAnImage'],
  [POSTER_TEXTS.outsideVideo, 'videoOwner.posterOutsideVideo'],
  [POSTER_TEXTS.noFile, 'videoOwner.posterNoFile'],
]);

/** A contract message in the page's language; one these dialogs do not know stays as it came. */
export function ownerMessage(message: string): string {
  return CONTRACT_TEXTS.text(message);
}

/** The parts whose text has a length limit (a recipe's by their own name), with the key that says so. */
const TOO_LONG: Record<string, MessageKey> = {
  title: 'videoOwner.titleTooLong',
  subtitle: 'videoOwner.descriptionTooLong',
  prompt: 'videoOwner.promptTooLong',
  model: 'videoOwner.modelTooLong',
  modelVersion: 'videoOwner.modelVersionTooLong',
  negativePrompt: 'videoOwner.negativePromptTooLong',
  name: 'videoOwner.settingNameTooLong',
  value: 'videoOwner.settingValueTooLong',
};

/**
 * A problem the edit schema found, in the page's language: its message when the contract names it,
 * else by where it is and its limit (the contract's words, 'Title must be at most 140 characters').
 */
export function editIssueText(issue: {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  maximum?: unknown;
}): string {
  if (CONTRACT_TEXTS.has(issue.message) || issue.code !== 'too_big') return ownerMessage(issue.message);
  const max = Number(issue.maximum);
  const path = issue.path[0] === 'recipe' ? issue.path.slice(1) : issue.path;
  const [field, , part] = path;
  if (path.length === 1 && field === 'settings') return t('videoOwner.tooManySettings', { max });
  if (path.length === 1 && field === 'references') return t('videoOwner.tooManyReferences', { max });
  const key = TOO_LONG[String(part ?? field)];
  return key ? t(key, { max }) : issue.message;
}

/** A caption language's name in the page's language ('fr' → 'French', 'francés'…). */
export function captionLanguageName(language: CaptionLanguage): string {
  return new Intl.DisplayNames([activeLocale()], { type: 'language' }).of(language) ?? language;
}
