import { type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Durable work after an upload. A video is stored and recorded at once with `processing = 1`
 * (seen only by its owner), and a row in `jobs` makes its poster sizes, fast-start copy and
 * Content Credentials. The row and the video are written in one transaction, so no upload is left
 * without its job; a worker holds a job by `locked_until` (renewed while it runs), and a job whose
 * holder died is taken again once that time passes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const bigint = pg ? 'bigint' : 'integer';
  const serial = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .alterTable('videos')
    .addColumn('processing', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', serial)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // queued → running → done, or back to queued (a retry), or failed after the last attempt.
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', bigint, (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', bigint)
    .addColumn('last_error', 'text')
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addColumn('finished_at', bigint)
    .execute();
  // A worker asks for the oldest job that is due, or whose holder's time ran out.
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['state', 'run_after', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
  await db.schema.alterTable('videos').dropColumn('processing').execute();
}
