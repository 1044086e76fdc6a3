/**
 * Tables of For You (migration 0032): what each person likes, what they hid, how much of each
 * video they watched, and what a scrolling session was already shown.
 */

export type TasteDim = 'creator' | 'category' | 'platform';
export type FeedHideKindValue = 'video' | 'creator' | 'platform' | 'category';

/** A person's liking for one creator, category or tool, added to as they clap, comment, follow and watch. */
export interface FeedTastesTable {
  user_id: string;
  dim: TasteDim;
  /** A creator's profile id, or a category's or platform's id as text. */
  target: string;
  weight: number;
  claps: number;
  updated_at: number;
}

export interface FeedHidesTable {
  user_id: string;
  kind: FeedHideKindValue;
  /** A video's id, a creator's profile id, or a platform's or category's id, as text. */
  target: string;
  created_at: number;
}

export interface WatchProgressTable {
  user_id: string;
  video_id: number;
  /** The largest share of the video played in one view, 0–1. */
  share: number;
  finished: number;
  updated_at: number;
}

export interface FeedServedTable {
  feed_key: string;
  video_id: number;
  served_at: number;
}
