import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Saved videos and collections (issue 36). Each person has at most one 'saved' collection (the
 * private Saved list, made at their first save) and any number of 'named' ones, unique by name.
 * A video's place is its `position`; deleting a video or a collection deletes its rows here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const bigint = pg ? 'bigint' : 'integer';
  const serial = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('collections')
    .addColumn('id', 'integer', serial)
    .addColumn('owner_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addColumn('updated_at', bigint, (c) => c.notNull())
    .addCheckConstraint('collections_kind', sql`kind in ('saved', 'named')`)
    .addCheckConstraint('collections_saved_private', sql`kind = 'named' or is_public = 0`)
    .execute();
  // One Saved list each, and one collection of a name, whatever its case: what two parallel first
  // saves and two parallel creations rely on (the service checks names the same way first).
  await db.schema
    .createIndex('collections_owner_name_idx')
    .on('collections')
    .columns(['owner_id', 'kind'])
    .expression(sql`lower(name)`)
    .unique()
    .execute();

  await db.schema
    .createTable('collection_videos')
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('position', bigint, (c) => c.notNull())
    .addColumn('added_at', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_videos_pk', ['collection_id', 'video_id'])
    .execute();
  await db.schema
    .createIndex('collection_videos_order_idx')
    .on('collection_videos')
    .columns(['collection_id', 'position'])
    .execute();
  // "Which of my collections hold this video" (the Save menu) and a deleted video's rows.
  await db.schema.createIndex('collection_videos_video_idx').on('collection_videos').column('video_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('collection_videos').execute();
  await db.schema.dropTable('collections').execute();
}
