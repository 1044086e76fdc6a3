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
  appeals: AppealsTable;
  video_labels: VideoLabelsTable;
  video_captions: VideoCaptionsTable;
  data_exports: DataExportsTable;
  two_factors: TwoFactorsTable;
  totp_last_steps: TotpLastStepsTable;
  passkeys: PasskeysTable;
  notifications: NotificationsTable;
  notification_actors: NotificationActorsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_digests: NotificationDigestsTable;
  video_views: VideoViewsTable;
  video_view_addresses: VideoViewAddressesTable;
  auth_throttle: AuthThrottleTable;
  ended_sessions: EndedSessionsTable;
  jobs: JobsTable;
  write_limits: WriteLimitsTable;
  write_limit_events: WriteLimitEventsTable;
  account_actions: AccountActionsTable;
  blocks: BlocksTable;
  mutes: MutesTable;
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
  /** What the device is told once when a suspension or a ban ended it (migration 0020); null: a deletion. */
  notice: string | null;
}

/** The last counted view of each viewer per video ('u:', 's:' or 'a:' key). */
export interface VideoViewsTable {
  video_id: number;
  viewer_key: string;
  counted_at: number;
}

/** Migration 0029: the counted views of one address per video, `slot` 0 to the limit − 1. */
export interface VideoViewAddressesTable {
  video_id: number;
  address_key: string;
  slot: number;
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
  /** One of the contract's AUDIT_ACTIONS (migration 0017 left the check to the contract). */
  action: string;
  target_type: 'video' | 'comment' | 'profile';
  target_id: string | null;
  /** The target's title, comment opening or '@name' when decided; the target may be gone since. */
  target_label: string;
  /** The video the decision concerns (a comment's video too), while it exists. */
  video_id: number | null;
  reason: string | null;
  /** JSON array of the report ids the decision settled. */
  flag_ids: string;
  /** What exactly was decided where the action alone does not say: the label put on or taken off. */
  detail: string | null;
  created_at: number;
}

/** A moderator's label on a video (migration 0022), with the decision that put it there. */
/** A 'Download your data' request and its ZIP (migration 0025). */
export interface DataExportsTable {
  id: Generated<number>;
  user_id: string;
  status: Generated<'preparing' | 'ready' | 'failed'>;
  /** SHA-256 (base64url) of the e-mailed link's token; null until the ZIP is ready. */
  token_hash: string | null;
  /** Key in the 'exports' bucket. */
  object_key: string | null;
  size_bytes: number | null;
  created_at: number;
  expires_at: number | null;
}

/** One WebVTT file per video and language (migration 0024). */
export interface VideoCaptionsTable {
  video_id: number;
  language: string;
  vtt: string;
  /** Its cues' text in search form (lib/search-text.ts). */
  search_text: string;
  updated_at: number;
}

export interface VideoLabelsTable {
  video_id: number;
  label: string;
  decision_id: number;
  created_at: number;
}

export type AppealStatus = 'pending' | 'upheld' | 'overturned';

/** One appeal per decision (migration 0021), by the person the decision concerns. */
export interface AppealsTable {
  id: Generated<number>;
  /** The audit-log entry of the decision appealed. */
  decision_id: number;
  appellant_id: string;
  body: string;
  status: Generated<AppealStatus>;
  outcome_reason: string | null;
  decided_by: string | null;
  created_at: number;
  decided_at: number | null;
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
  two_factor_enabled: Generated<AuthBool>;
}

/** Something to tell a person (migration 0027); grouped by `group_key` while unread. */
export interface NotificationsTable {
  id: Generated<number>;
  recipient_id: string;
  kind: 'follow' | 'comment' | 'reply' | 'clap' | 'moderation';
  group_key: string | null;
  video_id: number | null;
  text: string | null;
  link: string | null;
  created_at: number;
  updated_at: number;
  read_at: number | null;
}

export interface NotificationActorsTable {
  notification_id: number;
  actor_id: string;
  at: number;
  emailed_at: number | null;
}

export interface NotificationPreferencesTable {
  user_id: string;
  kind: string;
  email: 'off' | 'immediately' | 'daily';
}

export interface NotificationDigestsTable {
  user_id: string;
  due_at: number;
}

/** An authenticator app's secret and the backup codes, encrypted by the auth library (migration 0026). */
export interface TwoFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: Generated<AuthBool>;
  failed_verification_count: Generated<number>;
  locked_until: AuthDate | null;
}

/** The last authenticator-app time step taken from a person (migration 0028). */
export interface TotpLastStepsTable {
  user_id: string;
  step: number;
}

/** A WebAuthn credential's public key (migration 0026); the private key never leaves the device. */
export interface PasskeysTable {
  id: string;
  user_id: string;
  name: string | null;
  credential_id: string;
  public_key: string;
  counter: number;
  device_type: string;
  backed_up: AuthBool;
  transports: string | null;
  aaguid: string | null;
  created_at: AuthDate;
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
  /** Until when (ms) the account may not write (migration 0020); past or null: not suspended. */
  suspended_until: number | null;
  /** When the account was banned (ms); null unless a ban stands. */
  banned_at: number | null;
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
  /** Set while a moderator's removal holds the video for a possible appeal (migration 0021). */
  held_at: number | null;
  held_by: string | null;
  /** The random folder its files are kept under while held, never served. */
  held_prefix: string | null;
  /** Its `video_labels`, comma-separated in VIDEO_LABELS order ('' for none), for the cards. */
  labels: Generated<string>;
  /** The languages of its `video_captions`, comma-separated in CAPTION_LANGUAGES order ('' for none). */
  caption_languages: Generated<string>;
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

/** A block (migration 0018): `blocked_id` may not comment on `blocker_id`'s videos nor follow them. */
export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: number;
}

/** A mute (migration 0018): `muted_id`'s videos and comments are hidden from `muter_id`. */
export interface MutesTable {
  muter_id: string;
  muted_id: string;
  created_at: number;
}

export interface VideoFlagCategoriesTable {
  id: number;
  name: string;
  description: string;
}

export type FlagStatus = 'pending' | 'dismissed' | 'deleted' | 'actioned';

/** What a report is about (migration 0019). */
export type FlagTargetType = 'video' | 'comment' | 'profile';

export interface VideoFlagsTable {
  id: Generated<number>;
  target_type: Generated<FlagTargetType>;
  /**
   * The reported video, or a reported comment's video (for context). Null once the video is gone;
   * the title snapshot keeps the archive readable. Null for a profile's report.
   */
  video_id: number | null;
  video_title: string | null;
  /** A comment's report: the comment (no foreign key: kept after the comment is deleted). */
  comment_id: number | null;
  /** A profile's report: the person reported. */
  profile_id: string | null;
  /** The comment's opening or '@name' when reported, shown once the target is gone. */
  target_label: string | null;
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

export type AccountActionKind = 'warn' | 'suspend' | 'ban';

/** A moderator's decision on an account (migration 0020): what an appeal will name by id. */
export interface AccountActionsTable {
  id: Generated<number>;
  user_id: string;
  kind: AccountActionKind;
  reason: string;
  /** A slug of the contract's GUIDELINE_SECTIONS. */
  guideline_section: string;
  /** A suspension's end (ms); null for warnings and bans. */
  ends_at: number | null;
  actor_id: string | null;
  created_at: number;
  lifted_at: number | null;
  lifted_by: string | null;
}
