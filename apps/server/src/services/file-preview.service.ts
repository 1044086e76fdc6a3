import {
  type CredentialsPreview,
  NOT_CREDENTIALS_MESSAGE,
  type RecipePreview,
  RECIPE_MESSAGES,
  suggestPlatformSlug,
  UPLOAD_MESSAGES,
} from '@promptreel/contract';
import { Invalid, Unauthenticated } from '../errors.js';
import { isC2paBox, readCredentialsBox } from '../media/c2pa.js';
import { readFileRecipe } from '../media/recipe-reader.js';

/** Whether `movie` is one ISO-BMFF 'moov' box, exactly: what the upload form cuts from a file. */
const isMovieBox = (movie: Buffer) =>
  movie.length >= 8 && movie.readUInt32BE(0) === movie.length && movie.toString('latin1', 4, 8) === 'moov';

/**
 * What a chosen file says of how it was made, before it uploads, so the form can fill itself: its
 * Content Credentials (the tool) and its metadata (the recipe), each read as the processing job
 * reads the stored file. Only someone who may upload may ask.
 */
export function createFilePreviewService(deps: {
  isDeleted: (userId: string) => Promise<boolean>;
  /** Refuses a suspended or banned account, which may not upload either. */
  assertCanWrite: (userId: string) => Promise<void>;
}) {
  async function requireUploader(userId: string | null): Promise<void> {
    if (!userId || (await deps.isDeleted(userId))) throw Unauthenticated(UPLOAD_MESSAGES.logInToUpload);
    await deps.assertCanWrite(userId);
  }

  return {
    /** The file's C2PA box: its generator, whether it says AI, and the platform to suggest. */
    async credentials(userId: string | null, box: Buffer): Promise<CredentialsPreview> {
      await requireUploader(userId);
      if (!isC2paBox(box)) throw Invalid(NOT_CREDENTIALS_MESSAGE);
      const read = await readCredentialsBox(box);
      return {
        generator: read.claimGenerator,
        aiGenerated: read.aiGenerated,
        platformSlug: suggestPlatformSlug(read.claimGenerator),
        createdWith: read.createdWith ?? null,
      };
    },
    /** The file's metadata boxes, read off the event loop within a time bound (media/recipe-reader.ts). */
    async recipe(userId: string | null, movie: Buffer): Promise<RecipePreview> {
      await requireUploader(userId);
      if (!isMovieBox(movie)) throw Invalid(RECIPE_MESSAGES.notMetadata);
      return { found: await readFileRecipe(movie) };
    },
  };
}
