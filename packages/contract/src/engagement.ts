import { z } from 'zod/mini';
import { COMMENT_MAX, ENGAGEMENT_MESSAGES } from './messages.js';
import { multiLineString } from './text.js';

/** PUT/DELETE /api/videos/:id/clap → the state after the change. */
export const clapStateSchema = z.object({ clapped: z.boolean(), claps: z.int() });
export type ClapState = z.infer<typeof clapStateSchema>;

export const commentAuthorSchema = z.object({
  id: z.string(),
  /** '[Deleted User]' once the author deleted their account. */
  username: z.string(),
  avatarUrl: z.nullable(z.string()),
  deleted: z.boolean(),
});

export const commentSchema = z.object({
  id: z.int(),
  videoId: z.int(),
  body: z.string(),
  createdAt: z.string(),
  author: commentAuthorSchema,
  /** The video's owner wrote it ('OP' badge). */
  isOp: z.boolean(),
  /** Only the author may delete a comment. */
  canDelete: z.boolean(),
  /** The video's creator may remove others' comments on it, and an admin any: hidden, not deleted. */
  canRemove: z.boolean(),
  /** Who removed it: only its author still gets a removed comment, shown with COMMENT_REMOVED. */
  removed: z.nullable(z.enum(['creator', 'moderator'])),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentsResponseSchema = z.object({
  items: z.array(commentSchema),
  nextCursor: z.nullable(z.string()),
  total: z.int(),
});
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;

export const postCommentRequestSchema = z.object({
  body: z.pipe(
    z.pipe(
      multiLineString(),
      z.transform((s: string) => s.trim()),
    ),
    z
      .string()
      .check(
        z.minLength(1, ENGAGEMENT_MESSAGES.commentEmpty),
        z.maxLength(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters`),
      ),
  ),
});

/** PUT/DELETE /api/profiles/:username/follow → the state after the change. */
export const followStateSchema = z.object({ following: z.boolean(), followers: z.int() });
export type FollowState = z.infer<typeof followStateSchema>;

/** A person in a follow list or in search results. */
export const userSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  /** Whether the viewer follows them (false for visitors and for the viewer's own entry). */
  isFollowing: z.boolean(),
  /** Whether they follow the viewer ('Follow Back' on one's own followers list). */
  followsYou: z.boolean(),
  /** Whether a block stands between the viewer and them, either way: then no Follow button. */
  blocked: z.boolean(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const userListResponseSchema = z.object({
  items: z.array(userSummarySchema),
  nextCursor: z.nullable(z.string()),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** A comment on a profile's Comments tab, with the video it is on. */
export const profileCommentSchema = z.object({
  id: z.int(),
  body: z.string(),
  createdAt: z.string(),
  video: z.object({ id: z.int(), title: z.string(), posterUrl: z.nullable(z.string()) }),
});
export const profileCommentsResponseSchema = z.object({
  items: z.array(profileCommentSchema),
  nextCursor: z.nullable(z.string()),
});
export type ProfileCommentsResponse = z.infer<typeof profileCommentsResponseSchema>;

export const pageQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(200))) });

/** POST /api/videos/:id/comments: the new comment's id. */
export const commentCreatedSchema = z.object({ id: z.int() });
