import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * The counted views of each address (a hash of it, or of an IPv6 /64) per video: at most a few
 * slots per (video, address), each taken by a counted view and free again once it is older than
 * the window, so random session ids sent from one address add a handful of views, not one each.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bigint = dialectOf(db) === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('video_view_addresses')
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('address_key', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('counted_at', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('video_view_addresses_pk', ['video_id', 'address_key', 'slot'])
    .execute();
  // As for video_views: the prune deletes by age only.
  await db.schema
    .createIndex('video_view_addresses_counted_idx')
    .on('video_view_addresses')
    .columns(['counted_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('video_view_addresses').execute();
}
