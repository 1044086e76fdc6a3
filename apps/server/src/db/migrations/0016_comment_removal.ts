import { type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * A comment removed by the video's creator or a moderator stays, hidden from everyone but its
 * author (who sees who removed it), so that an appeal can bring it back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bigint = dialectOf(db) === 'postgres' ? 'bigint' : 'integer';
  await db.schema.alterTable('comments').addColumn('removed_at', bigint).execute();
  // 'creator' or 'moderator'
  await db.schema.alterTable('comments').addColumn('removed_by', 'text').execute();
  await db.schema.alterTable('comments').addColumn('removed_by_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['removed_by_id', 'removed_by', 'removed_at'])
    await db.schema.alterTable('comments').dropColumn(column).execute();
}
