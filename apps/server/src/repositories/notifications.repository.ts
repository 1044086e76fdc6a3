import type { EmailChoice, EmailKind, NotificationKind } from '@promptreel/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createNotificationBellQueries } from './notification-bell.js';
import { createNotificationEmailQueries } from './notification-emails.js';
import { createNotificationFollowerQueries } from './notification-followers.js';

export type { NotificationRow } from './notification-rows.js';

export interface NewNotification {
  recipientId: string;
  kind: NotificationKind;
  /** Same key, same unread row: 'clap:12' gathers the claps on video 12 until they are read. */
  groupKey: string | null;
  videoId: number | null;
  actorId: string | null;
  text?: string | null;
  link?: string | null;
  at: number;
}

/** Notifications: recording them, the bell's queries, e-mail choices and the e-mails' queue. */
export function createNotificationsRepository(db: Kysely<Database>) {
  return {
    /**
     * Adds the event to its unread group (or a new row) and its person to that row. `fresh` is false
     * when this person was already in the group (a clap taken back and given again): nothing new to tell.
     */
    record: (n: NewNotification) =>
      db.transaction().execute(async (trx) => {
        const open =
          n.groupKey === null
            ? undefined
            : await trx
                .selectFrom('notifications')
                .select('id')
                .where('recipient_id', '=', n.recipientId)
                .where('group_key', '=', n.groupKey)
                .where('read_at', 'is', null)
                .executeTakeFirst();
        let id: number;
        if (open) {
          id = open.id;
          await trx.updateTable('notifications').set({ updated_at: n.at }).where('id', '=', id).execute();
        } else {
          const inserted = await trx
            .insertInto('notifications')
            .values({
              recipient_id: n.recipientId,
              kind: n.kind,
              group_key: n.groupKey,
              video_id: n.videoId,
              text: n.text ?? null,
              link: n.link ?? null,
              created_at: n.at,
              updated_at: n.at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = inserted.id;
        }
        if (n.actorId === null) return { id, fresh: true };
        const added = await trx
          .insertInto('notification_actors')
          .values({ notification_id: id, actor_id: n.actorId, at: n.at, emailed_at: null })
          .onConflict((oc) => oc.columns(['notification_id', 'actor_id']).doNothing())
          .returning('actor_id')
          .execute();
        return { id, fresh: added.length > 0 };
      }),

    /** What an e-mail job needs to know before taking anything: the kind and who it is for. */
    kindAndRecipient: (id: number) =>
      db.selectFrom('notifications').select(['kind', 'recipient_id']).where('id', '=', id).executeTakeFirst(),

    ownerOfVideo: async (videoId: number) =>
      (await db.selectFrom('videos').select('owner_id').where('id', '=', videoId).executeTakeFirst())?.owner_id ?? null,

    choices: async (userId: string): Promise<Partial<Record<EmailKind, EmailChoice>>> => {
      const rows = await db
        .selectFrom('notification_preferences')
        .select(['kind', 'email'])
        .where('user_id', '=', userId)
        .execute();
      return Object.fromEntries(rows.map((r) => [r.kind, r.email]));
    },

    setChoices: (userId: string, choices: Partial<Record<EmailKind, EmailChoice>>) =>
      db.transaction().execute(async (trx) => {
        for (const [kind, email] of Object.entries(choices)) {
          await trx
            .insertInto('notification_preferences')
            .values({ user_id: userId, kind, email })
            .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ email }))
            .execute();
        }
      }),

    /** Who commented on a video before (its creator and `except` left out), newest first. */
    earlierCommenters: async (videoId: number, except: string[], limit: number) =>
      (
        await db
          .selectFrom('comments')
          .select('author_id')
          .where('video_id', '=', videoId)
          .where('removed_at', 'is', null)
          .where('author_id', 'not in', except)
          .groupBy('author_id')
          .orderBy((eb) => eb.fn.max('created_at'), 'desc')
          .limit(limit)
          .execute()
      ).map((r) => r.author_id),
    ...createNotificationBellQueries(db),
    ...createNotificationEmailQueries(db),
    ...createNotificationFollowerQueries(db),
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
