import type { Recipe } from '@promptreel/contract';

// Zod-free: the schema stays with the forms that check (features/upload, features/video-owner).

/** A recipe's parts as form fields, in the order shown. */
export const RECIPE_FIELDS = [
  'model',
  'modelVersion',
  'seed',
  'durationSeconds',
  'aspectRatio',
  'negativePrompt',
  'settings',
  'references',
] as const;
export type RecipeField = (typeof RECIPE_FIELDS)[number];
export type RecipeValues = Record<RecipeField, string>;
export type RecipeErrors = Partial<Record<RecipeField, string>>;

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The form's text of a recipe: settings one per line as 'name: value', references one per line. */
export function recipeValues(recipe: Recipe | null | undefined): RecipeValues {
  return {
    model: recipe?.model ?? '',
    modelVersion: recipe?.modelVersion ?? '',
    seed: recipe?.seed ?? '',
    durationSeconds: recipe?.durationSeconds == null ? '' : String(recipe.durationSeconds),
    aspectRatio: recipe?.aspectRatio ?? '',
    negativePrompt: recipe?.negativePrompt ?? '',
    settings: (recipe?.settings ?? []).map((s) => `${s.name}: ${s.value}`).join('\n'),
    references: (recipe?.references ?? []).join('\n'),
  };
}

/** The recipe a form's text asks for, as the API takes it. */
export function recipeRequest(values: RecipeValues) {
  const duration = values.durationSeconds.trim();
  return {
    model: values.model,
    modelVersion: values.modelVersion,
    negativePrompt: values.negativePrompt,
    seed: values.seed,
    // Not a number: 0, which the schema refuses with the duration's own message.
    durationSeconds: duration === '' ? null : Number(duration) || 0,
    aspectRatio: values.aspectRatio,
    settings: lines(values.settings).map((line) => {
      const at = line.indexOf(':');
      return at < 0 ? { name: line, value: '' } : { name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    }),
    references: lines(values.references),
  };
}

/** Whether the form's recipe says anything at all. */
export const hasRecipe = (values: RecipeValues) => RECIPE_FIELDS.some((field) => values[field].trim() !== '');
