import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Counters for the per-account sign-in throttle and the per-recipient mail limits
 * (auth/throttle.ts), kept in the database so that every instance sees the same counts; and the
 * sessions ended by an account deletion, so that a device still holding one is told once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bigint = dialectOf(db) === 'postgres' ? 'bigint' : 'integer';

  await db.schema
    .createTable('auth_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', bigint, (c) => c.notNull())
    .execute();
  // Old windows are pruned by age.
  await db.schema.createIndex('auth_throttle_window_idx').on('auth_throttle').column('window_start').execute();

  await db.schema
    .createTable('ended_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', bigint, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ended_sessions').execute();
  await db.schema.dropIndex('auth_throttle_window_idx').execute();
  await db.schema.dropTable('auth_throttle').execute();
}
