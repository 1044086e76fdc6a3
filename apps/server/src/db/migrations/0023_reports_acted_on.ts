import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';
import {
  createNextReportsTable,
  createReportListIndexes,
  createReportTargetIndexes,
  swapInNextReportsTable,
} from './reports-table.js';

/**
 * A report can now be settled as 'actioned': a warning, suspension or ban of the person it is about
 * settles their pending profile reports, which were neither dismissed nor deleted. SQLite cannot
 * change a check constraint, so there the table is rebuilt (as 0019 did), keeping ids and indexes,
 * from the same frozen pieces as 0019 (reports-table.ts: a migration must stay as it ran).
 */
const STATUSES_WITH_ACTIONED = sql`status in ('pending', 'dismissed', 'deleted', 'actioned')`;
const STATUSES_BEFORE = sql`status in ('pending', 'dismissed', 'deleted')`;

async function rebuildSqlite(db: Kysely<any>, statusCheck: typeof STATUSES_BEFORE): Promise<void> {
  await createNextReportsTable(db, statusCheck);
  const columns = sql.raw(
    'id, target_type, video_id, video_title, comment_id, profile_id, target_label, reporter_id, category_id, reason, video_timestamp, status, created_at, reviewed_at, reviewed_by',
  );
  await sql`insert into video_flags_next (${columns}) select ${columns} from video_flags`.execute(db);
  await swapInNextReportsTable(db);
  await createReportListIndexes(db);
  await db.schema.createIndex('video_flags_video_idx').on('video_flags').columns(['video_id', 'status']).execute();
  await createReportTargetIndexes(db);
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
