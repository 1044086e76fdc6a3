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

/** A person's Saved list (one each, made at the first save) or a collection they named (migration 0038). */
export interface CollectionsTable {
  id: Generated<number>;
  owner_id: string;
  kind: 'saved' | 'named';
  name: string;
  description: string | null;
  is_public: number;
  created_at: number;
  updated_at: number;
}

/** A video in a collection, at its place (ascending). */
export interface CollectionVideosTable {
  collection_id: number;
  video_id: number;
  position: number;
  added_at: number;
}
