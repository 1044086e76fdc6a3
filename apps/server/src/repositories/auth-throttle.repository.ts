import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** Fixed-window counters by key, shared by every instance on the database. */
export function createAuthThrottleRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts one more event for `key` and returns the count in the current window (a new window
     * starts when the last one is over). One upsert, so parallel requests cannot both read a stale count.
     */
    async hit(key: string, windowMs: number, now: number): Promise<{ count: number; windowStart: number }> {
      const expired = sql<boolean>`${sql.ref('auth_throttle.window_start')} <= ${now - windowMs}`;
      const row = await db
        .insertInto('auth_throttle')
        .values({ key, count: 1, window_start: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when ${expired} then 1 else ${sql.ref('auth_throttle.count')} + 1 end`,
            window_start: sql<number>`case when ${expired} then ${now} else ${sql.ref('auth_throttle.window_start')} end`,
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), windowStart: Number(row.window_start) };
    },

    clear: (key: string) => db.deleteFrom('auth_throttle').where('key', '=', key).execute(),

    /** Drops windows that ended long ago; the table stays as small as the recent traffic. */
    prune: (before: number) => db.deleteFrom('auth_throttle').where('window_start', '<', before).execute(),
  };
}

export type AuthThrottleRepository = ReturnType<typeof createAuthThrottleRepository>;
