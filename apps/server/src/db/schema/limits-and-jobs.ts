import type { Generated } from 'kysely';

/**
 * Tables of daily and rolling limits on writes, open uploads, and the durable job queue.
 */

export interface UploadLimitsTable {
  user_id: string;
  daily_uploads: number;
  /** UTC calendar date 'YYYY-MM-DD'; the count resets when it is not today. */
  last_upload_date: string;
}

/** An unfinished tus upload: it holds a daily slot and its declared bytes until it ends. */
export interface OpenUploadsTable {
  upload_id: string;
  owner_id: string;
  declared_bytes: number;
  created_at: number;
}

export interface FlagLimitsTable {
  user_id: string;
  daily_flags: number;
  /** UTC calendar date 'YYYY-MM-DD'; the count resets when it is not today. */
  last_flag_date: string;
}

/** One row per user and kind of limited write (migration 0015): locked while a write is counted. */
export interface WriteLimitsTable {
  user_id: string;
  action: string;
}

/** When each of a user's recent limited writes happened. */
export interface WriteLimitEventsTable {
  user_id: string;
  action: string;
  at: number;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** Durable work (migration 0014): taken by one worker at a time, until `locked_until`. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON. */
  payload: string;
  state: Generated<JobState>;
  attempts: Generated<number>;
  run_after: number;
  locked_by: string | null;
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  finished_at: number | null;
}
