import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * When each viewer's view of a video last counted: one row per (video, viewer), so a reload inside
 * the window finds the row and counts nothing. Rows older than the window are pruned.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bigint = dialectOf(db) === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('video_views')
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    // 'u:<user id>', 's:<browser session id>' or 'a:<address>'.
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('counted_at', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('video_views_pk', ['video_id', 'viewer_key'])
    .execute();
  // The prune deletes by age only: this index makes it touch expired rows and nothing else.
  await db.schema.createIndex('video_views_counted_idx').on('video_views').columns(['counted_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('video_views').execute();
}
