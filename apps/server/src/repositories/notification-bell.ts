import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { notificationShown } from './notification-visibility.js';
import { withActors } from './notification-rows.js';

/** What the bell shows a person, and marking it read. */
export function createNotificationBellQueries(db: Kysely<Database>) {
  return {
    /** Newest first; `before` is the cursor (updated_at, id) of the last row of the previous page. */
    list: async (recipientId: string, before: { at: number; id: number } | null, limit: number) => {
      let q = db
        .selectFrom('notifications as n')
        .select(['id', 'updated_at'])
        .where('recipient_id', '=', recipientId)
        .where(notificationShown)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
      if (before)
        q = q.where((eb) =>
          eb.or([
            eb('updated_at', '<', before.at),
            eb.and([eb('updated_at', '=', before.at), eb('id', '<', before.id)]),
          ]),
        );
      const page = await q.execute();
      const rows = await withActors(
        db,
        page.map((p) => p.id),
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return page.map((p) => byId.get(p.id)!);
    },

    unreadCount: async (recipientId: string) =>
      Number(
        (
          await db
            .selectFrom('notifications as n')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('recipient_id', '=', recipientId)
            .where('read_at', 'is', null)
            .where(notificationShown)
            .executeTakeFirstOrThrow()
        ).count,
      ),

    /** False when the recipient has no such notification. */
    markRead: async (recipientId: string, id: number, at: number) => {
      const found = await db
        .selectFrom('notifications')
        .select(['id', 'read_at'])
        .where('id', '=', id)
        .where('recipient_id', '=', recipientId)
        .executeTakeFirst();
      if (!found) return false;
      if (found.read_at === null)
        await db.updateTable('notifications').set({ read_at: at }).where('id', '=', id).execute();
      return true;
    },

    markAllRead: (recipientId: string, at: number) =>
      db
        .updateTable('notifications')
        .set({ read_at: at })
        .where('recipient_id', '=', recipientId)
        .where('read_at', 'is', null)
        .execute(),
  };
}
