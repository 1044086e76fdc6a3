import type { EmailKind } from '@promptreel/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { enqueueJob } from './jobs.repository.js';
import { withActors } from './notification-rows.js';
import { actorHidden } from './notification-visibility.js';

/**
 * Notifications by e-mail: one at a time or in a daily digest, each queued as a job; a part is
 * marked as e-mailed when taken, so it goes once, and released when the e-mail did not go.
 */
export function createNotificationEmailQueries(db: Kysely<Database>) {
  return {
    /** An e-mail for this person's part of the notification, sent by a job. */
    queueEmail: (notificationId: number, actorId: string, at: number) =>
      enqueueJob(db, 'send-notification-email', { notificationId, actorId }, at),

    /** The person's daily digest, unless one is already waiting: its job runs at `dueAt`. */
    scheduleDigest: (userId: string, at: number, dueAt: number) =>
      db.transaction().execute(async (trx) => {
        const added = await trx
          .insertInto('notification_digests')
          .values({ user_id: userId, due_at: dueAt })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .returning('user_id')
          .execute();
        if (added.length) await enqueueJob(trx, 'send-notification-digest', { userId }, at, dueAt);
      }),

    /**
     * The parts of one notification still to e-mail for this person (none when the notification was
     * read meanwhile or the part already went), marked as e-mailed in the same transaction.
     */
    takeForEmail: (notificationId: number, actorId: string, at: number) =>
      db.transaction().execute(async (trx) => {
        const taken = await trx
          .updateTable('notification_actors as a')
          .set({ emailed_at: at })
          .where('a.notification_id', '=', notificationId)
          .where('a.actor_id', '=', actorId)
          .where('a.emailed_at', 'is', null)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('notifications as n')
                .select('n.id')
                .where('n.id', '=', notificationId)
                .where('n.read_at', 'is', null)
                .where((inner) => inner.not(actorHidden(inner))),
            ),
          )
          .returning('actor_id')
          .execute();
        return taken.length ? ((await withActors(trx, [notificationId]))[0] ?? null) : null;
      }),

    /** Undoes `takeForEmail` or `takeDigest` when the e-mail did not go, so the job's retry sends it. */
    releaseEmailed: async (notificationIds: number[], at: number, actorId?: string) => {
      if (notificationIds.length === 0) return;
      await db
        .updateTable('notification_actors')
        .set({ emailed_at: null })
        .where('notification_id', 'in', notificationIds)
        .where('emailed_at', '=', at)
        .$if(actorId !== undefined, (q) => q.where('actor_id', '=', actorId!))
        .execute();
    },

    /**
     * The digest's content: the unread notifications of the given kinds with parts not yet e-mailed,
     * all marked as e-mailed; the digest's row goes, so the next notification schedules another.
     */
    takeDigest: (userId: string, kinds: EmailKind[], at: number) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('notification_digests').where('user_id', '=', userId).execute();
        if (kinds.length === 0) return [];
        const pending = await trx
          .selectFrom('notification_actors as a')
          .innerJoin('notifications as n', 'n.id', 'a.notification_id')
          .select('n.id')
          .distinct()
          .where('n.recipient_id', '=', userId)
          .where('n.read_at', 'is', null)
          .where('n.kind', 'in', kinds)
          .where('a.emailed_at', 'is', null)
          .where((eb) => eb.not(actorHidden(eb)))
          .execute();
        const ids = pending.map((p) => p.id);
        if (ids.length === 0) return [];
        await trx
          .updateTable('notification_actors')
          .set({ emailed_at: at })
          .where('notification_id', 'in', ids)
          .where('emailed_at', 'is', null)
          .execute();
        return (await withActors(trx, ids)).sort((a, b) => b.updated_at - a.updated_at);
      }),
  };
}
