import type { Generated } from 'kysely';

/** Tables of the creator's Studio (migration 0041): each video's figures per UTC day. */

/** A day's figures: what counted, the sum of its views' largest shares, and how many reached each tenth. */
interface DayFigures {
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

export interface VideoDayStatsTable extends DayFigures {
  video_id: number;
}

/** The same for all of a creator's videos together. */
export interface OwnerDayStatsTable extends DayFigures {
  owner_id: string;
}

/** A day's counted views from one source (contract VIEW_SOURCES), per video and per creator. */
export interface VideoDaySourcesTable {
  video_id: number;
  day: string;
  source: string;
  views: number;
}
export interface OwnerDaySourcesTable {
  owner_id: string;
  day: string;
  source: string;
  views: number;
}

/** Each viewer's last day: a period's unique viewers are those seen since its first day. */
export interface VideoViewersTable {
  video_id: number;
  viewer_key: string;
  last_day: string;
}
export interface OwnerViewersTable {
  owner_id: string;
  viewer_key: string;
  last_day: string;
}
