import { z } from 'zod/mini';
import { FEED_TABS } from './feed-tabs.js';
import { feedReasonSchema } from './for-you.js';
import { orientationSchema } from './catalogues.js';
import { idStringSchema } from './ids.js';
import { LIMITS } from './limits.js';
import { posterVariantSchema } from './posters.js';
import { renditionSchema } from './renditions.js';
import { provenanceSchema } from './provenance.js';
import { VIDEO_LABELS } from './video-labels.js';
import { VIDEO_VISIBILITIES } from './visibility-texts.js';
import { videoCaptionSchema } from './captions.js';
import { FILE_RECIPE_READERS, recipeSchema } from './recipes.js';

export const feedTabSchema = z.enum(FEED_TABS);
export type FeedTab = z.infer<typeof feedTabSchema>;

/**
 * What one video card shows, in every list of videos. Text that depends on the viewer's clock
 * (relative time) is formatted by the browser from `createdAt`; `views` is the ready text.
 */
export const videoCardSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** '@' + the owner's shown name ('@[Deleted User]' once deleted), or '@unknown' without a profile. */
  channel: z.string(),
  ownerId: z.string(),
  ownerUsername: z.nullable(z.string()),
  ownerAvatarUrl: z.nullable(z.string()),
  /** 'N views', 'X.Xk views', 'X.XM views'. */
  views: z.string(),
  viewsCount: z.int(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
  claps: z.int(),
  comments: z.int(),
  /** URL of the MP4, or null when the upload has no file. */
  publicUrl: z.nullable(z.string()),
  /** The poster as first stored (a JPEG), or null when the video has none. */
  posterUrl: z.nullable(z.string()),
  /**
   * The poster's sizes for `srcset`, narrowest first: WebP copies, and at the poster's own width the
   * poster itself when a WebP copy would not be smaller. Empty for videos from before them.
   */
  posterVariants: z.array(posterVariantSchema),
  /** Phone-sized copies of the MP4, smallest first (renditions.ts); empty for videos without. */
  renditions: z.array(renditionSchema),
  platform: z.string(),
  platformId: z.nullable(z.int()),
  platformSlug: z.nullable(z.string()),
  categoryId: z.nullable(z.int()),
  categoryLabel: z.nullable(z.string()),
  categorySlug: z.nullable(z.string()),
  categoryEmoji: z.nullable(z.string()),
  prompt: z.nullable(z.string()),
  isOwned: z.boolean(),
  orientation: z.nullable(orientationSchema),
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  /** Whether the signed-in viewer has clapped (always false for visitors). */
  clapped: z.boolean(),
  /** The file's C2PA Content Credentials; null when it has none. Badge text: `provenanceLabel`. */
  provenance: z.nullable(provenanceSchema),
  /**
   * Moderators' labels (video-labels.ts), in VIDEO_LABELS order; usually none. 'sensitive' is here
   * too when its creator marked it so (`markedSensitive`): every cover and badge reads this list.
   */
  labels: z.array(z.enum(VIDEO_LABELS)),
  /**
   * Whether its creator marked it 'Sensitive content' (the Edit dialog's checkbox); a moderator's
   * label is not this. The server always sends it.
   */
  markedSensitive: z.optional(z.boolean()),
  /** Whether its creator lets others remix it (REMIX_TEXTS.allowRemixes). */
  allowRemixes: z.boolean(),
  /** Who finds it (visibility.ts); lists show only public videos, its owner's own lists aside. */
  visibility: z.enum(VIDEO_VISIBILITIES),
  /** When a scheduled video becomes public (ISO 8601); null unless scheduled. Only its owner sees one. */
  publishAt: z.nullable(z.string()),
  /** On For You pages only: why the card was chosen ('Why am I seeing this?'). */
  reason: z.optional(feedReasonSchema),
});
export type VideoCard = z.infer<typeof videoCardSchema>;

/** A video named by a remix link: its page, title and creator. */
const linkedVideoSchema = z.object({ id: z.int(), title: z.string(), username: z.nullable(z.string()) });
export type LinkedVideo = z.infer<typeof linkedVideoSchema>;

/** What a remix was made from. */
export const remixSourceSchema = z.object({
  /** Null when that video was removed or cannot be seen ('Remixed from a removed video'). */
  of: z.nullable(linkedVideoSchema),
  /** The first video of the chain, when it is not `of` and can be seen. */
  root: z.nullable(linkedVideoSchema),
  /** The file's Content Credentials name the source as an ingredient ('Verified remix'). */
  verified: z.boolean(),
});
export type RemixSource = z.infer<typeof remixSourceSchema>;

/** The video page: the card plus what only the page shows. */
export const videoDetailSchema = z.extend(videoCardSchema, {
  /** Shown as the description. */
  subtitle: z.nullable(z.string()),
  sizeBytes: z.nullable(z.int()),
  durationMs: z.nullable(z.int()),
  /** True while the upload's processing runs (poster sizes, fast start, Content Credentials): its owner alone sees it then. */
  processing: z.boolean(),
  /** How far the processing has got, 0–100, while `processing`; null when there is no measure yet. */
  processingPercent: z.nullable(z.int().check(z.minimum(0), z.maximum(100))),
  /** Its owner's captions, one per language, in CAPTION_LANGUAGES order. */
  captions: z.array(videoCaptionSchema),
  /** How it was made beyond the prompt and tool (recipes.ts); null when its creator said nothing more. */
  recipe: z.nullable(recipeSchema),
  /** What its file's metadata said of how it was made (read by the server); null for nothing. */
  fileRecipe: z.nullable(z.object({ reader: z.enum(FILE_RECIPE_READERS), fields: z.array(z.string()) })),
  /** What it remixes; null when it is not a remix. */
  remix: z.nullable(remixSourceSchema),
  /** How many remixes of it anyone may see (GET /api/videos/:id/remixes lists them). */
  remixCount: z.int(),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

/** GET /api/videos query. Unknown slugs are treated as "all", as the feed's filters require. */
export const feedQuerySchema = z.object({
  tab: z.pipe(
    z._default(z.enum(['latest', 'hot', 'foryou', 'following', 'new', 'popular']), 'latest'),
    z.transform((t): FeedTab => (t === 'new' ? 'latest' : t === 'popular' ? 'hot' : t)),
  ),
  platform: z.optional(z.string().check(z.maxLength(64))),
  category: z.optional(z.string().check(z.maxLength(64))),
  orientation: z.optional(orientationSchema),
  // For You's carries the ids of the page before (services/for-you.service.ts).
  cursor: z.optional(z.string().check(z.maxLength(400))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(LIMITS.feedPageSize)),
    LIMITS.feedPageSize,
  ),
});
export type FeedQuery = z.input<typeof feedQuerySchema>;

export const feedResponseSchema = z.object({
  items: z.array(videoCardSchema),
  /** Opaque; pass back as `cursor` for the next page. Null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type FeedResponse = z.infer<typeof feedResponseSchema>;

/** GET /api/videos/:id/remixes: newest first, a page at a time. */
export const remixesQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(200))) });

/** Path parameter of /api/videos/:id — the spec's routes accept digits only. */
export const videoIdParamSchema = z.object({ id: idStringSchema });

/** PUT and DELETE /api/admin/videos/:id/labels/:label answer the video's labels after the change. */
export const videoLabelsResponseSchema = z.object({ labels: z.array(z.enum(VIDEO_LABELS)) });
export type VideoLabelsResponse = z.infer<typeof videoLabelsResponseSchema>;
