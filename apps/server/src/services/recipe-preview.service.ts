import { type RecipePreview, RECIPE_MESSAGES, UPLOAD_MESSAGES } from '@promptreel/contract';
import { Invalid, Unauthenticated } from '../errors.js';
import { readFileRecipe } from '../media/recipe-reader.js';

/** Whether `movie` is one ISO-BMFF 'moov' box, exactly: what the upload form cuts from a file. */
const isMovieBox = (movie: Buffer) =>
  movie.length >= 8 && movie.readUInt32BE(0) === movie.length && movie.toString('latin1', 4, 8) === 'moov';

/**
 * What a chosen file's metadata says of how it was made, before it uploads (the form fills the
 * recipe with it): read as the processing job reads the stored file, off the event loop and
 * within a time bound (media/recipe-reader.ts).
 */
export function createRecipePreviewService(deps: {
  isDeleted: (userId: string) => Promise<boolean>;
  /** Refuses a suspended or banned account, which may not upload either. */
  assertCanWrite: (userId: string) => Promise<void>;
}) {
  return {
    async preview(userId: string | null, movie: Buffer): Promise<RecipePreview> {
      if (!userId || (await deps.isDeleted(userId))) throw Unauthenticated(UPLOAD_MESSAGES.logInToUpload);
      await deps.assertCanWrite(userId);
      if (!isMovieBox(movie)) throw Invalid(RECIPE_MESSAGES.notMetadata);
      return { found: await readFileRecipe(movie) };
    },
  };
}
