import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Rate limits of comments, claps and follows (repositories/write-limits.ts), in the database so
 * every instance counts the same writes. `write_limits` holds one row per user and kind of write,
 * locked while a write is counted, so parallel writes of one user are counted one after another;
 * `write_limit_events` holds when each of the user's recent writes happened (a sliding window), and
 * a user's events older than the window are deleted as the next write is counted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bigint = dialectOf(db) === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('write_limits')
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    // 'comments', 'claps' or 'follows'.
    .addColumn('action', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('write_limits_pk', ['user_id', 'action'])
    .execute();
  await db.schema
    .createTable('write_limit_events')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('at', bigint, (c) => c.notNull())
    // Its lock row: deleting a profile takes its events with it.
    .addForeignKeyConstraint(
      'write_limit_events_limit_fk',
      ['user_id', 'action'],
      'write_limits',
      ['user_id', 'action'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // Counting a user's writes in the window and deleting the older ones both read this range only.
  await db.schema
    .createIndex('write_limit_events_idx')
    .on('write_limit_events')
    .columns(['user_id', 'action', 'at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('write_limit_events').execute();
  await db.schema.dropTable('write_limits').execute();
}
