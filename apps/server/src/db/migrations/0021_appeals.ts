import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Appeals: one per decision (an audit-log entry), written by the person the decision concerns,
 * then upheld or overturned by a moderator with a reason; and the hold that lets an overturned
 * video removal bring the video back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const bigint = pg ? 'bigint' : 'integer';

  await db.schema
    .createTable('appeals')
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('decision_id', 'integer', (c) => c.notNull().unique().references('audit_log.id').onDelete('cascade'))
    .addColumn('appellant_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('outcome_reason', 'text')
    .addColumn('decided_by', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addColumn('decided_at', bigint)
    .addCheckConstraint('appeals_status', sql`status in ('pending', 'upheld', 'overturned')`)
    .execute();
  await db.schema.createIndex('appeals_status_idx').on('appeals').columns(['status', 'created_at']).execute();

  // A video a moderator removed is held, not deleted: hidden from everyone, its files out of reach,
  // until an appeal brings it back or the appeal time has passed (video-files/held-videos.ts).
  await db.schema.alterTable('videos').addColumn('held_at', bigint).execute();
  await db.schema.alterTable('videos').addColumn('held_by', 'text').execute();
  // Where its files wait: a random folder, so no one who had their addresses can guess the new ones.
  await db.schema.alterTable('videos').addColumn('held_prefix', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').dropColumn('held_prefix').execute();
  await db.schema.alterTable('videos').dropColumn('held_by').execute();
  await db.schema.alterTable('videos').dropColumn('held_at').execute();
  await db.schema.dropTable('appeals').execute();
}
