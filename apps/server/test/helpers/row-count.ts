import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

/** How many rows a table holds: what "nothing was written" is checked by. */
export async function rowCount(db: Kysely<Database>, table: keyof Database): Promise<number> {
  return Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}
