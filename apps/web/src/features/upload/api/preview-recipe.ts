import { RECIPE_PREVIEW_MAX_BYTES, RECIPE_PREVIEW_PATH, type RecipePreview } from '@promptreel/contract';
import { apiRequest } from '../../../lib/api-client';
import { findMetadataBoxes } from '../utils/find-metadata-boxes';

/**
 * What a chosen file's metadata says of how it was made (a ComfyUI graph, A1111 text), read by the
 * server before the upload: only the metadata boxes travel. Null when there is none or it fails.
 */
export async function previewRecipe(file: Blob): Promise<RecipePreview['found']> {
  try {
    const movie = await findMetadataBoxes(file, RECIPE_PREVIEW_MAX_BYTES);
    if (!movie) return null;
    return (await apiRequest<RecipePreview>(RECIPE_PREVIEW_PATH, { method: 'POST', body: movie })).found;
  } catch {
    return null; // only a suggestion: the form works the same without it
  }
}
