import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/** The daily flag limit record (like the upload one) and the admin audit log. */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const bigint = pg ? 'bigint' : 'integer';

  await db.schema
    .createTable('flag_limits')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('daily_flags', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_flag_date', 'text', (c) => c.notNull())
    .addCheckConstraint('flag_limits_nonnegative', sql`daily_flags >= 0`)
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('actor_id', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('video_id', 'integer')
    .addColumn('video_title', 'text', (c) => c.notNull())
    .addColumn('flag_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addCheckConstraint('audit_log_action', sql`action in ('dismiss', 'delete_video')`)
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at desc']).execute();
  // Groups of reports per video in the admin desk.
  await db.schema.createIndex('video_flags_video_idx').on('video_flags').columns(['video_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('video_flags_video_idx').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('flag_limits').execute();
}
