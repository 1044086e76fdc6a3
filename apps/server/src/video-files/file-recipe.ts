import { type FileRecipe, NO_RECIPE } from '@promptreel/contract';
import type { Provenance } from '../media/c2pa-manifest.js';
import { metadataOfFile } from '../media/mp4-tags.js';
import { readFileRecipe } from '../media/recipe-reader.js';

/**
 * What a stored file says of how it was made: its metadata's ComfyUI graph or A1111 text, else
 * its Content Credentials' creating software as the model. Null for nothing (or a file it could
 * not read in time: reading never fails the processing).
 */
export async function recipeOfFile(file: string, credentials: Provenance): Promise<FileRecipe | null> {
  const movie = await metadataOfFile(file);
  const found = movie ? await readFileRecipe(movie) : null;
  if (found) return found;
  const agent = credentials.createdWith;
  if (!agent) return null;
  return {
    reader: 'C2PA',
    prompt: null,
    recipe: { ...NO_RECIPE, model: agent.name, modelVersion: agent.version?.slice(0, 60) ?? null },
    fields: ['model'],
  };
}
