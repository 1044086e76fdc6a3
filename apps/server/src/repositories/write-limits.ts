import type { RateLimitedWrite } from '@promptreel/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** One write to count: at most `max` writes of `action` by `userId` in any `windowMs`, this one at `at`. */
export interface WriteSlot {
  userId: string;
  action: RateLimitedWrite;
  max: number;
  windowMs: number;
  at: number;
}

/**
 * The write would be one too many. Thrown inside the write's transaction, so that nothing of it is
 * written; `retryAt` is when the oldest write in the window leaves it.
 */
export class WriteLimitReached extends Error {
  override readonly name = 'WriteLimitReached';

  constructor(
    readonly slot: WriteSlot,
    readonly retryAt: number,
  ) {
    super(`${slot.action} limit of ${slot.max} reached`);
  }
}

/**
 * Counts one write against its sliding window inside the caller's transaction, or throws
 * WriteLimitReached. The upsert of the user's lock row comes first: PostgreSQL holds that row's lock
 * until the transaction ends, so a parallel write of the same user and kind waits and then counts
 * this one (SQLite's transactions take the write lock as they begin, one at a time). Exact on every
 * instance; the user's events older than the window go here, so each user keeps at most `max`.
 */
export async function takeWriteSlot(trx: Kysely<Database>, slot: WriteSlot): Promise<void> {
  const { userId, action, max, windowMs, at } = slot;
  await trx
    .insertInto('write_limits')
    .values({ user_id: userId, action })
    .onConflict((oc) => oc.columns(['user_id', 'action']).doUpdateSet({ action }))
    .execute();
  const mine = trx.selectFrom('write_limit_events').where('user_id', '=', userId).where('action', '=', action);
  await trx
    .deleteFrom('write_limit_events')
    .where('user_id', '=', userId)
    .where('action', '=', action)
    .where('at', '<=', at - windowMs)
    .execute();
  const recent = await mine
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('at').as('oldest')])
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= max) throw new WriteLimitReached(slot, Number(recent.oldest) + windowMs);
  await trx.insertInto('write_limit_events').values({ user_id: userId, action, at }).execute();
}
