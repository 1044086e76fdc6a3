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

type Text = { key: MessageKey; values?: Record<string, string | number> };

/**
 * The contract's English words that reach the owner's dialogs (the edit form's checks, the
 * schedule's, the server's refusals), each with its key here: they show in the page's language.
 */
const CONTRACT_KEYS: ReadonlyMap<string, Text> = new Map<string, Text>([
  [UPLOAD_MESSAGES.titleRequired, { key: 'videoOwner.titleRequired' }],
  [UPLOAD_MESSAGES.platformRequired, { key: 'videoOwner.platformRequired' }],
  [UPLOAD_MESSAGES.categoryRequired, { key: 'videoOwner.categoryRequired' }],
  [RECIPE_MESSAGES.seed, { key: 'videoOwner.recipeSeed' }],
  [RECIPE_MESSAGES.duration, { key: 'videoOwner.recipeDuration', values: { max: RECIPE_LIMITS.durationSeconds } }],
  [RECIPE_MESSAGES.aspect, { key: 'videoOwner.recipeAspect' }],
  [RECIPE_MESSAGES.settingName, { key: 'videoOwner.recipeSettingName' }],
  [RECIPE_MESSAGES.reference, { key: 'videoOwner.recipeReference' }],
  [VISIBILITY_TEXTS.publishAtRequired, { key: 'videoOwner.publishAtRequired' }],
  [VISIBILITY_TEXTS.publishAtPast, { key: 'videoOwner.publishAtPast' }],
  [VISIBILITY_TEXTS.publishAtTooFar, { key: 'videoOwner.publishAtTooFar' }],
  [MESSAGES.internal, { key: 'videoOwner.internal' }],
  [MESSAGES.videoNotFound, { key: 'videoOwner.videoNotFound' }],
  [CAPTION_MESSAGES.languageInvalid, { key: 'videoOwner.captionLanguageInvalid' }],
  [CAPTION_MESSAGES.fileRequired, { key: 'videoOwner.captionFileRequired' }],
  [CAPTION_MESSAGES.tooLarge, { key: 'videoOwner.captionTooLarge' }],
  [CAPTION_MESSAGES.notWebVtt, { key: 'videoOwner.captionNotWebVtt' }],
  [CAPTION_MESSAGES.noCues, { key: 'videoOwner.captionNoCues' }],
  [CAPTION_MESSAGES.tooDeep, { key: 'videoOwner.captionTooDeep', values: { depth: CAPTION_LIMITS.maxTagDepth } }],
  [CAPTION_MESSAGES.tooSlow, { key: 'videoOwner.captionTooSlow' }],
  [CAPTION_MESSAGES.busy, { key: 'videoOwner.captionBusy' }],
  [CAPTION_MESSAGES.notFound, { key: 'videoOwner.captionNotFound' }],
  [POSTER_TEXTS.wrongType, { key: 'videoOwner.posterWrongType' }],
  [POSTER_TEXTS.tooLarge, { key: 'videoOwner.posterTooLarge' }],
  [POSTER_TEXTS.notAnImage, { key: 'videoOwner.posterNotAnImage' }],
  [POSTER_TEXTS.outsideVideo, { key: 'videoOwner.posterOutsideVideo' }],
  [POSTER_TEXTS.noFile, { key: 'videoOwner.posterNoFile' }],
]);

/** A contract message in the page's language; one these dialogs do not know stays as it came. */
export function ownerMessage(message: string): string {
  const known = CONTRACT_KEYS.get(message);
  return known ? t(known.key, known.values) : message;
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
  if (CONTRACT_KEYS.has(issue.message) || issue.code !== 'too_big') return ownerMessage(issue.message);
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
