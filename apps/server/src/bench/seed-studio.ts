import { type Kysely, sql } from 'kysely';
import { VIEW_SOURCES } from '@promptreel/contract';
import type { Database } from '../db/schema.js';
import { PLATFORMS } from '../db/migrations/0002_catalogues.js';
import { searchText } from '../lib/search-text.js';
import { utcDay } from '../lib/utc-day.js';
import { WORDS } from './seed-large.js';

/** The Studio's bench data (scripts/bench/studio.ts), added to the large data set (seed-large.ts). */
export interface StudioSeedSize {
  /** The busy creator's videos, each with a row for every one of `days` days. */
  busyVideos: number;
  days: number;
  /** Distinct viewers of each of the busy creator's video-days. */
  viewersPerDay: number;
  /** One in `othersEvery` of the other videos has `otherDays` recent days of figures. */
  othersEvery: number;
  otherDays: number;
}

export const STUDIO_SIZE: StudioSeedSize = {
  busyVideos: 1_000,
  days: 90,
  viewersPerDay: 10,
  othersEvery: 10,
  otherDays: 7,
};

const DAY_MS = 24 * 60 * 60 * 1000;
// The busy creator's audience: a few regulars watch most days, most come once or twice.
const BUSY_AUDIENCE = 20_000;
// Everyone else's viewers, site-wide.
const SITE_AUDIENCE = 50_000;

// A small deterministic generator (as seed-large's), so two runs seed the same figures.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A viewer key shaped like a browser session's (rules/viewer-key.ts). */
const viewerKey = (prefix: string, n: number) => `s:${prefix}${n.toString(36).padStart(20, '0')}`;

type StatsRow = Record<string, number | string>;

/**
 * One video-day's figures, consistent as the app keeps them: each tenth reached by no more views than
 * the tenth before (reach_1 ≤ views), and the share sum within what those tenths allow.
 */
function dayFigures(random: () => number, videoId: number, day: string, views: number): StatsRow {
  const reach: number[] = [];
  let reached = views;
  for (let k = 1; k <= 10; k++) {
    // Most views get past the first tenth; every later tenth keeps 75–97 % of the one before.
    reached = Math.floor(reached * (k === 1 ? 0.9 + random() * 0.1 : 0.75 + random() * 0.22));
    reach.push(reached);
  }
  // A view that reached t tenths watched a share in [t/10 - 0.01, t/10 + 0.09): take the middle.
  const shareSum = Math.min(views, reach.reduce((a, b) => a + b, 0) / 10 + 0.04 * views);
  const row: Record<string, number | string> = {
    video_id: videoId,
    day,
    views,
    claps: Math.floor(views * random() * 0.08),
    comments: Math.floor(views * random() * 0.01),
    saves: Math.floor(views * random() * 0.02),
    share_sum: Math.round(shareSum * 1000) / 1000,
  };
  reach.forEach((n, i) => (row[`reach_${i + 1}`] = n));
  return row;
}

/** The day's views split over `count` distinct sources (their sum is the day's views). */
function daySources(random: () => number, videoId: number, day: string, views: number, count: number) {
  const sources = [...VIEW_SOURCES];
  for (let i = sources.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [sources[i], sources[j]] = [sources[j]!, sources[i]!];
  }
  const weights = sources.slice(0, count).map(() => 0.2 + random());
  const total = weights.reduce((a, b) => a + b, 0);
  let left = views;
  return weights.map((w, i) => {
    const n = i === count - 1 ? left : Math.min(left, Math.floor((views * w) / total));
    left -= n;
    return { video_id: videoId, day, source: sources[i]!, views: n };
  });
}

/** `count` distinct keys from an audience of `size`, skewed towards its first (the regulars). */
function dayViewers(random: () => number, videoId: number, day: string, count: number, size: number, prefix: string) {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(Math.floor(size * random() ** 2));
  return [...picked].map((n) => ({ video_id: videoId, day, viewer_key: viewerKey(prefix, n) }));
}

/** Writes rows in statements of `per` rows (SQLite and PostgreSQL both cap a statement's parameters). */
async function insertAll<T extends keyof Database>(db: Kysely<Database>, table: T, rows: object[], per: number) {
  for (let i = 0; i < rows.length; i += per)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + per) as never)
      .execute();
}

/** The busy creator's videos, uploaded between 90 days and 15 months ago; their ids, in order. */
export async function seedBusyCreatorVideos(
  db: Kysely<Database>,
  ownerId: string,
  size: StudioSeedSize = STUDIO_SIZE,
  now = Date.now(),
): Promise<number[]> {
  const random = rng(36);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const rows = Array.from({ length: size.busyVideos }, (_, i) => {
    const title = `${pick(WORDS)} ${pick(WORDS)} studio ${i}`;
    const platform = pick(PLATFORMS);
    return {
      owner_id: ownerId,
      title,
      search_text: searchText(title),
      subtitle: null,
      prompt: `A ${title} scene, cinematic`,
      platform_id: platform.id,
      platform: platform.label,
      category_id: 1 + Math.floor(random() * 12),
      file_path: `bench/studio-${i}.mp4`,
      size_bytes: 1_000_000,
      thumbnail_url: `bench/thumbnails/studio-${i}.jpg`,
      orientation: 'portrait' as const,
      width: 1080,
      height: 1920,
      duration_ms: 5000,
      views: 0,
      created_at: now - size.days * DAY_MS - Math.floor(random() * 365 * DAY_MS),
    };
  });
  await db.transaction().execute((trx) => insertAll(trx, 'videos', rows, 500));
  return (await db.selectFrom('videos').select('id').where('owner_id', '=', ownerId).orderBy('id').execute()).map(
    (r) => r.id,
  );
}

export interface StudioSeedCounts {
  busyVideos: number;
  otherVideos: number;
  stats: number;
  sources: number;
  viewers: number;
}

/**
 * The day rows, dated back from `now`'s UTC day: `size.days` days for each of the busy creator's
 * videos (3–6 sources and `viewersPerDay` viewers a day), `size.otherDays` recent days for one in
 * `size.othersEvery` of everyone else's (2–4 sources, 3 viewers a day). Replaces any such rows there were.
 */
export async function seedStudioDays(
  db: Kysely<Database>,
  ownerId: string,
  size: StudioSeedSize = STUDIO_SIZE,
  now = Date.now(),
  log: (m: string) => void = () => {},
): Promise<StudioSeedCounts> {
  const random = rng(3636);
  const today = Date.parse(`${utcDay(now)}T00:00:00.000Z`);
  const dayOf = (back: number) => utcDay(today - back * DAY_MS);
  for (const table of [
    'video_viewers',
    'video_day_sources',
    'video_day_stats',
    'owner_viewers',
    'owner_day_sources',
    'owner_day_stats',
  ] as const)
    await db.deleteFrom(table).execute();

  const busy = (await db.selectFrom('videos').select('id').where('owner_id', '=', ownerId).orderBy('id').execute()).map(
    (r) => r.id,
  );
  const others = (await db.selectFrom('videos').select('id').where('owner_id', '!=', ownerId).orderBy('id').execute())
    .map((r) => r.id)
    .filter((_, i) => i % size.othersEvery === 0);
  const counts: StudioSeedCounts = {
    busyVideos: busy.length,
    otherVideos: others.length,
    stats: 0,
    sources: 0,
    viewers: 0,
  };

  // A group of videos at a time, each group in one transaction: a few thousand rows per table.
  const write = async (
    videos: number[],
    days: number,
    baseViews: () => number,
    sources: () => number,
    viewers: number,
    audience: number,
    prefix: string,
  ) => {
    for (let g = 0; g < videos.length; g += 20) {
      const stats: StatsRow[] = [];
      const bySource: object[] = [];
      // Each viewer's last day of the period (the days are written newest first).
      const byViewer = new Map<string, { video_id: number; viewer_key: string; last_day: string }>();
      for (const videoId of videos.slice(g, g + 20)) {
        const base = baseViews();
        for (let back = 0; back < days; back++) {
          const day = dayOf(back);
          // Weekly rhythm and noise around the video's level; never fewer views than viewers.
          const weekly = 1 + 0.2 * Math.sin(((today / DAY_MS - back) * 2 * Math.PI) / 7);
          const views = Math.max(viewers, Math.round(base * weekly * (0.5 + random())));
          stats.push(dayFigures(random, videoId, day, views));
          bySource.push(...daySources(random, videoId, day, views, sources()));
          for (const v of dayViewers(random, videoId, day, viewers, audience, prefix))
            if (!byViewer.has(`${videoId} ${v.viewer_key}`))
              byViewer.set(`${videoId} ${v.viewer_key}`, {
                video_id: videoId,
                viewer_key: v.viewer_key,
                last_day: day,
              });
        }
      }
      await db.transaction().execute(async (trx) => {
        await insertAll(trx, 'video_day_stats', stats, 1_000);
        await insertAll(trx, 'video_day_sources', bySource, 4_000);
        await insertAll(trx, 'video_viewers', [...byViewer.values()], 5_000);
      });
      counts.stats += stats.length;
      counts.sources += bySource.length;
      counts.viewers += byViewer.size;
    }
  };

  // The busy creator's videos: 10–550 views a day, a few much more watched than most.
  await write(
    busy,
    size.days,
    () => 10 * Math.exp(random() * 4),
    () => 3 + Math.floor(random() * 4),
    size.viewersPerDay,
    BUSY_AUDIENCE,
    'b',
  );
  log(`busy creator: ${busy.length} videos × ${size.days} days`);
  await write(
    others,
    size.otherDays,
    () => 3 + 50 * random() ** 2,
    () => 2 + Math.floor(random() * 3),
    3,
    SITE_AUDIENCE,
    'o',
  );
  log(`others: ${others.length} videos × ${size.otherDays} days`);
  // Each creator's rows are their videos' together, as the app adds to both (repositories/day-stats.ts).
  const figures = [
    'views',
    'claps',
    'comments',
    'saves',
    'share_sum',
    ...Array.from({ length: 10 }, (_, i) => `reach_${i + 1}`),
  ];
  const list = sql.raw(figures.join(', '));
  const sums = sql.raw(figures.map((f) => `sum(d.${f})`).join(', '));
  await sql`insert into owner_day_stats (owner_id, day, ${list})
    select v.owner_id, d.day, ${sums} from video_day_stats d join videos v on v.id = d.video_id group by v.owner_id, d.day`.execute(
    db,
  );
  await sql`insert into owner_day_sources (owner_id, day, source, views)
    select v.owner_id, d.day, d.source, sum(d.views) from video_day_sources d join videos v on v.id = d.video_id
    group by v.owner_id, d.day, d.source`.execute(db);
  await sql`insert into owner_viewers (owner_id, viewer_key, last_day)
    select v.owner_id, w.viewer_key, max(w.last_day) from video_viewers w join videos v on v.id = w.video_id
    group by v.owner_id, w.viewer_key`.execute(db);
  log("each creator's days, sources and viewers from their videos' rows");
  // The videos' view counters agree with their days.
  await sql`update videos set views = (select sum(d.views) from video_day_stats d where d.video_id = videos.id)
    where owner_id = ${ownerId}`.execute(db);
  return counts;
}
