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
} from '@promptreel/contract';
import type { EventBus } from '../bus/event-bus.js';
import { Forbidden, Invalid, NotFound, Unauthenticated } from '../errors.js';
import { decodeCursor, decodeNumbers, encodeCursor } from '../lib/cursor.js';
import { shownUsername } from '../lib/format.js';
import type { EngagementRepository } from '../repositories/engagement.repository.js';
import type { ProfilesRepository } from '../repositories/profiles.repository.js';
import type { VideosRepository } from '../repositories/videos.repository.js';
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
    if (!p) throw NotFound(MESSAGES.userNotFound);
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
      const after = decodeNumbers(cursor, 2) as [number, number] | null;
      const rows = await engagement.listComments(videoId, after, COMMENTS_PAGE + 1);
      const page = rows.slice(0, COMMENTS_PAGE);
      const last = page.at(-1);
      const items: Comment[] = page.map((r) => ({
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
        nextCursor: rows.length > COMMENTS_PAGE && last ? encodeCursor([last.created_at, last.id]) : null,
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
      if (!comment) throw NotFound(ENGAGEMENT_MESSAGES.commentNotFound);
      if (comment.author_id !== viewerId) throw Forbidden('You can only delete your own comments');
      if (await engagement.deleteComment(commentId, viewerId)) {
        await bus.publish(`video:${comment.video_id}`, { type: 'comment-changed', videoId: comment.video_id });
      }
    },

    async follow(viewerId: string | null, username: string): Promise<FollowState> {
      if (!viewerId) throw Unauthenticated(ENGAGEMENT_MESSAGES.logInRequired);
      const target = await requireProfile(username);
      if (target.id === viewerId) throw Invalid(ENGAGEMENT_MESSAGES.cannotFollowSelf);
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
      const after = decodeCursor(cursor, ['n', 's']) as [number, string] | null;
      const rows = await engagement.listFollows(direction, target.id, viewerId, after, LIST_PAGE + 1);
      const page = rows.slice(0, LIST_PAGE);
      const last = page.at(-1);
      return {
        items: page.map((r) => ({
          id: r.id,
          username: r.username,
          avatarUrl: avatarUrl(r.avatar_url),
          bio: r.bio,
          isFollowing: Boolean(r.is_following),
          followsYou: Boolean(r.follows_you),
        })),
        nextCursor: rows.length > LIST_PAGE && last ? encodeCursor([last.followed_at, last.id]) : null,
      };
    },

    async uploadsOf(viewerId: string | null, username: string, cursor?: string): Promise<FeedResponse> {
      const target = await requireProfile(username);
      const rows = await videos.listByOwner(target.id, decodeNumbers(cursor, 2), LIST_PAGE + 1, viewerId);
      const page = rows.slice(0, LIST_PAGE);
      const last = page.at(-1);
      return {
        items: page.map((r) => toVideoCard(r, viewerId, storage)),
        nextCursor: rows.length > LIST_PAGE && last ? encodeCursor([last.created_at, last.id]) : null,
      };
    },

    async clapsOf(viewerId: string | null, username: string, cursor?: string): Promise<FeedResponse> {
      const target = await requireProfile(username);
      const rows = await videos.listClappedBy(target.id, decodeNumbers(cursor, 2), LIST_PAGE + 1, viewerId);
      const page = rows.slice(0, LIST_PAGE);
      const last = page.at(-1);
      return {
        items: page.map((r) => toVideoCard(r, viewerId, storage)),
        nextCursor: rows.length > LIST_PAGE && last ? encodeCursor([last.clapped_at, last.id]) : null,
      };
    },

    async commentsOf(username: string, cursor?: string): Promise<ProfileCommentsResponse> {
      const target = await requireProfile(username);
      const rows = await engagement.listCommentsBy(
        target.id,
        decodeNumbers(cursor, 2) as [number, number] | null,
        LIST_PAGE + 1,
      );
      const page = rows.slice(0, LIST_PAGE);
      const last = page.at(-1);
      return {
        items: page.map((r) => ({
          id: r.id,
          body: r.body,
          createdAt: new Date(r.created_at).toISOString(),
          video: {
            id: r.video_id,
            title: r.video_title,
            posterUrl: r.thumbnail_url ? storage.publicPath('videos', r.thumbnail_url) : null,
          },
        })),
        nextCursor: rows.length > LIST_PAGE && last ? encodeCursor([last.created_at, last.id]) : null,
      };
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
