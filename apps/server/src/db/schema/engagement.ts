import type { Generated } from 'kysely';

/**
 * Tables of what people do with a video: claps and comments.
 */

export interface ClapsTable {
  video_id: number;
  user_id: string;
  created_at: number;
}

export interface CommentsTable {
  id: Generated<number>;
  video_id: number;
  author_id: string;
  body: string;
  created_at: number;
  /** Set when the video's creator or a moderator removed it (migration 0016); its author still sees it. */
  removed_at: number | null;
  removed_by: CommentRemovedBy | null;
  removed_by_id: string | null;
}

export type CommentRemovedBy = 'creator' | 'moderator';
