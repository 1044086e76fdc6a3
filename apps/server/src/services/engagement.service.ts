import {
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
} from '@promptreel/contract';
import type { EventBus } from '../bus/event-bus.js';
import { Forbidden, Invalid, NotFound, Unauthenticated } from '../errors.js';
import { afterCursor, pageOf } from '../lib/cursor.js';
import { shownUsername } from '../lib/format.js';
import { COMMENT_KEY, type EngagementRepository, FOLLOW_KEY } from '../repositories/engagement.repository.js';
import type { ProfilesRepository } from '../repositories/profiles.repository.js';
import { CLAPPED_KEY, LATEST_KEY, type VideosRepository } from '../repositories/videos.repository.js';
import type { Storage } from '../storage/storage.js';
import { toVideoCard } from './video-card.js';

const COMMENTS_PAGE = 50;
const LIST_PAGE = 20;

export function createEngagementService(deps: {
  engagement: EngagementRepository;
  videos: VideosRepository;
  profiles: ProfilesRepository;
  storage: Storage;
  bus: EventBus;
}) {
  const { engagement, videos, profiles, storage, bus } = deps;
  const avatarUrl = (key: string | null) => (key ? storage.publicPath('avatars', key) : null);

  async function requireVideo(id: number) {
    const video = await videos.findCardById(id);
    if (!video) throw NotFound(MESSAGES.videoNotFound);
    return video;
  }

  async function requireProfile(username: string) {
    const p = await profiles.findLiveByUsername(username);
    if (!p) throw NotFound(REFUSAL_MESSAGES.userNotFound);
    return p;
  }

  return {
    async clap(viewerId: string | null, videoId: number): Promise<ClapState> {
      if (!viewerId) throw Unauthenticated(ENGAGEMENT_MESSAGES.logInToClap);
      const claps = await engagement.clap(videoId, viewerId);
      if (claps === undefined) throw NotFound(MESSAGES.videoNotFound);
      return { clapped: true, claps };
    },

    async unclap(viewerId: string | null, videoId: number): Promise<ClapState> {
      if (!viewerId) throw Unauthenticated(ENGAGEMENT_MESSAGES.logInToClap);
      const claps = await engagement.unclap(videoId, viewerId);
      if (claps === undefined) throw NotFound(MESSAGES.videoNotFound);
      return { clapped: false, claps };
    },

    async comments(viewerId: string | null, videoId: number, cursor?: string): Promise<CommentsResponse> {
      const video = await requireVideo(videoId);
      const rows = await engagement.listComments(videoId, afterCursor(cursor, COMMENT_KEY), COMMENTS_PAGE + 1);
      const page = pageOf(rows, COMMENTS_PAGE, COMMENT_KEY.of);
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
      }));
      return {
        items,
        nextCursor: page.nextCursor,
        total: video.comments_count,
      };
    },

    async postComment(viewerId: string | null, videoId: number, body: string): Promise<{ id: number }> {
      if (!viewerId) throw Unauthenticated(ENGAGEMENT_MESSAGES.logInToComment);
      await requireVideo(videoId);
      const id = await engagement.addComment(videoId, viewerId, body);
      await bus.publish(`video:${videoId}`, { type: 'comment-changed', videoId, commentId: id });
      return { id };
    },

    async deleteComment(viewerId: string | null, commentId: number): Promise<void> {
      if (!viewerId) throw Unauthenticated(ENGAGEMENT_MESSAGES.logInToComment);
      const comment = await engagement.findComment(commentId);
      if (!comment) throw NotFound(REFUSAL_MESSAGES.commentNotFound);
      if (comment.author_id !== viewerId) throw Forbidden(REFUSAL_MESSAGES.notYourComment);
      if (await engagement.deleteComment(commentId, viewerId)) {
        await bus.publish(`video:${comment.video_id}`, { type: 'comment-changed', videoId: comment.video_id });
      }
    },

    async follow(viewerId: string | null, username: string): Promise<FollowState> {
      if (!viewerId) throw Unauthenticated(ENGAGEMENT_MESSAGES.logInRequired);
      const target = await requireProfile(username);
      if (target.id === viewerId) throw Invalid(REFUSAL_MESSAGES.cannotFollowSelf);
      await engagement.addFollow(viewerId, target.id);
      return { following: true, followers: await profiles.countFollowers(target.id) };
    },

    async unfollow(viewerId: string | null, username: string): Promise<FollowState> {
      if (!viewerId) throw Unauthenticated(ENGAGEMENT_MESSAGES.logInRequired);
      const target = await requireProfile(username);
      await engagement.removeFollow(viewerId, target.id);
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
        })),
        nextCursor: page.nextCursor,
      };
    },

    async uploadsOf(viewerId: string | null, username: string, cursor?: string): Promise<FeedResponse> {
      const target = await requireProfile(username);
      const rows = await videos.listByOwner(target.id, afterCursor(cursor, LATEST_KEY), LIST_PAGE + 1, viewerId);
      const { items, nextCursor } = pageOf(rows, LIST_PAGE, LATEST_KEY.of);
      return { items: items.map((r) => toVideoCard(r, viewerId, storage)), nextCursor };
    },

    async clapsOf(viewerId: string | null, username: string, cursor?: string): Promise<FeedResponse> {
      const target = await requireProfile(username);
      const rows = await videos.listClappedBy(target.id, afterCursor(cursor, CLAPPED_KEY), LIST_PAGE + 1, viewerId);
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
