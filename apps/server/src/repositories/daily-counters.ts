import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Per-user counters of limited actions, one row per user and kind: the count and the UTC day it counts. */
const COUNTERS = {
  uploads: { table: 'upload_limits', count: 'daily_uploads', day: 'last_upload_date' },
  flags: { table: 'flag_limits', count: 'daily_flags', day: 'last_flag_date' },
} as const;

export type LimitedAction = keyof typeof COUNTERS;

/** A counter row as read: the count belongs to `day`, and restarts when another day begins. */
export interface DailyCount {
  count: number;
  day: string;
}

/**
 * Reading and taking slots of one kind's daily counter. `take` and `ensure` run inside the caller's
 * transaction (a Kysely transaction is a Kysely), so the slot and the action it pays for are written
 * together or not at all.
 */
export function dailyCounter(kind: LimitedAction) {
  const { table, count, day } = COUNTERS[kind];
  // The two tables have the same shape under different names; the column names come from above.
  const on = (db: Kysely<Database>) => db as unknown as Kysely<any>;

  const ensure = (db: Kysely<Database>, userId: string, today: string) =>
    on(db)
      .insertInto(table)
      .values({ user_id: userId, [count]: 0, [day]: today })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();

  return {
    async usage(db: Kysely<Database>, userId: string): Promise<DailyCount | undefined> {
      return on(db)
        .selectFrom(table)
        .select([`${count} as count`, `${day} as day`])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * The user's row, created if missing and locked for the rest of the transaction (a no-op update
     * takes PostgreSQL's row lock; SQLite runs one write transaction at a time anyway).
     */
    async lock(db: Kysely<Database>, userId: string, today: string): Promise<DailyCount> {
      await ensure(db, userId, today);
      return on(db)
        .updateTable(table)
        .set((eb: any) => ({ [count]: eb.ref(count) }))
        .where('user_id', '=', userId)
        .returning([`${count} as count`, `${day} as day`])
        .executeTakeFirstOrThrow();
    },

    /** Takes one of today's slots, in one statement, unless `dailyLimit` are taken: then false. */
    async take(db: Kysely<Database>, userId: string, today: string, dailyLimit: number): Promise<boolean> {
      await ensure(db, userId, today);
      const taken = await on(db)
        .updateTable(table)
        .set((eb: any) => ({
          [count]: eb
            .case()
            .when(day, '=', today)
            .then(eb(count, '+', 1))
            .else(1)
            .end(),
          [day]: today,
        }))
        .where('user_id', '=', userId)
        .where((eb: any) => eb.or([eb(day, '<>', today), eb(count, '<', dailyLimit)]))
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) > 0;
    },
  };
}
