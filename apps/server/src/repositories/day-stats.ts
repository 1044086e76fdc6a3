import { STUDIO_PERIODS } from '@promptreel/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { utcDay } from '../lib/utc-day.js';

/** The counters of a day that events add to (migration 0041). */
export type DayCounter = 'views' | 'claps' | 'comments' | 'saves';

/**
 * Each figure is kept twice, in the same transaction: per video (its own report, the table of
 * videos) and per creator (the report of all their videos reads a day's row, not a row per video).
 */
const LEVELS = [
  { stats: 'video_day_stats', sources: 'video_day_sources', viewers: 'video_viewers', key: 'video_id' },
  { stats: 'owner_day_stats', sources: 'owner_day_sources', viewers: 'owner_viewers', key: 'owner_id' },
] as const;

/** The keys of both levels for a video: itself, and its creator (undefined for a video gone). */
async function keysOf(trx: Kysely<Database>, videoId: number) {
  const video = await trx.selectFrom('videos').select('owner_id').where('id', '=', videoId).executeTakeFirst();
  return video ? ([videoId, video.owner_id] as const) : undefined;
}

/** Adds `values` (column → amount) to the day's row of each level, making it when absent. */
async function addToRows(trx: Kysely<Database>, videoId: number, day: string, values: Record<string, number>) {
  const keys = await keysOf(trx, videoId);
  if (!keys) return;
  const db = trx as unknown as Kysely<any>; // one statement for two tables of the same shape
  for (const [i, level] of LEVELS.entries()) {
    const set = Object.fromEntries(
      Object.keys(values).map((c) => [c, sql`${sql.ref(`${level.stats}.${c}`)} + ${sql.ref(`excluded.${c}`)}`]),
    );
    await db
      .insertInto(level.stats)
      .values({ [level.key]: keys[i], day, ...values })
      .onConflict((oc) => oc.columns([level.key, 'day']).doUpdateSet(set))
      .execute();
  }
}

/**
 * Adds `by` (negative to take away) to a video's figure of the day `at` falls on, inside the
 * caller's transaction, beside the public counter it moves: the Studio's days add up to the
 * counters. A clap taken back comes off the day it is taken back, like the counter.
 */
export async function addToDay(trx: Kysely<Database>, videoId: number, counter: DayCounter, by: number, at: number) {
  if (by !== 0) await addToRows(trx, videoId, utcDay(at), { [counter]: by });
}

/** A counted view: the day's views, its source's, and its viewer's last day, at both levels. */
export async function countViewInDay(
  trx: Kysely<Database>,
  videoId: number,
  viewer: { key: string; source: string },
  at: number,
) {
  const day = utcDay(at);
  await addToRows(trx, videoId, day, { views: 1 });
  const keys = (await keysOf(trx, videoId))!;
  const db = trx as unknown as Kysely<any>;
  for (const [i, level] of LEVELS.entries()) {
    await db
      .insertInto(level.sources)
      .values({ [level.key]: keys[i], day, source: viewer.source, views: 1 })
      .onConflict((oc) =>
        oc.columns([level.key, 'day', 'source']).doUpdateSet({ views: sql`${sql.ref(`${level.sources}.views`)} + 1` }),
      )
      .execute();
    await db
      .insertInto(level.viewers)
      .values({ [level.key]: keys[i], viewer_key: viewer.key, last_day: day })
      .onConflict((oc) => oc.columns([level.key, 'viewer_key']).doUpdateSet({ last_day: day }))
      .execute();
  }
}

/** The tenths of the clip a share reached: 0.5 → 5; a share within 1 % of a tenth reaches it. */
export const reachedTenths = (share: number) => Math.max(0, Math.min(10, Math.floor(share * 10 + 0.1)));

/** A view's largest share raised from `before` to `share`: what it adds to its day, at both levels. */
export async function addWatching(trx: Kysely<Database>, videoId: number, day: string, before: number, share: number) {
  const values: Record<string, number> = { share_sum: share - before };
  for (let k = reachedTenths(before) + 1; k <= reachedTenths(share); k++) values[`reach_${k}`] = 1;
  await addToRows(trx, videoId, day, values);
}

/** The first day whose viewers are kept at `at`: as far back as the Studio's longest period reaches. */
export const viewersKeptFrom = (at: number) => utcDay(at - (Math.max(...STUDIO_PERIODS) - 1) * 24 * 60 * 60_000);

/** Forgets viewers last seen before `day`: no period of the Studio reaches back to them. */
export async function forgetViewersBefore(db: Kysely<Database>, day: string) {
  await db.deleteFrom('video_viewers').where('last_day', '<', day).execute();
  await db.deleteFrom('owner_viewers').where('last_day', '<', day).execute();
}
