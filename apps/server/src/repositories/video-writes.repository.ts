import type { Insertable, Kysely } from 'kysely';
import type { Database, VideosTable } from '../db/schema.js';

export function createVideoWritesRepository(db: Kysely<Database>) {
  return {
    insert: async (values: Insertable<VideosTable>) =>
      await db.insertInto('videos').values(values).returning(['id', 'orientation']).executeTakeFirstOrThrow(),
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
