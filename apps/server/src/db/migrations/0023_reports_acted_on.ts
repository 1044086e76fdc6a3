import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * A report can now be settled as 'actioned': a warning, suspension or ban of the person it is about
 * settles their pending profile reports, which were neither dismissed nor deleted. SQLite cannot
 * change a check constraint, so there the table is rebuilt (as 0019 did), keeping ids and indexes.
 * The table's definition is written out again rather than shared with 0019: a migration must stay as
 * it ran, whatever later ones change.
 */
const STATUSES_WITH_ACTIONED = sql`status in ('pending', 'dismissed', 'deleted', 'actioned')`;
const STATUSES_BEFORE = sql`status in ('pending', 'dismissed', 'deleted')`;

async function rebuildSqlite(db: Kysely<any>, statusCheck: typeof STATUSES_BEFORE): Promise<void> {
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
  const columns = sql.raw(
    'id, target_type, video_id, video_title, comment_id, profile_id, target_label, reporter_id, category_id, reason, video_timestamp, status, created_at, reviewed_at, reviewed_by',
  );
  await sql`insert into video_flags_next (${columns}) select ${columns} from video_flags`.execute(db);
  // Ids continue where they were, not after the highest left: the audit log names reports by id.
  await sql`delete from sqlite_sequence where name = 'video_flags_next'`.execute(db);
  await sql`
    insert into sqlite_sequence (name, seq)
    select 'video_flags_next', seq from sqlite_sequence where name = 'video_flags'
  `.execute(db);
  // Nothing refers to video_flags, so it can go with foreign keys on; its indexes go with it.
  await db.schema.dropTable('video_flags').execute();
  await db.schema.alterTable('video_flags_next').renameTo('video_flags').execute();
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
  await db.schema.createIndex('video_flags_video_idx').on('video_flags').columns(['video_id', 'status']).execute();
  await db.schema
    .createIndex('video_flags_one_per_reporter_video')
    .on('video_flags')
    .columns(['reporter_id', 'video_id'])
    .unique()
    .where(sql.ref('target_type'), '=', 'video')
    .execute();
  await db.schema
    .createIndex('video_flags_one_per_reporter_comment')
    .on('video_flags')
    .columns(['reporter_id', 'comment_id'])
    .unique()
    .where(sql.ref('comment_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('video_flags_one_per_reporter_profile')
    .on('video_flags')
    .columns(['reporter_id', 'profile_id'])
    .unique()
    .where(sql.ref('profile_id'), 'is not', null)
    .execute();
  await db.schema.createIndex('video_flags_comment_idx').on('video_flags').columns(['comment_id', 'status']).execute();
  await db.schema.createIndex('video_flags_profile_idx').on('video_flags').columns(['profile_id', 'status']).execute();
}

async function setStatusCheck(db: Kysely<any>, statusCheck: typeof STATUSES_BEFORE): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table video_flags drop constraint video_flags_status`.execute(db);
    await sql`alter table video_flags add constraint video_flags_status check (${statusCheck})`.execute(db);
  } else {
    await rebuildSqlite(db, statusCheck);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await setStatusCheck(db, STATUSES_WITH_ACTIONED);
}

/** Reports settled by an action on an account read as archived 'deleted' before this migration. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('video_flags').set({ status: 'deleted' }).where('status', '=', 'actioned').execute();
  await setStatusCheck(db, STATUSES_BEFORE);
}
