import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/** The retention buckets: views that reached 10 %, 20 %, … 100 % of the clip. */
const REACH_COLUMNS = Array.from({ length: 10 }, (_, i) => `reach_${i + 1}`);

const utcDayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The creator's Studio (issue 36): each video's figures per UTC day, added to as events arrive, so a
 * period's figures are a sum of at most 90 rows per video. Views also by source and by viewer (the
 * period's unique viewers); a counted view keeps its day and its largest share watched, so a later
 * watch report adds only what it raised.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const real = postgres ? 'double precision' : 'real';
  let stats = db.schema
    .createTable('video_day_stats')
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('saves', 'integer', (c) => c.notNull().defaultTo(0))
    // The sum of the day's views' largest shares watched: over `views`, the average.
    .addColumn('share_sum', real, (c) => c.notNull().defaultTo(0));
  for (const column of REACH_COLUMNS) stats = stats.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
  await stats.addPrimaryKeyConstraint('video_day_stats_pk', ['video_id', 'day']).execute();

  await db.schema
    .createTable('video_day_sources')
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('video_day_sources_pk', ['video_id', 'day', 'source'])
    .execute();

  await db.schema
    .createTable('video_day_viewers')
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('video_day_viewers_pk', ['video_id', 'day', 'viewer_key'])
    .execute();
  // Days older than the longest period are forgotten by this index (services/studio.service.ts).
  await db.schema.createIndex('video_day_viewers_day_idx').on('video_day_viewers').columns(['day']).execute();

  await db.schema
    .alterTable('video_views')
    .addColumn('share', real, (c) => c.notNull().defaultTo(0))
    .execute();
  // The UTC day the view counted on; null while the viewer's row holds back a view that did not count.
  await db.schema.alterTable('video_views').addColumn('view_day', 'text').execute();

  // What happened before: each video's counters on the day it was uploaded, so all days add up to them.
  const rows = await db
    .selectFrom('videos')
    .select(['id', 'created_at', 'views', 'claps_count', 'comments_count'])
    .execute();
  const saves = new Map<number, number>();
  for (const r of await db
    .selectFrom('collection_videos')
    .select(['video_id', sql<number>`count(*)`.as('n')])
    .groupBy('video_id')
    .execute())
    saves.set(Number(r.video_id), Number(r.n));
  for (const r of rows) {
    const day = utcDayOf(Number(r.created_at));
    const counts = { views: r.views, claps: r.claps_count, comments: r.comments_count, saves: saves.get(r.id) ?? 0 };
    if (Object.values(counts).every((n) => Number(n) === 0)) continue;
    await db
      .insertInto('video_day_stats')
      .values({ video_id: r.id, day, ...counts })
      .execute();
    if (Number(r.views) > 0)
      await db
        .insertInto('video_day_sources')
        .values({ video_id: r.id, day, source: 'direct', views: r.views })
        .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('video_views').dropColumn('view_day').execute();
  await db.schema.alterTable('video_views').dropColumn('share').execute();
  await db.schema.dropTable('video_day_viewers').execute();
  await db.schema.dropTable('video_day_sources').execute();
  await db.schema.dropTable('video_day_stats').execute();
}
