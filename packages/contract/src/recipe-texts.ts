import type { Recipe } from './recipes.js';

// Zod-free, so the pages that only show or lay out a recipe carry no schema code (recipes.ts has it).

/** How long each part of a recipe may be (issue 35). */
export const RECIPE_LIMITS = {
  model: 120,
  modelVersion: 60,
  negativePrompt: 2000,
  durationSeconds: 600,
  settings: 30,
  settingName: 60,
  settingValue: 500,
  references: 10,
  referenceUrl: 2000,
} as const;

export const RECIPE_MESSAGES = {
  seed: 'Seed must be a whole number of at most 20 digits',
  duration: `Duration must be more than 0 and at most ${RECIPE_LIMITS.durationSeconds} seconds`,
  aspect: 'Aspect ratio must look like 16:9',
  settingName: 'Each setting needs a name',
  reference: 'Each reference must be a web address starting with http:// or https://',
  /** The recipe preview was sent something other than a file's metadata boxes. */
  notMetadata: "Send the file's metadata: one 'moov' box holding its 'udta' and 'meta' boxes",
} as const;

/** A recipe that says nothing: every part absent. */
export const NO_RECIPE: Recipe = {
  model: null,
  modelVersion: null,
  negativePrompt: null,
  seed: null,
  durationSeconds: null,
  aspectRatio: null,
  settings: [],
  references: [],
};

/** Whether a recipe says nothing (then a video has none). */
export const isEmptyRecipe = (r: Recipe): boolean =>
  r.model === null &&
  r.modelVersion === null &&
  r.negativePrompt === null &&
  r.seed === null &&
  (r.durationSeconds ?? null) === null &&
  r.aspectRatio === null &&
  r.settings.length === 0 &&
  r.references.length === 0;

/** POST: the chosen file's metadata boxes (a 'moov' holding its 'udta' and 'meta'), before upload. */
export const RECIPE_PREVIEW_PATH = '/api/recipes/preview';
/** More metadata than this is not read (nor sent). */
export const RECIPE_PREVIEW_MAX_BYTES = 4 * 1024 * 1024;
