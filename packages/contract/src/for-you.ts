import { z } from 'zod/mini';
import { viewSessionIdSchema } from './uploads.js';

/**
 * For You: why a card is on the page, what the viewer told the feed to show less of, and how much
 * of a video they watched. The texts are shown word for word (issue 34).
 */

/** Why a For You card was chosen; `feedReasonText` words it. */
export const feedReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('following'), username: z.string() }),
  z.object({ kind: z.literal('category'), name: z.string(), clapped: z.boolean() }),
  z.object({ kind: z.literal('platform'), name: z.string(), clapped: z.boolean() }),
  z.object({ kind: z.literal('creator'), username: z.string(), clapped: z.boolean() }),
  z.object({ kind: z.literal('popular') }),
  z.object({ kind: z.literal('newCreator') }),
]);
export type FeedReason = z.infer<typeof feedReasonSchema>;

/** What a viewer can tell For You to leave out: one video, a creator, a tool or a category. */
export const FEED_HIDE_KINDS = ['video', 'creator', 'platform', 'category'] as const;
export const feedHideKindSchema = z.enum(FEED_HIDE_KINDS);
export type FeedHideKind = z.infer<typeof feedHideKindSchema>;

/**
 * POST /api/me/feed/hides. `target`: the video's id ('Not interested'), the creator's username
 * ('Show fewer from @x'), or the platform's or category's slug.
 */
export const feedHideRequestSchema = z.object({
  kind: feedHideKindSchema,
  target: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type FeedHideRequest = z.infer<typeof feedHideRequestSchema>;

/** One thing the viewer hid, as Settings → 'Your feed' lists it. */
export const feedHideSchema = z.object({
  kind: feedHideKindSchema,
  /** As sent: a video id, a username or a slug; DELETE /api/me/feed/hides/:kind/:target undoes it. */
  target: z.string(),
  /** What the list shows: the video's title, '@username', the tool's or category's name. */
  label: z.string(),
  /** ISO timestamp. */
  since: z.string(),
});
export type FeedHide = z.infer<typeof feedHideSchema>;

/** GET /api/me/feed/hides, newest first. */
export const feedHidesResponseSchema = z.object({ items: z.array(feedHideSchema) });
export type FeedHidesResponse = z.infer<typeof feedHidesResponseSchema>;

/**
 * POST /api/videos/:id/watched: the largest share of this view played so far, 0–1. A visitor sends
 * the session id its view was counted with (the creator's Studio); a signed-in viewer needs none.
 */
export const watchReportSchema = z.object({
  share: z.number().check(z.minimum(0), z.maximum(1)),
  sessionId: z.optional(viewSessionIdSchema),
});
export type WatchReport = z.infer<typeof watchReportSchema>;
