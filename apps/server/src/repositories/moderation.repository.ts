import type { Kysely } from 'kysely';
import type { Database, FlagStatus } from '../db/schema.js';
import { dailyCounter } from './daily-counters.js';

const flags = dailyCounter('flags');

export function createModerationRepository(db: Kysely<Database>) {
  return {
    flagsCountOf: (userId: string) => flags.usage(db, userId),

    hasFlagged: async (videoId: number, reporterId: string) =>
      (await db
        .selectFrom('video_flags')
        .select('id')
        .where('video_id', '=', videoId)
        .where('reporter_id', '=', reporterId)
        .executeTakeFirst()) !== undefined,

    /**
     * Takes one of the day's flag slots and inserts the flag in one transaction. Returns
     * 'limit' when the day's slots are used, 'duplicate' when this reporter already flagged the video.
     */
    insertWithinDailyLimit: (
      flag: {
        video_id: number;
        video_title: string;
        reporter_id: string;
        category_id: number;
        reason: string;
        video_timestamp: number | null;
        created_at: number;
      },
      today: string,
      dailyLimit: number,
    ) =>
      db.transaction().execute(async (trx) => {
        if (
          await trx
            .selectFrom('video_flags')
            .select('id')
            .where('video_id', '=', flag.video_id)
            .where('reporter_id', '=', flag.reporter_id)
            .executeTakeFirst()
        ) {
          return 'duplicate' as const;
        }
        if (!(await flags.take(trx, flag.reporter_id, today, dailyLimit))) return 'limit' as const;
        const row = await trx.insertInto('video_flags').values(flag).returning('id').executeTakeFirstOrThrow();
        return row.id;
      }),

    /** Reports with the status group asked for, with reporter, category and the video if it still exists. */
    listFlags: (statuses: FlagStatus[]) =>
      db
        .selectFrom('video_flags as f')
        .innerJoin('profiles as r', 'r.id', 'f.reporter_id')
        .innerJoin('video_flag_categories as c', 'c.id', 'f.category_id')
        .leftJoin('videos as v', 'v.id', 'f.video_id')
        .leftJoin('profiles as o', 'o.id', 'v.owner_id')
        .select([
          'f.id',
          'f.video_id',
          'f.video_title',
          'f.reason',
          'f.video_timestamp',
          'f.status',
          'f.created_at',
          'f.reviewed_at',
          'r.id as reporter_id',
          'r.username as reporter_username',
          'c.id as category_id',
          'c.name as category_name',
          'v.thumbnail_url',
          'v.c2pa_present',
          'v.c2pa_valid',
          'v.c2pa_trusted',
          'v.c2pa_ai',
          'v.c2pa_generator',
          'v.c2pa_issuer',
          'o.id as owner_id',
          'o.username as owner_username',
        ])
        .where('f.status', 'in', statuses)
        .orderBy('f.created_at', 'desc')
        .limit(500)
        .execute(),

    countByStatus: (statuses: FlagStatus[]) =>
      db
        .selectFrom('video_flags')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', 'in', statuses)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),

    pendingFlagIdsOf: async (videoId: number) =>
      (
        await db
          .selectFrom('video_flags')
          .select('id')
          .where('video_id', '=', videoId)
          .where('status', '=', 'pending')
          .execute()
      ).map((r) => r.id),

    /** Decides every pending report of a video at once and writes the audit entry with it. */
    review: (input: {
      videoId: number;
      videoTitle: string;
      status: 'dismissed' | 'deleted';
      actorId: string;
      at: number;
    }) =>
      db.transaction().execute(async (trx) => {
        const ids = (
          await trx
            .selectFrom('video_flags')
            .select('id')
            .where('video_id', '=', input.videoId)
            .where('status', '=', 'pending')
            .execute()
        ).map((r) => r.id);
        if (ids.length > 0) {
          await trx
            .updateTable('video_flags')
            .set({ status: input.status, reviewed_at: input.at, reviewed_by: input.actorId })
            .where('id', 'in', ids)
            .execute();
        }
        await trx
          .insertInto('audit_log')
          .values({
            actor_id: input.actorId,
            action: input.status === 'dismissed' ? 'dismiss' : 'delete_video',
            video_id: input.videoId,
            video_title: input.videoTitle,
            flag_ids: JSON.stringify(ids),
            created_at: input.at,
          })
          .execute();
        return ids;
      }),

    auditLog: (limit: number) =>
      db
        .selectFrom('audit_log as a')
        .leftJoin('profiles as p', 'p.id', 'a.actor_id')
        .select([
          'a.id',
          'a.actor_id',
          'p.username',
          'a.action',
          'a.video_id',
          'a.video_title',
          'a.flag_ids',
          'a.created_at',
        ])
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(limit)
        .execute(),

    adminEmails: async () =>
      (
        await db
          .selectFrom('profiles as p')
          .innerJoin('users as u', 'u.id', 'p.id')
          .select('u.email')
          .where('p.is_admin', '=', 1)
          .where('p.deleted_at', 'is', null)
          .execute()
      ).map((r) => r.email),
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
