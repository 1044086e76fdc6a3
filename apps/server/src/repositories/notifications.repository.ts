import type { EmailChoice, EmailKind, NotificationKind } from '@promptreel/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { enqueueJob } from './jobs.repository.js';
import { actorHidden, notificationShown } from './notification-visibility.js';

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

/** A notification as listed: its newest person and how many others. */
export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  video_id: number | null;
  video_title: string | null;
  text: string | null;
  link: string | null;
  updated_at: number;
  read_at: number | null;
  actor_username: string | null;
  actor_avatar_url: string | null;
  actor_deleted_at: number | null;
  actors: number;
}

type Db = Kysely<Database> | Transaction<Database>;

export function createNotificationsRepository(db: Kysely<Database>) {
  /** The page's rows, each with its newest person (a deleted account shows as such) and its count of people. */
  async function withActors(trx: Db, ids: number[]): Promise<NotificationRow[]> {
    if (ids.length === 0) return [];
    const rows = await trx
      .selectFrom('notifications as n')
      .leftJoin('videos as v', 'v.id', 'n.video_id')
      .select([
        'n.id',
        'n.kind',
        'n.video_id',
        'v.title as video_title',
        'n.text',
        'n.link',
        'n.updated_at',
        'n.read_at',
      ])
      .where('n.id', 'in', ids)
      .execute();
    const actors = await trx
      .selectFrom('notification_actors as a')
      .innerJoin('profiles as p', 'p.id', 'a.actor_id')
      .innerJoin('notifications as n', 'n.id', 'a.notification_id')
      .select(['a.notification_id', 'a.at', 'p.username', 'p.avatar_url', 'p.deleted_at'])
      .where('a.notification_id', 'in', ids)
      .where((eb) => eb.not(actorHidden(eb)))
      .orderBy('a.at', 'desc')
      .execute();
    return rows.map((r) => {
      const mine = actors.filter((a) => a.notification_id === r.id);
      const newest = mine[0];
      return {
        ...r,
        actor_username: newest?.username ?? null,
        actor_avatar_url: newest?.avatar_url ?? null,
        actor_deleted_at: newest?.deleted_at ?? null,
        actors: mine.length,
      };
    });
  }

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

    /** What an e-mail job needs to know before taking anything: the kind and who it is for. */
    kindAndRecipient: (id: number) =>
      db.selectFrom('notifications').select(['kind', 'recipient_id']).where('id', '=', id).executeTakeFirst(),

    ownerOfVideo: async (videoId: number) =>
      (await db.selectFrom('videos').select('owner_id').where('id', '=', videoId).executeTakeFirst())?.owner_id ?? null,

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
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
