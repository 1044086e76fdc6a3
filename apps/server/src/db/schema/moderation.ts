import type { Generated } from 'kysely';

/**
 * Tables of moderation: reports, decisions (the audit log and account actions) and appeals.
 */

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
