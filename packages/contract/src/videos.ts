import { z } from 'zod';
import { orientationSchema } from './catalogues.js';
import { idStringSchema } from './ids.js';
import { LIMITS } from './limits.js';
import { posterVariantSchema } from './posters.js';
import { provenanceSchema } from './provenance.js';

export const FEED_TABS = ['latest', 'hot', 'following'] as const;
export const feedTabSchema = z.enum(FEED_TABS);
export type FeedTab = z.infer<typeof feedTabSchema>;

/**
 * The card view model of spec section 3. Text that depends on the viewer's clock
 * (relative time) is formatted by the browser from `createdAt`; `views` is the ready text.
 */
export const videoCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** '@' + the owner's shown name ('@[Deleted User]' once deleted), or '@unknown' without a profile. */
  channel: z.string(),
  ownerId: z.string(),
  ownerUsername: z.string().nullable(),
  ownerAvatarUrl: z.string().nullable(),
  /** 'N views', 'X.Xk views', 'X.XM views'. */
  views: z.string(),
  viewsCount: z.number().int(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
  claps: z.number().int(),
  comments: z.number().int(),
  /** URL of the MP4, or null when the upload has no file. */
  publicUrl: z.string().nullable(),
  /** The poster as first stored (a JPEG), or null when the video has none. */
  posterUrl: z.string().nullable(),
  /**
   * The poster's sizes for `srcset`, narrowest first: WebP copies, and at the poster's own width the
   * poster itself when a WebP copy would not be smaller. Empty for videos from before them.
   */
  posterVariants: z.array(posterVariantSchema),
  platform: z.string(),
  platformId: z.number().int().nullable(),
  platformSlug: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  categoryLabel: z.string().nullable(),
  categorySlug: z.string().nullable(),
  categoryEmoji: z.string().nullable(),
  prompt: z.string().nullable(),
  isOwned: z.boolean(),
  orientation: orientationSchema.nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Whether the signed-in viewer has clapped (always false for visitors). */
  clapped: z.boolean(),
  /** The file's C2PA Content Credentials; null when it has none. Badge text: `provenanceLabel`. */
  provenance: provenanceSchema.nullable(),
});
export type VideoCard = z.infer<typeof videoCardSchema>;

/** The video page: the card plus what only the page shows. */
export const videoDetailSchema = videoCardSchema.extend({
  /** Shown as the description. */
  subtitle: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

/** GET /api/videos query. Unknown slugs are treated as "all", as the feed's filters require. */
export const feedQuerySchema = z.object({
  tab: z
    .enum(['latest', 'hot', 'following', 'new', 'popular'])
    .default('latest')
    .transform((t): FeedTab => (t === 'new' ? 'latest' : t === 'popular' ? 'hot' : t)),
  platform: z.string().max(64).optional(),
  category: z.string().max(64).optional(),
  orientation: orientationSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.feedPageSize).default(LIMITS.feedPageSize),
});
export type FeedQuery = z.input<typeof feedQuerySchema>;

export const feedResponseSchema = z.object({
  items: z.array(videoCardSchema),
  /** Opaque; pass back as `cursor` for the next page. Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type FeedResponse = z.infer<typeof feedResponseSchema>;

/** Path parameter of /api/videos/:id — the spec's routes accept digits only. */
export const videoIdParamSchema = z.object({ id: idStringSchema });
