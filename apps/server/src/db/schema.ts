import type { Generated } from 'kysely';

/**
 * Row types of every table. App timestamps are epoch milliseconds (INTEGER in SQLite, BIGINT in
 * PostgreSQL) so one repository code path reads and compares them the same way on both.
 * Auth tables follow the auth library's own column types (dates and booleans per dialect).
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  profiles: ProfilesTable;
  video_platforms: VideoPlatformsTable;
  video_categories: VideoCategoriesTable;
  videos: VideosTable;
  claps: ClapsTable;
  comments: CommentsTable;
  follows: FollowsTable;
  video_flag_categories: VideoFlagCategoriesTable;
  video_flags: VideoFlagsTable;
  social_profiles: SocialProfilesTable;
  upload_limits: UploadLimitsTable;
  open_uploads: OpenUploadsTable;
  flag_limits: FlagLimitsTable;
  audit_log: AuditLogTable;
  video_views: VideoViewsTable;
  auth_throttle: AuthThrottleTable;
  ended_sessions: EndedSessionsTable;
  jobs: JobsTable;
  write_limits: WriteLimitsTable;
  write_limit_events: WriteLimitEventsTable;
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

/** One counter per key ('sign-in:<email>', 'reset-mail:<email>', …) over a fixed window. */
export interface AuthThrottleTable {
  key: string;
  count: number;
  window_start: number;
}

/** Sessions ended by an account deletion (SHA-256 of the token), told once to the device that held one. */
export interface EndedSessionsTable {
  token_hash: string;
  expires_at: number;
}

/** The last counted view of each viewer per video ('u:', 's:' or 'a:' key). */
export interface VideoViewsTable {
  video_id: number;
  viewer_key: string;
  counted_at: number;
}

export interface FlagLimitsTable {
  user_id: string;
  daily_flags: number;
  /** UTC calendar date 'YYYY-MM-DD'; the count resets when it is not today. */
  last_flag_date: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: string | null;
  action: 'dismiss' | 'delete_video';
  video_id: number | null;
  video_title: string;
  /** JSON array of the flag ids the action decided. */
  flag_ids: string;
  created_at: number;
}

type AuthDate = Date | string;
type AuthBool = boolean | number;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: AuthBool;
  image: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: AuthDate;
  ip_address: string | null;
  user_agent: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
}

export interface AccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: AuthDate | null;
  refresh_token_expires_at: AuthDate | null;
  scope: string | null;
  password: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: AuthDate;
  created_at: AuthDate;
  updated_at: AuthDate;
}

export interface ProfilesTable {
  id: string;
  username: string;
  avatar_url: string | null;
  location: string | null;
  bio: string | null;
  /** 0 or 1; granted by ADMIN_EMAILS or the admin command, never by the browser. */
  is_admin: Generated<number>;
  created_at: number;
  deleted_at: number | null;
  /** When username or deletion last changed (ms), stamped by the database; see migration 0013. */
  search_changed_at: Generated<number>;
}

export interface VideoPlatformsTable {
  id: number;
  label: string;
  slug: string;
}

export interface VideoCategoriesTable {
  id: number;
  label: string;
  slug: string;
  emoji: string;
}

export type OrientationValue = 'portrait' | 'landscape' | 'square';

export interface VideosTable {
  id: Generated<number>;
  owner_id: string;
  title: string;
  subtitle: string | null;
  prompt: string | null;
  platform_id: number | null;
  /** Platform label as it was at upload, kept for display when the catalogue changes. */
  platform: string;
  category_id: number | null;
  /** Storage key in the videos bucket, or null when the upload has no file. */
  file_path: string | null;
  size_bytes: number | null;
  /** Storage key of the poster in the videos bucket. */
  thumbnail_url: string | null;
  /** The poster's sizes for srcset, JSON [{ key, width }] (images/poster-variants.ts); null without. */
  poster_variants: string | null;
  orientation: OrientationValue | null;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  views: Generated<number>;
  claps_count: Generated<number>;
  comments_count: Generated<number>;
  created_at: number;
  /** The title in search form (lib/search-text.ts); kept by the repository on every write. */
  search_text: Generated<string>;
  /** The description in search form (lib/search-text.ts), written with it. */
  search_body: Generated<string>;
  /** When title, description, platform or orientation last changed (ms); see migration 0012. */
  search_changed_at: Generated<number>;
  /** C2PA Content Credentials read at upload (media/c2pa.ts); flags 0/1, all null when never read. */
  c2pa_present: number | null;
  /** Signature and hash bindings intact (not: signer on a trust list). */
  c2pa_valid: number | null;
  /** Valid and the signer chains to a claim-signer trust anchor (config `c2paTrust`); null before 0008. */
  c2pa_trusted: number | null;
  /** The claim generator: the tool that made the claim. */
  c2pa_generator: string | null;
  /** The manifest asserts trainedAlgorithmicMedia or compositeWithTrainedAlgorithmicMedia. */
  c2pa_ai: number | null;
  /** The signer's organisation from its certificate. */
  c2pa_issuer: string | null;
  /** 1 while the upload's processing job has not finished: only its owner sees it. */
  processing: Generated<number>;
}

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

export interface FollowsTable {
  follower_id: string;
  following_id: string;
  created_at: number;
}

export interface VideoFlagCategoriesTable {
  id: number;
  name: string;
  description: string;
}

export type FlagStatus = 'pending' | 'dismissed' | 'deleted';

export interface VideoFlagsTable {
  id: Generated<number>;
  /** Null once an admin deleted the video; the title snapshot keeps the archive readable. */
  video_id: number | null;
  video_title: string;
  reporter_id: string;
  category_id: number;
  reason: string;
  /** Optional moment in the video the report is about, in seconds. */
  video_timestamp: number | null;
  status: Generated<FlagStatus>;
  created_at: number;
  reviewed_at: number | null;
  reviewed_by: string | null;
}

export type SocialPlatform = 'twitter' | 'instagram' | 'youtube' | 'website';

export interface SocialProfilesTable {
  profile_id: string;
  platform: SocialPlatform;
  handle: string;
  display_order: number;
}

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
