import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * The audit log records decisions on any target (a video, a comment, a person), with the reason
 * given, and is filtered by target and by moderator. The action list grows with each kind of
 * decision, so it is checked by the contract, not by a constraint: SQLite cannot drop a check
 * without rebuilding the table, which is done here once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const bigint = pg ? 'bigint' : 'integer';

  await db.schema
    .createTable('audit_log_next')
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('actor_id', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    // 'video' | 'comment' | 'profile'
    .addColumn('target_type', 'text', (c) => c.notNull())
    // The video's or comment's id as text, or the person's id; null once nothing identifies it.
    .addColumn('target_id', 'text')
    // What the target was called when decided (a title, a comment's opening, '@name'): targets go.
    .addColumn('target_label', 'text', (c) => c.notNull())
    // The video a decision concerns, for a comment's too: the desk links to it while it exists.
    .addColumn('video_id', 'integer')
    .addColumn('reason', 'text')
    .addColumn('flag_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', bigint, (c) => c.notNull())
    .execute();

  await sql`
    insert into audit_log_next (id, actor_id, action, target_type, target_id, target_label, video_id, reason, flag_ids, created_at)
    select id, actor_id, action, 'video', cast(video_id as text), video_title, video_id, null, flag_ids, created_at
    from audit_log
  `.execute(db);
  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('audit_log_next').renameTo('audit_log').execute();
  if (pg) {
    // Copied ids were given explicitly; the identity must continue after them.
    await sql`select setval(pg_get_serial_sequence('audit_log', 'id'), coalesce((select max(id) from audit_log), 0) + 1, false)`.execute(
      db,
    );
  }
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at desc']).execute();
  await db.schema
    .createIndex('audit_log_target_idx')
    .on('audit_log')
    .columns(['target_type', 'created_at desc'])
    .execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'created_at desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['audit_log_actor_idx', 'audit_log_target_idx']) await db.schema.dropIndex(index).execute();
  await db.schema.alterTable('audit_log').dropColumn('reason').execute();
  await db.schema.alterTable('audit_log').dropColumn('target_id').execute();
  await db.schema.alterTable('audit_log').dropColumn('target_type').execute();
  await db.schema.alterTable('audit_log').renameColumn('target_label', 'video_title').execute();
}
