import { fileRecipeSchema, isEmptyRecipe, type Recipe, recipeSchema, type VideoDetail } from '@promptreel/contract';

/** A recipe as stored (videos.recipe): its JSON, or null when it says nothing. */
export const recipeToStore = (recipe: Recipe | null): string | null =>
  recipe === null || isEmptyRecipe(recipe) ? null : JSON.stringify(recipe);

/** A stored recipe, checked again by the contract (the row may be older than it): null when none or unreadable. */
export function storedRecipe(json: string | null): Recipe | null {
  if (json === null) return null;
  try {
    const parsed = recipeSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What the video page says of a recipe read from the file: its reader and the parts found. */
export function storedFileRecipe(json: string | null): VideoDetail['fileRecipe'] {
  if (json === null) return null;
  try {
    const parsed = fileRecipeSchema.safeParse(JSON.parse(json));
    return parsed.success ? { reader: parsed.data.reader, fields: parsed.data.fields } : null;
  } catch {
    return null;
  }
}
