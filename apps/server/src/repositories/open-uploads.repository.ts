import type { Insertable, Kysely } from 'kysely';
import type { Database, OpenUploadsTable } from '../db/schema.js';
import { dailyCounter } from './daily-counters.js';

const uploads = dailyCounter('uploads');

/**
 * Uploads under way (tus): each holds one of its owner's daily slots and its declared bytes until
 * it finishes (video-writes.repository.ts `insertWithinDailyLimit`), is cancelled or expires.
 */
export function createOpenUploadsRepository(db: Kysely<Database>) {
  return {
    /**
     * Records an unfinished upload if its owner's day and bytes in flight allow it: finished uploads
     * today plus open ones must stay under `dailyLimit`, and the open ones' declared bytes under
     * `maxOpenBytes`. Open rows created before `liveSince` have expired and no longer count.
     * A no-op update of the owner's limits row takes its row lock first, so on PostgreSQL one
     * owner's parallel creations check and insert one after another (SQLite runs one write
     * transaction at a time anyway): two parallel last creations cannot both pass.
     */
    openUpload: (
      row: Insertable<OpenUploadsTable>,
      rules: { today: string; dailyLimit: number; maxOpenBytes: number; liveSince: number },
    ): Promise<'opened' | 'daily_limit' | 'bytes_in_flight'> =>
      db.transaction().execute(async (trx) => {
        const limits = await uploads.lock(trx, row.owner_id, rules.today);
        const open = await trx
          .selectFrom('open_uploads')
          .select((eb) => [
            eb.fn.countAll().as('n'),
            eb.fn.coalesce(eb.fn.sum('declared_bytes'), eb.lit(0)).as('bytes'),
          ])
          .where('owner_id', '=', row.owner_id)
          .where('created_at', '>=', rules.liveSince)
          .executeTakeFirstOrThrow();
        const finishedToday = limits.day === rules.today ? limits.count : 0;
        if (finishedToday + Number(open.n) >= rules.dailyLimit) return 'daily_limit';
        if (Number(open.bytes) + Number(row.declared_bytes) > rules.maxOpenBytes) return 'bytes_in_flight';
        await trx.insertInto('open_uploads').values(row).execute();
        return 'opened';
      }),

    /** The upload finished, was refused or cancelled: its slot and bytes are free again. */
    closeUpload: (uploadId: string) => db.deleteFrom('open_uploads').where('upload_id', '=', uploadId).execute(),

    /** Forgets open uploads created before `before` (the tus store has deleted their files). */
    pruneOpenUploads: (before: number) => db.deleteFrom('open_uploads').where('created_at', '<', before).execute(),

    /** Unexpired open uploads of `userId`: each holds one of the day's slots (see openUpload). */
    openUploadsCountOf: async (userId: string, liveSince: number) =>
      Number(
        (
          await db
            .selectFrom('open_uploads')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('owner_id', '=', userId)
            .where('created_at', '>=', liveSince)
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}

export type OpenUploadsRepository = ReturnType<typeof createOpenUploadsRepository>;
