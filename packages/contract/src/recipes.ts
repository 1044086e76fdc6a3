import { z } from 'zod/mini';
import { RECIPE_LIMITS, RECIPE_MESSAGES } from './recipe-texts.js';
import { multiLineString, oneLineString } from './text.js';

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** An optional line of text: blank means none (null). */
const optionalLine = (label: string, max: number) =>
  z.pipe(
    z.nullish(oneLineString().check(z.trim(), z.maxLength(max, tooLong(label, max)))),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  );

const isWebAddress = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * How a video was made, beyond its prompt and tool (the platform): every part optional. The seed is
 * digits in a string, since generators use 64-bit seeds that JSON numbers cannot hold exactly.
 */
export const recipeSchema = z.object({
  model: optionalLine('Model', RECIPE_LIMITS.model),
  modelVersion: optionalLine('Model version', RECIPE_LIMITS.modelVersion),
  negativePrompt: z.pipe(
    z.nullish(
      multiLineString().check(
        z.maxLength(RECIPE_LIMITS.negativePrompt, tooLong('Negative prompt', RECIPE_LIMITS.negativePrompt)),
      ),
    ),
    z.transform((v: string | null | undefined) => (v == null || v.trim() === '' ? null : v)),
  ),
  seed: z.pipe(
    z.nullish(z.string().check(z.trim(), z.regex(/^(\d{1,20})?$/, RECIPE_MESSAGES.seed))),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  ),
  /** The length asked of the tool, in seconds (not the file's own). */
  durationSeconds: z.nullish(
    z
      .number()
      .check(z.positive(RECIPE_MESSAGES.duration), z.maximum(RECIPE_LIMITS.durationSeconds, RECIPE_MESSAGES.duration)),
  ),
  /** The shape asked of the tool, as 'width:height'. */
  aspectRatio: z.pipe(
    z.nullish(z.string().check(z.trim(), z.regex(/^(\d{1,4}:\d{1,4})?$/, RECIPE_MESSAGES.aspect))),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  ),
  /** Other settings, as the tool names them (steps, cfg, sampler…), in the creator's order. */
  settings: z._default(
    z
      .array(
        z.object({
          name: oneLineString().check(
            z.trim(),
            z.minLength(1, RECIPE_MESSAGES.settingName),
            z.maxLength(RECIPE_LIMITS.settingName, tooLong('A setting name', RECIPE_LIMITS.settingName)),
          ),
          value: oneLineString().check(
            z.trim(),
            z.maxLength(RECIPE_LIMITS.settingValue, tooLong('A setting value', RECIPE_LIMITS.settingValue)),
          ),
        }),
      )
      .check(z.maxLength(RECIPE_LIMITS.settings, `At most ${RECIPE_LIMITS.settings} settings`)),
    [],
  ),
  /** Images or videos used: web addresses (a Promptreel video's among them). */
  references: z._default(
    z
      .array(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(RECIPE_LIMITS.referenceUrl, RECIPE_MESSAGES.reference),
            z.refine(isWebAddress, RECIPE_MESSAGES.reference),
          ),
      )
      .check(z.maxLength(RECIPE_LIMITS.references, `At most ${RECIPE_LIMITS.references} references`)),
    [],
  ),
});
export type Recipe = z.output<typeof recipeSchema>;

/** What the server reads a recipe from, in a file's metadata. */
export const FILE_RECIPE_READERS = ['ComfyUI', 'A1111', 'C2PA'] as const;

/** A recipe read from a file's metadata: what the upload form fills in, and what the server keeps. */
export const fileRecipeSchema = z.object({
  reader: z.enum(FILE_RECIPE_READERS),
  prompt: z.nullable(z.string()),
  recipe: recipeSchema,
  /** The parts found ('prompt', 'negative prompt', 'seed', 'model', 'settings'), named by the upload form's note. */
  fields: z.array(z.string()),
});
export type FileRecipe = z.output<typeof fileRecipeSchema>;

/** POST RECIPE_PREVIEW_PATH: what the chosen file's metadata says (null: nothing readable). */
export const recipePreviewSchema = z.object({ found: z.nullable(fileRecipeSchema) });
export type RecipePreview = z.output<typeof recipePreviewSchema>;

/** PUT /api/videos/:id/recipe: the whole recipe as it should be (null: none). */
export const putRecipeRequestSchema = z.object({ recipe: z.nullable(recipeSchema) });
export type PutRecipeRequest = z.input<typeof putRecipeRequestSchema>;
