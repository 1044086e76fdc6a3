import { LIMITS, recipeSchema, type Orientation, type VideoVisibility } from '@promptreel/contract';
import { t } from '../../../lib/i18n';
import { scheduleProblem } from '../../../lib/schedule';
import { recipeRequest, type RecipeErrors, type RecipeField, type RecipeValues } from '../../../lib/recipe-form';
import { decimal, fileTooLargeMessage, recipeIssueText, uploadMessage } from './upload-texts';

/**
 * The upload form's rules. The server checks everything again (and the file's
 * bytes); these only tell the creator early, with the same words.
 */

export type UploadField =
  'title' | 'description' | 'prompt' | 'platformId' | 'categoryId' | 'publishAt' | 'file' | RecipeField;
export type UploadErrors = Partial<Record<UploadField, string>>;

/** The details, and the recipe's parts (lib/recipe-form.ts), written once the upload is a video. */
export interface UploadValues extends RecipeValues {
  title: string;
  description: string;
  prompt: string;
  /** The select's value: '' until chosen. */
  platformId: string;
  categoryId: string;
  /** 'true' or 'false': whether others may remix the new video. */
  allowRemixes: string;
  /** 'true' or 'false': the creator's own 'Sensitive content' mark. */
  sensitive: string;
  /** 'public', 'unlisted' or 'scheduled'. */
  visibility: VideoVisibility;
  /** A scheduled video's time, as the datetime-local input holds it (the creator's zone). */
  publishAt: string;
}

/** Each recipe part's first problem, by the contract's rules and words (in the page's language). */
export function recipeErrors(values: RecipeValues): RecipeErrors {
  const parsed = recipeSchema.safeParse(recipeRequest(values));
  const errors: RecipeErrors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0]) as RecipeField] ??= recipeIssueText(issue);
  return errors;
}

/** What is wrong with a chosen file, if anything. */
export type FileProblem = 'not-mp4' | 'too-large' | null;

/** The first box types an ISO-BMFF (MP4) file can start with. */
const FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);

/**
 * Whether the first bytes look like an MP4 (an ISO-BMFF box: a 4-byte size, then a known type).
 * A text file renamed to .mp4 fails here although the browser calls it video/mp4.
 */
export function looksLikeMp4(head: Uint8Array): boolean {
  if (head.length < 8) return false;
  const type = String.fromCharCode(head[4]!, head[5]!, head[6]!, head[7]!);
  return FIRST_BOXES.has(type);
}

/** The declared type must be video/mp4 (or, when the system declares none, the name must end .mp4). */
export function isMp4Declared(file: { name: string; type: string }): boolean {
  if (file.type) return file.type === 'video/mp4';
  return /\.mp4$/i.test(file.name);
}

export function fileProblemOf(file: { name: string; type: string; size: number }, headLooksMp4: boolean): FileProblem {
  if (!isMp4Declared(file) || !headLooksMp4) return 'not-mp4';
  if (file.size > LIMITS.maxFileBytes) return 'too-large';
  return null;
}

/** The message for a file: one text as soon as it is chosen, another when the creator submits. */
export function fileMessage(problem: FileProblem, size: number, phase: 'selection' | 'submit'): string | null {
  if (problem === 'not-mp4') return phase === 'selection' ? t('upload.notMp4AtSelection') : t('upload.notMp4');
  if (problem === 'too-large') return phase === 'selection' ? fileTooLargeMessage(size) : t('upload.tooLarge');
  return null;
}

/** Title from a file name: extension removed, cut to 120 characters. */
export function titleFromFileName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '').trim();
  return Array.from(base).slice(0, LIMITS.uploadTitleMax).join('');
}

/** Spec: width ÷ height from 0.95 to 1.05 is square. */
export function orientationOf(width: number, height: number): Orientation | null {
  if (!(width > 0) || !(height > 0)) return null;
  const ratio = width / height;
  if (ratio >= LIMITS.squareMinRatio && ratio <= LIMITS.squareMaxRatio) return 'square';
  return ratio > 1 ? 'landscape' : 'portrait';
}

/** Every field's problem; the file's message depends on whether the creator has submitted yet. */
export function validateUpload(
  values: UploadValues,
  file: { problem: FileProblem; size: number } | null,
  phase: 'selection' | 'submit',
): UploadErrors {
  const errors: UploadErrors = recipeErrors(values);
  const title = values.title.trim();
  if (!title) errors.title = t('upload.titleRequired');
  else if (Array.from(title).length > LIMITS.uploadTitleMax)
    errors.title = t('upload.titleTooLong', { max: LIMITS.uploadTitleMax });
  if (values.description.length > LIMITS.descriptionMax)
    errors.description = t('upload.descriptionTooLong', { max: LIMITS.descriptionMax });
  if (values.prompt.length > LIMITS.promptMax) errors.prompt = t('upload.promptTooLong', { max: LIMITS.promptMax });
  if (!values.categoryId) errors.categoryId = t('upload.categoryRequired');
  if (!values.platformId) errors.platformId = t('upload.platformRequired');
  const schedule = scheduleProblem(values.visibility, values.publishAt);
  if (schedule) errors.publishAt = uploadMessage(schedule);
  if (!file) errors.file = t('upload.fileRequired');
  else {
    const message = fileMessage(file.problem, file.size, phase);
    if (message) errors.file = message;
  }
  return errors;
}

/** '12.3 MB' for the chosen file's card, in the page's language. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return t('upload.sizeKb', { size: decimal(Math.max(1, Math.round(bytes / 1024)), 0) });
  return t('upload.sizeMb', { size: decimal(bytes / (1024 * 1024), 1) });
}
