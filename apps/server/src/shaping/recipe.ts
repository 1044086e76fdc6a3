import { isEmptyRecipe, type Recipe, recipeSchema } from '@promptreel/contract';

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
