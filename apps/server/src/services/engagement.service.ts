import {
  BLOCK_REFUSALS,
  DELETED_USER_NAME,
  ENGAGEMENT_MESSAGES,
  MESSAGES,
  type ClapState,
  type Comment,
  type CommentsResponse,
  type FollowState,
  type ProfileCommentsResponse,
  type UserListResponse,
  type FeedResponse,
  REFUSAL_MESSAGES,
  type RateLimitedWrite,
} from '@promptreel/contract';
import type { EventBus } from '../bus/event-bus.js';
import { Forbidden, Invalid, NotFound, Unauthenticated, withValues, WriteLimited } from '../errors.js';
import { afterCursor, pageOf } from '../lib/cursor.js';
import { shownUsername } from '../lib/format.js';
import {
  COMMENT_KEY,
  type EngagementRepository,
  FOLLOW_KEY,
  type RemovalSettlement,
} from '../repositories/engagement.repository.js';
import type { ProfilesRepository } from '../repositories/profiles.repository.js';
import { CLAPPED_KEY, LATEST_KEY, type VideosRepository } from '../repositories/videos.repository.js';
import { WriteLimitReached, type WriteSlot } from '../repositories/write-limits.js';
import type { Storage } from '../storage/storage.js';
import { toVideoCard } from '../shaping/video-card.js';
import { mayOpen } from '../rules/video-access.js';

const COMMENTS_PAGE = 50;
const LIST_PAGE = 20;

type FoundComment = NonNullable<Awaited<ReturnType<EngagementRepository['findComment']>>>;

export function createEngagementService(deps: {
  engagement: EngagementRepository;
  videos: VideosRepository;
  profiles: ProfilesRepository;
  storage: Storage;
  bus: EventBus;
  isAdmin: (userId: string) => Promise<boolean>;
  /** Refuses a suspended or banned account (services/account-standing.service.ts). */
  assertCanWrite?: (userId: string) => Promise<void>;
  /** Tells a comment's author that a moderator removed it (never fails the removal). */
  onModeratorRemoval?: (comment: FoundComment, decisionId: number, reason?: string | null) => Promise<void>;
  /** Per user: at most `max` writes of a kind in any `windowMs`; a kind without a rule is not limited. */
  writeLimits?: Partial<Record<RateLimitedWrite, { max: number; windowMs: number } | null>>;
  /** The clock of the limits' windows; tests move it instead of waiting. */
  now?: () => number;
  /** Whether `blockerId` has blocked `blockedId` (no comments on their videos, no follows). */
  isBlocked?: (blockerId: string, blockedId: string) => Promise<boolean>;
  /** Whose comments the viewer does not see (muted or blocked by them). */
  hiddenFor?: (viewerId: string | null) => Promise<ReadonlySet<string>>;
  /** Whether the viewer's setting leaves sensitive videos out of lists (services/sensitive-content.service.ts). */
  hidesSensitive?: (viewerId: string | null) => Promise<boolean>;
  /** Tells the people concerned (services/notifications.service.ts); never fails the write. */
  notify?: {
    followed(actorId: string, targetId: string): Promise<void>;
    commented(actorId: string, video: { id: number; owner_id: string }): Promise<void>;
    clapped(actorId: string, videoId: number): Promise<void>;
  };
}) {
  const { engagement, videos, profiles, storage, bus } = deps;
  const avatarUrl = (key: string | null) => (key ? storage.publicPath('avatars', key) : null);

  async function requireVideo(id: number, viewerId: string | null) {
    const video = await videos.findCardById(id);
    if (!video || !mayOpen(video, viewerId)) throw NotFound(MESSAGES.videoNotFound);
    return video;
  }

  async function requireProfile(username: string) {
    const p = await profiles.findLiveByUsername(username);
    if (!p) throw NotFound(REFUSAL_MESSAGES.userNotFound);
    return p;
  }

  const { writeLimits = {}, now = Date.now } = deps;
  /** What a write of `action` at `at` takes from its rate limit, when that kind has one. */
  const slotOf = (userId: string, action: RateLimitedWrite, at: number): WriteSlot | undefined => {
    const rule = writeLimits[action];
    return rule ? { userId, action, at, max: rule.max, windowMs: rule.windowMs } : undefined;
  };

  /** Runs a limited write; over the limit, the refusal names it and when the next write is allowed. */
  async function withinLimit<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (!(err instanceof WriteLimitReached)) throw err;
      const { action, max, windowMs, at } = err.slot;
      const retryInMs = Math.max(1000, err.retryAt - at);
      throw WriteLimited(action, max, windowMs, retryInMs);
    }
  }

  return {
    async clap(viewerId: string | null, videoId: number): Promise<ClapState> {
      if (!viewerId) throw Unauthenticated(ENGAGEMENT_MESSAGES.logInToClap);
      await deps.assertCanWrite?.(viewerId);
      const at = now();
      const claps = await withinLimit(() => engagement.clap(videoId, viewerId, at, slotOf(viewerId, 'claps', at)));
      if (claps === undefined) throw NotFound(MESSAGES.videoNotFound);
      await deps.notify?.clapped(viewerId, videoId);
      return { clapped: true, claps };
    },

    async unclap(viewerId: string | null, videoId: number): Promise<ClapState> {
      if (!viewerId) throw Unauthenticated(ENGAGEMENT_MESSAGES.logInToClap);
      await deps.assertCanWrite?.(viewerId);
      const slot = slotOf(viewerId, 'claps', now());
      const claps = await withinLimit(() => engagement.unclap(videoId, viewerId, slot));
      if (claps === undefined) throw NotFound(MESSAGES.videoNotFound);
      return { clapped: false, claps };
    },

    async comments(viewerId: string | null, videoId: number, cursor?: string): Promise<CommentsResponse> {
      const video = await requireVideo(videoId, viewerId);
      const hidden = (await deps.hiddenFor?.(viewerId)) ?? new Set<string>();
      // The count is this viewer's, of the comments they are shown: never 'Comments 4' above none.
      const [rows, total] = await Promise.all([
        engagement.listComments(videoId, afterCursor(cursor, COMMENT_KEY), COMMENTS_PAGE + 1, viewerId, [...hidden]),
        engagement.countComments(videoId, viewerId, [...hidden]),
      ]);
      const page = pageOf(rows, COMMENTS_PAGE, COMMENT_KEY.of);
      const mayRemove = viewerId !== null && (viewerId === video.owner_id || (await deps.isAdmin(viewerId)));
      const items: Comment[] = page.items.map((r) => ({
        id: r.id,
        videoId: r.video_id,
        body: r.body,
        createdAt: new Date(r.created_at).toISOString(),
        author: {
          id: r.author_id,
          username: shownUsername(r.username, r.deleted_at) ?? DELETED_USER_NAME,
          avatarUrl: r.deleted_at != null ? null : avatarUrl(r.avatar_url),
          deleted: r.deleted_at != null,
        },
        isOp: r.author_id === video.owner_id,
        canDelete: viewerId !== null && viewerId === r.author_id,
        canRemove: mayRemove && r.author_id !== viewerId && r.removed_by === null,
        removed: r.removed_by,
      }));
      return {
        items,
        nextCursor: page.nextCursor,
        total,
      };
    },

    async postComment(viewerId: string | null, videoId: number, read: () => string): Promise<{ id: number }> {
      if (!viewerId) throw Unauthenticated(ENGAGEMENT_MESSAGES.logInToComment);
      await deps.assertCanWrite?.(viewerId);
      const video = await requireVideo(videoId, viewerId);
      if (video.owner_id !== viewerId && (await deps.isBlocked?.(video.owner_id, viewerId)))
        throw Forbidden(BLOCK_REFUSALS.cannotComment);
      const body = read();
      const at = now();
      const slot = slotOf(viewerId, 'comments', at);
      const id = await withinLimit(() => engagement.addComment(videoId, viewerId, body, at, slot));
      await bus.publish(`video:${videoId}`, { type: 'comment-changed', videoId, commentId: id });
      await deps.notify?.commented(viewerId, video);
      return { id };
    },

    /**
     * The desk's 'Remove comment' (the caller checked the admin role): removed by a moderator as from
     * the video page, with `settle` archiving the comment's reports in the removal's transaction.
     * Undefined for an unknown comment, false when it was already removed.
     */
    async removeAsModerator(
      adminId: string,
      commentId: number,
      settle: RemovalSettlement,
      reason: string | null = null,
    ): Promise<boolean | undefined> {
      const comment = await engagement.findComment(commentId);
      if (!comment) return undefined;
      const removed = await engagement.removeComment(commentId, 'moderator', adminId, now(), { settle, reason });
      if (removed?.decisionId != null) {
        await deps.onModeratorRemoval?.(comment, removed.decisionId, reason);
        await bus.publish(`video:${comment.video_id}`, { type: 'comment-changed', videoId: comment.video_id });
      }
      return removed !== null;
    },

    async deleteComment(viewerId: string | null, commentId: number): Promise<void> {
      if (!viewerId) throw Unauthenticated(ENGAGEMENT_MESSAGES.logInToComment);
      const comment = await engagement.findComment(commentId);
      if (!comment) throw NotFound(REFUSAL_MESSAGES.commentNotFound);
      // Its author deletes it; the video's creator or an admin removes it (kept for an appeal).
      let changed: boolean;
      if (comment.author_id === viewerId) changed = await engagement.deleteComment(commentId, viewerId);
      else if (comment.video_owner_id === viewerId)
        changed = (await engagement.removeComment(commentId, 'creator', viewerId)) !== null;
      else if (await deps.isAdmin(viewerId)) {
        const removed = await engagement.removeComment(commentId, 'moderator', viewerId);
        changed = removed !== null;
        if (removed?.decisionId != null) await deps.onModeratorRemoval?.(comment, removed.decisionId);
      } else throw Forbidden(REFUSAL_MESSAGES.notYourComment);
      if (changed) {
        await bus.publish(`video:${comment.video_id}`, { type: 'comment-changed', videoId: comment.video_id });
      }
    },

    async follow(viewerId: string | null, username: string): Promise<FollowState> {
      if (!viewerId) throw Unauthenticated(ENGAGEMENT_MESSAGES.logInRequired);
      await deps.assertCanWrite?.(viewerId);
      const target = await requireProfile(username);
      if (target.id === viewerId) throw Invalid(REFUSAL_MESSAGES.cannotFollowSelf);
      if (await deps.isBlocked?.(target.id, viewerId)) throw Forbidden(BLOCK_REFUSALS.cannotFollow);
      if (await deps.isBlocked?.(viewerId, target.id))
        throw withValues(Forbidden(BLOCK_REFUSALS.unblockToFollow(target.username)), 'refusal.unblockToFollow', {
          username: target.username,
        });
      const at = now();
      const added = await withinLimit(() =>
        engagement.addFollow(viewerId, target.id, at, slotOf(viewerId, 'follows', at)),
      );
      if (added) await deps.notify?.followed(viewerId, target.id);
      return { following: true, followers: await profiles.countFollowers(target.id) };
    },

    async unfollow(viewerId: string | null, username: string): Promise<FollowState> {
      if (!viewerId) throw Unauthenticated(ENGAGEMENT_MESSAGES.logInRequired);
      await deps.assertCanWrite?.(viewerId);
      const target = await requireProfile(username);
      await withinLimit(() => engagement.removeFollow(viewerId, target.id, slotOf(viewerId, 'follows', now())));
      return { following: false, followers: await profiles.countFollowers(target.id) };
    },

    async followList(
      viewerId: string | null,
      username: string,
      direction: 'followers' | 'following',
      cursor?: string,
    ): Promise<UserListResponse> {
      const target = await requireProfile(username);
      const rows = await engagement.listFollows(
        direction,
        target.id,
        viewerId,
        afterCursor(cursor, FOLLOW_KEY),
        LIST_PAGE + 1,
      );
      const page = pageOf(rows, LIST_PAGE, FOLLOW_KEY.of);
      return {
        items: page.items.map((r) => ({
          id: r.id,
          username: r.username,
          avatarUrl: avatarUrl(r.avatar_url),
          bio: r.bio,
          isFollowing: Boolean(r.is_following),
          followsYou: Boolean(r.follows_you),
          blocked: Boolean(r.blocked),
        })),
        nextCursor: page.nextCursor,
      };
    },

    async uploadsOf(viewerId: string | null, username: string, cursor?: string): Promise<FeedResponse> {
      const [target, hides] = await Promise.all([requireProfile(username), deps.hidesSensitive?.(viewerId)]);
      const after = afterCursor(cursor, LATEST_KEY);
      const rows = await videos.listByOwner(target.id, after, LIST_PAGE + 1, viewerId, hides);
      const { items, nextCursor } = pageOf(rows, LIST_PAGE, LATEST_KEY.of);
      return { items: items.map((r) => toVideoCard(r, viewerId, storage)), nextCursor };
    },

    async clapsOf(viewerId: string | null, username: string, cursor?: string): Promise<FeedResponse> {
      const [target, hides] = await Promise.all([requireProfile(username), deps.hidesSensitive?.(viewerId)]);
      const after = afterCursor(cursor, CLAPPED_KEY);
      const rows = await videos.listClappedBy(target.id, after, LIST_PAGE + 1, viewerId, hides);
      const { items, nextCursor } = pageOf(rows, LIST_PAGE, CLAPPED_KEY.of);
      return { items: items.map((r) => toVideoCard(r, viewerId, storage)), nextCursor };
    },

    async commentsOf(username: string, cursor?: string): Promise<ProfileCommentsResponse> {
      const target = await requireProfile(username);
      const rows = await engagement.listCommentsBy(target.id, afterCursor(cursor, COMMENT_KEY), LIST_PAGE + 1);
      const page = pageOf(rows, LIST_PAGE, COMMENT_KEY.of);
      return {
        items: page.items.map((r) => ({
          id: r.id,
          body: r.body,
          createdAt: new Date(r.created_at).toISOString(),
          video: {
            id: r.video_id,
            title: r.video_title,
            posterUrl: r.thumbnail_url ? storage.publicPath('videos', r.thumbnail_url) : null,
          },
        })),
        nextCursor: page.nextCursor,
      };
    },
  };
}
