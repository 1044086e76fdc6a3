import { type Kysely, sql } from 'kysely';

const FLAGS = ['c2pa_present', 'c2pa_valid', 'c2pa_ai'] as const;
const TEXTS = ['c2pa_generator', 'c2pa_issuer'] as const;

/**
 * What an upload's C2PA Content Credentials say (media/c2pa.ts). Null for videos stored before
 * this migration or without a read; flags are 0/1 integers on both databases, so one code path
 * reads them. One column per statement: SQLite adds a single column per ALTER TABLE.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of FLAGS) {
    await db.schema
      .alterTable('videos')
      .addColumn(column, 'integer', (c) => c.check(sql`${sql.ref(column)} in (0, 1)`))
      .execute();
  }
  for (const column of TEXTS) await db.schema.alterTable('videos').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...TEXTS, ...FLAGS].reverse())
    await db.schema.alterTable('videos').dropColumn(column).execute();
}
