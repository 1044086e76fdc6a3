import { z } from 'zod/mini';

/**
 * One size of a video's poster: a WebP copy the server made next to the original poster (or, at
 * the poster's own width, the poster itself when WebP would not be smaller). A card lists them
 * widest last; a video from before they existed has none and shows `posterUrl` alone.
 */
export const posterVariantSchema = z.object({
  url: z.string(),
  /** Pixel width of the image (its height keeps the poster's shape). */
  width: z.int().check(z.positive()),
});
export type PosterVariant = z.infer<typeof posterVariantSchema>;
