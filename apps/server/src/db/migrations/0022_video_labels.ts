import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Moderators' labels on videos ('AI disclosure missing', 'Sensitive content'). Each label is a
 * decision (an audit entry, appealable), kept in `video_labels` with the decision that put it
 * there; `videos.labels` repeats them as one comma-separated text so every card reads them with no
 * extra query. The audit log's new `detail` says which label a decision added or removed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const bigint = pg ? 'bigint' : 'integer';

  await db.schema
    .createTable('video_labels')
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('decision_id', 'integer', (c) => c.notNull().references('audit_log.id').onDelete('cascade'))
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('video_labels_pk', ['video_id', 'label'])
    .addCheckConstraint('video_labels_label', sql`label in ('ai_disclosure_missing', 'sensitive')`)
    .execute();
  await db.schema.createIndex('video_labels_decision_idx').on('video_labels').column('decision_id').execute();
  await db.schema
    .alterTable('videos')
    .addColumn('labels', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('audit_log').addColumn('detail', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('detail').execute();
  await db.schema.alterTable('videos').dropColumn('labels').execute();
  await db.schema.dropTable('video_labels').execute();
}
