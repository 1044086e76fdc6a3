import type { Generated } from 'kysely';

/** Tables of the creator's Studio (migration 0041): each video's figures per UTC day. */

/** One video's day: what counted, the sum of its views' largest shares, and how many reached each tenth. */
export interface VideoDayStatsTable {
  video_id: number;
  /** A UTC day, YYYY-MM-DD. */
  day: string;
  views: Generated<number>;
  claps: Generated<number>;
  comments: Generated<number>;
  saves: Generated<number>;
  share_sum: Generated<number>;
  reach_1: Generated<number>;
  reach_2: Generated<number>;
  reach_3: Generated<number>;
  reach_4: Generated<number>;
  reach_5: Generated<number>;
  reach_6: Generated<number>;
  reach_7: Generated<number>;
  reach_8: Generated<number>;
  reach_9: Generated<number>;
  reach_10: Generated<number>;
}

/** One video's counted views of a day from one source (contract VIEW_SOURCES). */
export interface VideoDaySourcesTable {
  video_id: number;
  day: string;
  source: string;
  views: number;
}

/** Who viewed a video on a day: the period's unique viewers are the distinct keys. */
export interface VideoDayViewersTable {
  video_id: number;
  day: string;
  viewer_key: string;
}
