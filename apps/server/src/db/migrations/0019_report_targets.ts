import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';
import {
  createNextReportsTable,
  createReportListIndexes,
  createReportTargetIndexes,
  swapInNextReportsTable,
} from './reports-table.js';

/**
 * Reports about comments and profiles as well as videos: `target_type` says which; `comment_id` or
 * `profile_id` names the target; `target_label` keeps the comment's opening or '@name' for the desk
 * once the target is gone. A comment's report keeps `video_id` too, the video it was under, for
 * context; a profile's has none (`video_title` becomes nullable).
 *
 * One report per reporter per target: the (video_id, reporter_id) constraint would now also refuse a
 * second comment under one video, so it gives way to one unique index per kind of target. SQLite
 * cannot drop a constraint, nor add a check to a column it adds, so there the table is rebuilt.
 *
 * `comment_id` has no foreign key on purpose: a comment its author deletes after being reported must
 * leave its pending reports addressable (the desk dismisses them by the comment's id), and comment
 * ids are never reused (AUTOINCREMENT, identity). Profiles are only anonymised, never deleted by the
 * app, so `profile_id` keeps its key (set null should one ever go).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table video_flags drop constraint video_flags_one_per_reporter`.execute(db);
    await sql`alter table video_flags alter column video_title drop not null`.execute(db);
    await db.schema
      .alterTable('video_flags')
      .addColumn('target_type', 'text', (c) =>
        c
          .notNull()
          .defaultTo('video')
          .check(sql`target_type in ('video', 'comment', 'profile')`),
      )
      .execute();
    await db.schema.alterTable('video_flags').addColumn('comment_id', 'integer').execute();
    await db.schema
      .alterTable('video_flags')
      .addColumn('profile_id', 'text', (c) => c.references('profiles.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('video_flags').addColumn('target_label', 'text').execute();
  } else {
    await createNextReportsTable(db, sql`status in ('pending', 'dismissed', 'deleted')`);
    await sql`
      insert into video_flags_next (id, target_type, video_id, video_title, reporter_id, category_id, reason,
        video_timestamp, status, created_at, reviewed_at, reviewed_by)
      select id, 'video', video_id, video_title, reporter_id, category_id, reason,
        video_timestamp, status, created_at, reviewed_at, reviewed_by
      from video_flags
    `.execute(db);
    await swapInNextReportsTable(db);
    await createReportListIndexes(db);
    await db.schema.createIndex('video_flags_video_idx').on('video_flags').columns(['video_id', 'status']).execute();
  }

  // One report per reporter per target, and the desk's groups per comment and per profile.
  await createReportTargetIndexes(db);
}

/** Back to video reports only: the others cannot be kept under one-per-reporter-per-video. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('video_flags').where('target_type', '<>', 'video').execute();
  if (dialectOf(db) === 'postgres') {
    for (const index of [
      'video_flags_profile_idx',
      'video_flags_comment_idx',
      'video_flags_one_per_reporter_profile',
      'video_flags_one_per_reporter_comment',
      'video_flags_one_per_reporter_video',
    ]) {
      await db.schema.dropIndex(index).execute();
    }
    for (const column of ['target_label', 'profile_id', 'comment_id', 'target_type']) {
      await db.schema.alterTable('video_flags').dropColumn(column).execute();
    }
    await sql`alter table video_flags alter column video_title set not null`.execute(db);
    await sql`alter table video_flags add constraint video_flags_one_per_reporter unique (video_id, reporter_id)`.execute(
      db,
    );
    return;
  }
  await db.schema
    .createTable('video_flags_prev')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('video_id', 'integer', (c) => c.references('videos.id').onDelete('set null'))
    .addColumn('video_title', 'text', (c) => c.notNull())
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('video_flag_categories.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('video_timestamp', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('reviewed_at', 'integer')
    .addColumn('reviewed_by', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addUniqueConstraint('video_flags_one_per_reporter', ['video_id', 'reporter_id'])
    .addCheckConstraint('video_flags_status', sql`status in ('pending', 'dismissed', 'deleted')`)
    .addCheckConstraint('video_flags_reason_len', sql`length(trim(reason)) between 10 and 1000`)
    .execute();
  await sql`
    insert into video_flags_prev (id, video_id, video_title, reporter_id, category_id, reason, video_timestamp,
      status, created_at, reviewed_at, reviewed_by)
    select id, video_id, video_title, reporter_id, category_id, reason, video_timestamp,
      status, created_at, reviewed_at, reviewed_by
    from video_flags
  `.execute(db);
  await db.schema.dropTable('video_flags').execute();
  await db.schema.alterTable('video_flags_prev').renameTo('video_flags').execute();
  await createReportListIndexes(db);
  await db.schema.createIndex('video_flags_video_idx').on('video_flags').columns(['video_id', 'status']).execute();
}
