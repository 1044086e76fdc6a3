import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Decisions on accounts: warnings, suspensions (until `ends_at`) and bans, kept as rows that a
 * later appeal can name by id. `profiles.suspended_until` and `profiles.banned_at` repeat the
 * current state, so that every write checks it with one primary-key read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const bigint = pg ? 'bigint' : 'integer';

  await db.schema
    .createTable('account_actions')
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('guideline_section', 'text', (c) => c.notNull())
    .addColumn('ends_at', bigint)
    .addColumn('actor_id', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addColumn('lifted_at', bigint)
    .addColumn('lifted_by', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addCheckConstraint('account_actions_kind', sql`kind in ('warn', 'suspend', 'ban')`)
    .execute();
  await db.schema
    .createIndex('account_actions_user_idx')
    .on('account_actions')
    .columns(['user_id', 'created_at desc'])
    .execute();

  await db.schema.alterTable('profiles').addColumn('suspended_until', bigint).execute();
  await db.schema.alterTable('profiles').addColumn('banned_at', bigint).execute();
  // What a session ended by a suspension or a ban is told once (null: ended by the account's deletion).
  await db.schema.alterTable('ended_sessions').addColumn('notice', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ended_sessions').dropColumn('notice').execute();
  await db.schema.alterTable('profiles').dropColumn('banned_at').execute();
  await db.schema.alterTable('profiles').dropColumn('suspended_until').execute();
  await db.schema.dropIndex('account_actions_user_idx').execute();
  await db.schema.dropTable('account_actions').execute();
}
