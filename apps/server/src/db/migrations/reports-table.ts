import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * Pieces of the reports table (video_flags) that several migrations create the same way: 0001, 0019
 * and 0023. Frozen: those migrations have run with exactly this on real databases, so a change here
 * would make a new install differ from an upgraded one. A later change to the table belongs in a new
 * migration (and, if it needs these, new pieces beside them).
 */

/** The desk's list by status and date, and the daily report limit (a reporter's since midnight UTC). */
export async function createReportListIndexes(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('video_flags_status_idx')
    .on('video_flags')
    .columns(['status', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('video_flags_reporter_idx')
    .on('video_flags')
    .columns(['reporter_id', 'created_at'])
    .execute();
}

/** One report per reporter per target (video, comment or profile), and the desk's groups per target. */
export async function createReportTargetIndexes(db: Kysely<any>): Promise<void> {
  const onePerReporter = [
    ['video_flags_one_per_reporter_video', 'video_id', sql.ref('target_type'), '=', 'video'],
    ['video_flags_one_per_reporter_comment', 'comment_id', sql.ref('comment_id'), 'is not', null],
    ['video_flags_one_per_reporter_profile', 'profile_id', sql.ref('profile_id'), 'is not', null],
  ] as const;
  for (const [name, target, column, op, value] of onePerReporter) {
    await db.schema
      .createIndex(name)
      .on('video_flags')
      .columns(['reporter_id', target])
      .unique()
      .where(column, op, value)
      .execute();
  }
  await db.schema.createIndex('video_flags_comment_idx').on('video_flags').columns(['comment_id', 'status']).execute();
  await db.schema.createIndex('video_flags_profile_idx').on('video_flags').columns(['profile_id', 'status']).execute();
}

/** SQLite: the reports table with targets (0019's layout) as video_flags_next, to be filled and swapped in. */
export async function createNextReportsTable(db: Kysely<any>, statusCheck: RawBuilder<unknown>): Promise<void> {
  await db.schema
    .createTable('video_flags_next')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('target_type', 'text', (c) => c.notNull().defaultTo('video'))
    .addColumn('video_id', 'integer', (c) => c.references('videos.id').onDelete('set null'))
    .addColumn('video_title', 'text')
    .addColumn('comment_id', 'integer')
    .addColumn('profile_id', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('target_label', 'text')
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('video_flag_categories.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('video_timestamp', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('reviewed_at', 'integer')
    .addColumn('reviewed_by', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addCheckConstraint('video_flags_target_type', sql`target_type in ('video', 'comment', 'profile')`)
    .addCheckConstraint('video_flags_status', statusCheck)
    .addCheckConstraint('video_flags_reason_len', sql`length(trim(reason)) between 10 and 1000`)
    .execute();
}

/**
 * SQLite: video_flags_next, filled, takes video_flags' place, its ids continuing where they were
 * (not after the highest left: the audit log names reports by id). Indexes are the caller's.
 */
export async function swapInNextReportsTable(db: Kysely<any>): Promise<void> {
  await sql`delete from sqlite_sequence where name = 'video_flags_next'`.execute(db);
  await sql`
    insert into sqlite_sequence (name, seq)
    select 'video_flags_next', seq from sqlite_sequence where name = 'video_flags'
  `.execute(db);
  // Nothing refers to video_flags, so it can go with foreign keys on; its indexes go with it.
  await db.schema.dropTable('video_flags').execute();
  await db.schema.alterTable('video_flags_next').renameTo('video_flags').execute();
}
