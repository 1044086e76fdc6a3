import type { NotificationKind } from '@promptreel/contract';
import type { Generated } from 'kysely';

/**
 * Tables of notifications: the bell's entries, who they are about, e-mail choices and digests.
 */

/** Something to tell a person (migration 0027); grouped by `group_key` while unread. */
export interface NotificationsTable {
  id: Generated<number>;
  recipient_id: string;
  /** Contract NOTIFICATION_KINDS (checked there since migration 0035). */
  kind: NotificationKind;
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
