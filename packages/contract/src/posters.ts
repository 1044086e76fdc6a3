import { z } from 'zod/mini';
import { LIMITS } from './limits.js';
import { POSTER_TEXTS } from './poster-texts.js';

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

/**
 * POST /api/videos/:id/poster/frame: the time of the frame to make the poster of, in ms from the
 * start (within the video; the server checks it against the video's length).
 */
export const posterFrameRequestSchema = /* @__PURE__ */ z.object({
  atMs: z
    .int({ error: POSTER_TEXTS.outsideVideo })
    .check(z.gte(0, POSTER_TEXTS.outsideVideo), z.lte(LIMITS.maxVideoDurationMs, POSTER_TEXTS.outsideVideo)),
});
export type PosterFrameRequest = z.infer<typeof posterFrameRequestSchema>;

/**
 * The answer to a chosen poster (a frame or an image): queued, not made yet. `posterUrl` is the
 * poster the card shows until the new one is ready; it changes (a new address) when it is.
 */
export const posterChoiceSchema = /* @__PURE__ */ z.object({
  pending: z.literal(true),
  posterUrl: z.nullable(z.string()),
});
export type PosterChoice = z.infer<typeof posterChoiceSchema>;
