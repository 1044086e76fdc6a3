import { z } from 'zod/mini';

/**
 * One phone-sized copy of a video the server encoded (H.264/AAC, fast start): the player picks one
 * by its size on screen and the connection. A card lists them smallest first; a video from before
 * them, or one no smaller than the smallest, has none and plays `publicUrl`.
 */
export const renditionSchema = z.object({
  url: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  /** Average bits per second, sound included. */
  bitrate: z.int().check(z.positive()),
});
export type Rendition = z.infer<typeof renditionSchema>;

/** '480p', '720p', '1080p': named by the short edge, as phones' quality menus name them. */
export const renditionLabel = (r: Pick<Rendition, 'width' | 'height'>): string => `${Math.min(r.width, r.height)}p`;
