import type { Locale, SensitiveChoice } from '@promptreel/contract';
import type { Generated } from 'kysely';

/**
 * Tables of people: profiles, their links, who follows, blocks or mutes whom, and data exports.
 */

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
  /** Moves with each thing they do that For You learns from (migration 0032). */
  feed_version: Generated<number>;
  /** What they see of sensitive videos (migration 0040; contract SENSITIVE_CHOICES). */
  sensitive_choice: Generated<SensitiveChoice>;
  /** Their language (migration 0043; contract LOCALES); null until chosen. */
  locale: Locale | null;
}

export type SocialPlatform = 'twitter' | 'instagram' | 'youtube' | 'website';

export interface SocialProfilesTable {
  profile_id: string;
  platform: SocialPlatform;
  handle: string;
  display_order: number;
}

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
