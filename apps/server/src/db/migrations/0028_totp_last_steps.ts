import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * The last authenticator-app time step each person signed in or confirmed with: a code is taken
 * only for a later step, so one code never works twice (ASVS 2.8.4).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bigint = dialectOf(db) === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('totp_last_steps')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('step', bigint, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('totp_last_steps').execute();
}
