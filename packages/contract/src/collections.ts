import { z } from 'zod/mini';
import { COLLECTION_LIMITS, COLLECTION_TEXTS } from './collection-texts.js';
import { multiLineString, oneLineString } from './text.js';
import { videoCardSchema } from './videos.js';

/** Videos per page of a collection. */
export const COLLECTION_PAGE = 24;

/** 'saved': everyone's private Saved list, made at the first save; 'named': one the owner made. */
export const collectionKindSchema = z.enum(['saved', 'named']);

export const collectionSchema = z.object({
  id: z.int(),
  kind: collectionKindSchema,
  name: z.string(),
  description: z.nullable(z.string()),
  isPublic: z.boolean(),
  ownerUsername: z.string(),
  /** The videos the reader may see in it. */
  videoCount: z.int(),
  /** The first of them's poster, for the collection's tile; null when empty. */
  posterUrl: z.nullable(z.string()),
  /** ISO time of its last change (a video added, removed or moved, or a rename). */
  updatedAt: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;

/** GET /api/me/collections, GET /api/profiles/:username/collections. */
export const collectionsResponseSchema = z.object({ items: z.array(collectionSchema) });
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;

/** GET /api/me/collections?videoId=: the Save menu, whose rows say whether each holds the video. */
export const collectionsQuerySchema = z.object({
  videoId: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,12}$/)), z.transform(Number))),
});
/** Each of the viewer's collections, and whether it holds the video asked about. */
export const saveMenuSchema = z.object({
  items: z.array(z.object({ ...collectionSchema.shape, holds: z.boolean() })),
});
export type SaveMenu = z.infer<typeof saveMenuSchema>;

const name = () =>
  oneLineString().check(
    z.trim(),
    z.minLength(1, COLLECTION_TEXTS.nameRequired),
    z.maxLength(COLLECTION_LIMITS.nameMax, `Name must be at most ${COLLECTION_LIMITS.nameMax} characters`),
  );
const description = () =>
  z.nullable(
    multiLineString().check(
      z.trim(),
      z.maxLength(
        COLLECTION_LIMITS.descriptionMax,
        `Description must be at most ${COLLECTION_LIMITS.descriptionMax} characters`,
      ),
    ),
  );

/** POST /api/collections: a new named collection, private unless asked. */
export const createCollectionRequestSchema = z.object({
  name: name(),
  description: z.optional(description()),
  isPublic: z._default(z.boolean(), false),
  /** A video to put in it at once (the Save menu's 'New collection'). */
  videoId: z.optional(z.int().check(z.positive())),
});
export type CreateCollectionRequest = z.input<typeof createCollectionRequestSchema>;

/** PATCH /api/collections/:id: what is given changes. */
export const updateCollectionRequestSchema = z.object({
  name: z.optional(name()),
  description: z.optional(description()),
  isPublic: z.optional(z.boolean()),
});
export type UpdateCollectionRequest = z.input<typeof updateCollectionRequestSchema>;

/** PUT /api/collections/:id/order: every video of the collection, once, in its new order. */
export const collectionOrderRequestSchema = z.object({
  videoIds: z.array(z.int().check(z.positive())).check(z.maxLength(COLLECTION_LIMITS.videosPer)),
});
export type CollectionOrderRequest = z.input<typeof collectionOrderRequestSchema>;

/** PUT / DELETE /api/collections/:id/videos/:videoId: the collection as it now is. */
export const collectionChangeSchema = z.object({ collection: collectionSchema, holds: z.boolean() });
export type CollectionChange = z.infer<typeof collectionChangeSchema>;

export const collectionPageQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(40))) });

/** GET /api/collections/:id: the collection and a page of its videos, in its order. */
export const collectionPageSchema = z.object({
  collection: collectionSchema,
  isOwned: z.boolean(),
  items: z.array(videoCardSchema),
  nextCursor: z.nullable(z.string()),
});
export type CollectionPage = z.infer<typeof collectionPageSchema>;
