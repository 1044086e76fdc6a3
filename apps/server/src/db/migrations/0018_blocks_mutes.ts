import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Blocks and mutes, one row per pair. A block keeps the blocked person from commenting on the
 * blocker's videos and from following them (and ends any follow either way); a mute only hides the
 * muted person's videos and comments from the muter. The primary key serves "whom have I blocked
 * or muted" (the settings lists, the feed filters); the second index serves "who blocked me".
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bigint = dialectOf(db) === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .addCheckConstraint('blocks_no_self', sql`blocker_id <> blocked_id`)
    .execute();
  await db.schema.createIndex('blocks_blocked_idx').on('blocks').column('blocked_id').execute();

  await db.schema
    .createTable('mutes')
    .addColumn('muter_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('muted_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('mutes_pk', ['muter_id', 'muted_id'])
    .addCheckConstraint('mutes_no_self', sql`muter_id <> muted_id`)
    .execute();
  await db.schema.createIndex('mutes_muted_idx').on('mutes').column('muted_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mutes').execute();
  await db.schema.dropTable('blocks').execute();
}
