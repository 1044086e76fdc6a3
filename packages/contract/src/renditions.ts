import { z } from 'zod/mini';

/**
 * One phone-sized copy of a video the server encoded (H.264/AAC, fast start): the player picks one
 * by its size on screen and the connection. A card lists them smallest first; a video from before
 * them, or one no smaller than the smallest, has none and plays `publicUrl`.
 */
// Marked pure: the web's first load reads renditionLabel from this file, and an unmarked schema
// would bring zod with it.
const positiveInt = () => /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.positive());
export const renditionSchema = /* @__PURE__ */ z.object({
  url: /* @__PURE__ */ z.string(),
  width: /* @__PURE__ */ positiveInt(),
  height: /* @__PURE__ */ positiveInt(),
  /** Average bits per second, sound included. */
  bitrate: /* @__PURE__ */ positiveInt(),
});
export type Rendition = z.infer<typeof renditionSchema>;

/** '480p', '720p', '1080p': named by the short edge, as phones' quality menus name them. */
export const renditionLabel = (r: Pick<Rendition, 'width' | 'height'>): string => `${Math.min(r.width, r.height)}p`;
