import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, VideosTable } from '../db/schema.js';
import { searchText } from '../lib/search-text.js';

// Every write of a title writes its search form with it.
const withSearch = <T extends { title?: string }>(values: T) =>
  values.title === undefined ? values : { ...values, search_text: searchText(values.title) };

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
    insertWithinDailyLimit: (values: Insertable<VideosTable>, today: string, dailyLimit: number) =>
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
        return trx
          .insertInto('videos')
          .values(withSearch(values))
          .returning(['id', 'orientation'])
          .executeTakeFirstOrThrow();
      }),

    uploadLimitOf: (userId: string) =>
      db
        .selectFrom('upload_limits')
        .select(['daily_uploads', 'last_upload_date'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    ownershipOf: (id: number) =>
      db
        .selectFrom('videos')
        .select(['id', 'owner_id', 'file_path', 'thumbnail_url', 'title'])
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
