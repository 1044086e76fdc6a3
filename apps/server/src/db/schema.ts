import type {
  AccountsTable,
  AuthThrottleTable,
  EndedSessionsTable,
  PasskeysTable,
  SessionsTable,
  TotpLastStepsTable,
  TwoFactorsTable,
  UsersTable,
  VerificationsTable,
} from './schema/accounts.js';
import type { ClapsTable, CollectionsTable, CollectionVideosTable, CommentsTable } from './schema/engagement.js';
import type {
  OwnerDaySourcesTable,
  OwnerDayStatsTable,
  OwnerViewersTable,
  VideoDaySourcesTable,
  VideoDayStatsTable,
  VideoViewersTable,
} from './schema/studio.js';
import type { FeedHidesTable, FeedServedTable, FeedTastesTable, WatchProgressTable } from './schema/for-you.js';
import type {
  FlagLimitsTable,
  JobsTable,
  OpenUploadsTable,
  UploadLimitsTable,
  WriteLimitEventsTable,
  WriteLimitsTable,
} from './schema/limits-and-jobs.js';
import type {
  AccountActionsTable,
  AppealsTable,
  AuditLogTable,
  VideoFlagCategoriesTable,
  VideoFlagsTable,
} from './schema/moderation.js';
import type {
  NotificationActorsTable,
  NotificationDigestsTable,
  NotificationPreferencesTable,
  NotificationsTable,
} from './schema/notifications.js';
import type {
  BlocksTable,
  DataExportsTable,
  FollowsTable,
  MutesTable,
  ProfilesTable,
  SocialProfilesTable,
} from './schema/people.js';
import type {
  VideoCaptionsTable,
  VideoCategoriesTable,
  VideoLabelsTable,
  VideoPlatformsTable,
  VideoViewAddressesTable,
  VideoViewsTable,
  VideosTable,
} from './schema/videos.js';

export type * from './schema/accounts.js';
export type * from './schema/engagement.js';
export type * from './schema/studio.js';
export type * from './schema/for-you.js';
export type * from './schema/limits-and-jobs.js';
export type * from './schema/moderation.js';
export type * from './schema/notifications.js';
export type * from './schema/people.js';
export type * from './schema/videos.js';

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
  video_day_stats: VideoDayStatsTable;
  video_day_sources: VideoDaySourcesTable;
  video_viewers: VideoViewersTable;
  owner_day_stats: OwnerDayStatsTable;
  owner_day_sources: OwnerDaySourcesTable;
  owner_viewers: OwnerViewersTable;
  video_view_addresses: VideoViewAddressesTable;
  auth_throttle: AuthThrottleTable;
  ended_sessions: EndedSessionsTable;
  jobs: JobsTable;
  write_limits: WriteLimitsTable;
  write_limit_events: WriteLimitEventsTable;
  account_actions: AccountActionsTable;
  blocks: BlocksTable;
  collections: CollectionsTable;
  collection_videos: CollectionVideosTable;
  mutes: MutesTable;
  feed_tastes: FeedTastesTable;
  feed_hides: FeedHidesTable;
  watch_progress: WatchProgressTable;
  feed_served: FeedServedTable;
}
