import { type Kysely, sql } from 'kysely';
import { risingTerm } from '../../lib/rising-score.js';
import { dialectOf } from '../dialect.js';

/**
 * For You (issue 34): each video's rising score and the indexes that read it in order; what each
 * person likes (tastes), what they hid, how much of each video they watched, and which videos a
 * scrolling session has already been shown.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const bigint = postgres ? 'bigint' : 'integer';
  const real = postgres ? 'double precision' : 'real';
  await db.schema
    .alterTable('videos')
    .addColumn('rising_score', real, (c) => c.notNull().defaultTo(0))
    .execute();
  // Until now no event was timed for this: each video starts from its totals (an upload, a clap
  // each, two per comment), as if all came at upload.
  const rows = await db.selectFrom('videos').select(['id', 'created_at', 'claps_count', 'comments_count']).execute();
  for (const r of rows)
    await db
      .updateTable('videos')
      .set({ rising_score: risingTerm(1 + r.claps_count + 2 * r.comments_count, Number(r.created_at)) })
      .where('id', '=', r.id)
      .execute();
  // Read from the top, overall and within a creator, a category or a tool (For You's candidates).
  await db.schema.createIndex('videos_rising_idx').on('videos').columns(['rising_score', 'id']).execute();
  for (const by of ['owner_id', 'category_id', 'platform_id'])
    await db.schema
      .createIndex(`videos_${by.replace('_id', '')}_rising_idx`)
      .on('videos')
      .columns([by, 'rising_score'])
      .execute();

  // Moves with each thing a person does that For You learns from: their kept ranking is then stale.
  await db.schema
    .alterTable('profiles')
    .addColumn('feed_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('feed_tastes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('dim', 'text', (c) => c.notNull())
    // A creator's profile id, a category's or a platform's id.
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('weight', real, (c) => c.notNull())
    // How many of the person's claps went here: the reason then says 'clapped', not 'watched'.
    .addColumn('claps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('feed_tastes_pk', ['user_id', 'dim', 'target'])
    .addCheckConstraint('feed_tastes_dim', sql`dim in ('creator', 'category', 'platform')`)
    .execute();
  await db.schema.createIndex('feed_tastes_top_idx').on('feed_tastes').columns(['user_id', 'dim', 'weight']).execute();

  await db.schema
    .createTable('feed_hides')
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // A video's id, a creator's profile id, a platform's or a category's id.
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('feed_hides_pk', ['user_id', 'kind', 'target'])
    .addCheckConstraint('feed_hides_kind', sql`kind in ('video', 'creator', 'platform', 'category')`)
    .execute();
  await db.schema.createIndex('feed_hides_list_idx').on('feed_hides').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('watch_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    // The largest share of the video played in any one view, 0–1.
    .addColumn('share', real, (c) => c.notNull())
    .addColumn('finished', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('watch_progress_pk', ['user_id', 'video_id'])
    .execute();
  // The creator statistics of a later issue read a video's watching.
  await db.schema.createIndex('watch_progress_video_idx').on('watch_progress').columns(['video_id']).execute();

  await db.schema
    .createTable('feed_served')
    // Whose scrolling session: the person and the random token of its first page.
    .addColumn('feed_key', 'text', (c) => c.notNull())
    .addColumn('video_id', 'integer', (c) => c.notNull())
    .addColumn('served_at', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('feed_served_pk', ['feed_key', 'video_id'])
    .execute();
  // Sessions end; the prune deletes by age only.
  await db.schema.createIndex('feed_served_at_idx').on('feed_served').columns(['served_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['feed_served', 'watch_progress', 'feed_hides', 'feed_tastes'])
    await db.schema.dropTable(table).execute();
  for (const index of [
    'videos_rising_idx',
    'videos_owner_rising_idx',
    'videos_category_rising_idx',
    'videos_platform_rising_idx',
  ])
    await db.schema.dropIndex(index).execute();
  await db.schema.alterTable('videos').dropColumn('rising_score').execute();
  await db.schema.alterTable('profiles').dropColumn('feed_version').execute();
}
