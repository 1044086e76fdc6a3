import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, OpenUploadsTable, VideosTable } from '../db/schema.js';
import { searchText } from '../lib/search-text.js';

const SEARCHED = ['title', 'subtitle', 'platform_id', 'orientation'] as const;

// Every write of a title or description writes its search form with it, and every write of what
// search matches or filters on says when, for the search index (migration 0012).
const withSearch = <T extends Updateable<VideosTable>>(values: T) => ({
  ...values,
  ...(values.title === undefined ? {} : { search_text: searchText(values.title) }),
  ...(values.subtitle === undefined ? {} : { search_body: searchText(values.subtitle ?? '') }),
  ...(SEARCHED.some((column) => values[column] !== undefined) ? { search_changed_at: Date.now() } : {}),
});

export function createVideoWritesRepository(db: Kysely<Database>) {
  return {
    insert: async (values: Insertable<VideosTable>) =>
      await db
        .insertInto('videos')
        .values(withSearch(values))
        .returning(['id', 'orientation'])
        .executeTakeFirstOrThrow(),

    /**
     * Takes one of the day's upload slots and inserts the video in one transaction, so two
     * parallel uploads cannot both take the last slot. Returns null when the day's slots are used.
     * The count resets when `last_upload_date` is not `today` (UTC).
     */
    insertWithinDailyLimit: (
      values: Insertable<VideosTable>,
      today: string,
      dailyLimit: number,
      /** The open upload that becomes this video: its slot turns into the finished one. */
      openUploadId?: string,
    ) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('upload_limits')
          .values({ user_id: values.owner_id, daily_uploads: 0, last_upload_date: today })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
        const taken = await trx
          .updateTable('upload_limits')
          .set((eb) => ({
            daily_uploads: eb
              .case()
              .when('last_upload_date', '=', today)
              .then(eb('daily_uploads', '+', 1))
              .else(1)
              .end(),
            last_upload_date: today,
          }))
          .where('user_id', '=', values.owner_id)
          .where((eb) => eb.or([eb('last_upload_date', '<>', today), eb('daily_uploads', '<', dailyLimit)]))
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 0) return null;
        if (openUploadId) await trx.deleteFrom('open_uploads').where('upload_id', '=', openUploadId).execute();
        return trx
          .insertInto('videos')
          .values(withSearch(values))
          .returning(['id', 'orientation'])
          .executeTakeFirstOrThrow();
      }),

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
        await trx
          .insertInto('upload_limits')
          .values({ user_id: row.owner_id, daily_uploads: 0, last_upload_date: rules.today })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
        const limits = await trx
          .updateTable('upload_limits')
          .set((eb) => ({ daily_uploads: eb.ref('daily_uploads') }))
          .where('user_id', '=', row.owner_id)
          .returning(['daily_uploads', 'last_upload_date'])
          .executeTakeFirstOrThrow();
        const open = await trx
          .selectFrom('open_uploads')
          .select((eb) => [
            eb.fn.countAll().as('n'),
            eb.fn.coalesce(eb.fn.sum('declared_bytes'), eb.lit(0)).as('bytes'),
          ])
          .where('owner_id', '=', row.owner_id)
          .where('created_at', '>=', rules.liveSince)
          .executeTakeFirstOrThrow();
        const finishedToday = limits.last_upload_date === rules.today ? limits.daily_uploads : 0;
        if (finishedToday + Number(open.n) >= rules.dailyLimit) return 'daily_limit';
        if (Number(open.bytes) + Number(row.declared_bytes) > rules.maxOpenBytes) return 'bytes_in_flight';
        await trx.insertInto('open_uploads').values(row).execute();
        return 'opened';
      }),

    /** The upload finished, was refused or cancelled: its slot and bytes are free again. */
    closeUpload: (uploadId: string) => db.deleteFrom('open_uploads').where('upload_id', '=', uploadId).execute(),

    /** Forgets open uploads created before `before` (the tus store has deleted their files). */
    pruneOpenUploads: (before: number) => db.deleteFrom('open_uploads').where('created_at', '<', before).execute(),

    uploadLimitOf: (userId: string) =>
      db
        .selectFrom('upload_limits')
        .select(['daily_uploads', 'last_upload_date'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    ownershipOf: (id: number) =>
      db
        .selectFrom('videos')
        .select(['id', 'owner_id', 'file_path', 'thumbnail_url', 'poster_variants', 'title'])
        .where('id', '=', id)
        .executeTakeFirst(),

    update: (id: number, values: Updateable<VideosTable>) =>
      db.updateTable('videos').set(withSearch(values)).where('id', '=', id).execute(),

    delete: (id: number) => db.deleteFrom('videos').where('id', '=', id).execute(),

    count: async () =>
      Number(
        (
          await db
            .selectFrom('videos')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    countProfiles: async () =>
      Number(
        (
          await db
            .selectFrom('profiles')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}

export type VideoWritesRepository = ReturnType<typeof createVideoWritesRepository>;
