import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { utcDay } from '../lib/utc-day.js';

/** The counters of a video's day that events add to (migration 0041). */
export type DayCounter = 'views' | 'claps' | 'comments' | 'saves';

/**
 * Adds `by` (negative to take away) to a video's figure of the day `at` falls on, inside the
 * caller's transaction, beside the public counter it moves: the Studio's days add up to the
 * counters. A clap taken back comes off the day it is taken back, like the counter.
 */
export async function addToDay(
  trx: Kysely<Database>,
  videoId: number,
  counter: DayCounter,
  by: number,
  at: number,
): Promise<void> {
  if (by === 0) return;
  await trx
    .insertInto('video_day_stats')
    .values({ video_id: videoId, day: utcDay(at), [counter]: by })
    .onConflict((oc) =>
      oc.columns(['video_id', 'day']).doUpdateSet({
        [counter]: sql<number>`video_day_stats.${sql.ref(counter)} + ${by}`,
      }),
    )
    .execute();
}

/** The tenths of the clip a share reached: 0.5 → 5; a share within 1 % of a tenth reaches it. */
export const reachedTenths = (share: number) => Math.max(0, Math.min(10, Math.floor(share * 10 + 0.1)));
