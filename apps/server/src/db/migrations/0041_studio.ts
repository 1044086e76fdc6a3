import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/** The retention buckets: views that reached 10 %, 20 %, … 100 % of the clip. */
const REACH_COLUMNS = Array.from({ length: 10 }, (_, i) => `reach_${i + 1}`);

const utcDayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Per video and per creator (its `key`): the tables keep the same figures at both levels. */
const LEVELS = [
  { key: 'video_id', type: 'integer', parent: 'videos.id', name: 'video' },
  { key: 'owner_id', type: 'text', parent: 'profiles.id', name: 'owner' },
] as const;

/**
 * The creator's Studio (issue 36): figures per UTC day, added to as events arrive, for each video
 * and for each creator, so a period's report reads at most 90 rows per video (the table of videos)
 * or per creator (all their videos together). Views also by source; each viewer's last day, so a
 * period's unique viewers are a count of keys seen since its first day. A counted view keeps its
 * day and its largest share watched, so a later watch report adds only what it raised.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const real = postgres ? 'double precision' : 'real';
  for (const level of LEVELS) {
    let stats = db.schema
      .createTable(`${level.name}_day_stats`)
      .addColumn(level.key, level.type, (c) => c.notNull().references(level.parent).onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('claps', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('saves', 'integer', (c) => c.notNull().defaultTo(0))
      // The sum of the day's views' largest shares watched: over `views`, the average.
      .addColumn('share_sum', real, (c) => c.notNull().defaultTo(0));
    for (const column of REACH_COLUMNS) stats = stats.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
    stats = stats.addPrimaryKeyConstraint(`${level.name}_day_stats_pk`, [level.key, 'day']);
    // On SQLite the rows are kept in their key's order: a period is one run of the table itself.
    await (postgres ? stats : stats.modifyEnd(sql`without rowid`)).execute();

    await db.schema
      .createTable(`${level.name}_day_sources`)
      .addColumn(level.key, level.type, (c) => c.notNull().references(level.parent).onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${level.name}_day_sources_pk`, [level.key, 'day', 'source'])
      .execute();

    await db.schema
      .createTable(`${level.name}_viewers`)
      .addColumn(level.key, level.type, (c) => c.notNull().references(level.parent).onDelete('cascade'))
      .addColumn('viewer_key', 'text', (c) => c.notNull())
      .addColumn('last_day', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${level.name}_viewers_pk`, [level.key, 'viewer_key'])
      .execute();
    await db.schema
      .createIndex(`${level.name}_viewers_last_idx`)
      .on(`${level.name}_viewers`)
      .columns([level.key, 'last_day'])
      .execute();
  }
  // Viewers not seen within the longest period are forgotten by day (repositories/day-stats.ts).
  await db.schema.createIndex('video_viewers_day_idx').on('video_viewers').columns(['last_day']).execute();
  await db.schema.createIndex('owner_viewers_day_idx').on('owner_viewers').columns(['last_day']).execute();

  await db.schema
    .alterTable('video_views')
    .addColumn('share', real, (c) => c.notNull().defaultTo(0))
    .execute();
  // The UTC day the view counted on; null while the viewer's row holds back a view that did not count.
  await db.schema.alterTable('video_views').addColumn('view_day', 'text').execute();
  await backfill(db);
}

/** What happened before: each video's counters on the day it was uploaded, so all days add up to them. */
async function backfill(db: Kysely<any>) {
  const rows = await db
    .selectFrom('videos')
    .select(['id', 'owner_id', 'created_at', 'views', 'claps_count', 'comments_count'])
    .execute();
  const saves = new Map<number, number>();
  for (const r of await db
    .selectFrom('collection_videos')
    .select(['video_id', sql<number>`count(*)`.as('n')])
    .groupBy('video_id')
    .execute())
    saves.set(Number(r.video_id), Number(r.n));
  const add = async (table: string, key: string, keyValue: unknown, day: string, counts: Record<string, number>) => {
    const set = Object.fromEntries(
      Object.keys(counts).map((c) => [c, sql`${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`]),
    );
    await db
      .insertInto(table)
      .values({ [key]: keyValue, day, ...counts })
      .onConflict((oc) => oc.columns([key, 'day']).doUpdateSet(set))
      .execute();
  };
  for (const r of rows) {
    const day = utcDayOf(Number(r.created_at));
    const counts = {
      views: Number(r.views),
      claps: Number(r.claps_count),
      comments: Number(r.comments_count),
      saves: saves.get(r.id) ?? 0,
    };
    if (Object.values(counts).every((n) => n === 0)) continue;
    await add('video_day_stats', 'video_id', r.id, day, counts);
    await add('owner_day_stats', 'owner_id', r.owner_id, day, counts);
    if (counts.views === 0) continue;
    await db
      .insertInto('video_day_sources')
      .values({ video_id: r.id, day, source: 'direct', views: counts.views })
      .execute();
    await db
      .insertInto('owner_day_sources')
      .values({ owner_id: r.owner_id, day, source: 'direct', views: counts.views })
      .onConflict((oc) =>
        oc
          .columns(['owner_id', 'day', 'source'])
          .doUpdateSet({ views: sql`owner_day_sources.views + ${counts.views}` }),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('video_views').dropColumn('view_day').execute();
  await db.schema.alterTable('video_views').dropColumn('share').execute();
  for (const level of LEVELS)
    for (const table of ['viewers', 'day_sources', 'day_stats'])
      await db.schema.dropTable(`${level.name}_${table}`).execute();
}
