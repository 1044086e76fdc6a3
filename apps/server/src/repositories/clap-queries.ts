import type { Kysely } from 'kysely';
import { addToDay } from './day-stats.js';
import { takeWriteSlot, type WriteSlot } from './write-limits.js';
import type { Database } from '../db/schema.js';
import type { ForYouSignals } from './for-you-signals.js';

/**
 * Claps: each one changes the video's `claps_count` and its day in the Studio in the same transaction, and tells For You
 * what is rising and what its clapper likes (`signals`).
 */
export function createClapQueries(db: Kysely<Database>, signals: ForYouSignals) {
  /** A video's clap count, or undefined when no one may clap it: gone, held, scheduled, or its creator banned. */
  const clapsOf = async (trx: Kysely<Database>, videoId: number) =>
    (
      await trx
        .selectFrom('videos as v')
        .innerJoin('profiles as o', 'o.id', 'v.owner_id')
        .select('v.claps_count')
        .where('v.id', '=', videoId)
        .where('v.held_at', 'is', null)
        .where('v.visibility', '<>', 'scheduled')
        .where('o.banned_at', 'is', null)
        .executeTakeFirst()
    )?.claps_count;

  return {
    /** Returns false when the user had already clapped (the primary key refuses a second clap). */
    addClap: (videoId: number, userId: string, at = Date.now()) =>
      db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('claps')
          .values({ video_id: videoId, user_id: userId, created_at: at })
          .onConflict((oc) => oc.columns(['video_id', 'user_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await trx
          .updateTable('videos')
          .set((eb) => ({ claps_count: eb('claps_count', '+', 1) }))
          .where('id', '=', videoId)
          .execute();
        await addToDay(trx, videoId, 'claps', 1, at);
        await signals.clapped(trx, userId, videoId, at);
        return true;
      }),

    /**
     * Claps (idempotently) and returns the count after it; undefined for an unknown video. With a
     * `slot`, the clap counts against its rate limit (WriteLimitReached: nothing written).
     */
    clap: (videoId: number, userId: string, at = Date.now(), slot?: WriteSlot) =>
      db.transaction().execute(async (trx) => {
        if ((await clapsOf(trx, videoId)) === undefined) return undefined;
        if (slot) await takeWriteSlot(trx, slot);
        const inserted = await trx
          .insertInto('claps')
          .values({ video_id: videoId, user_id: userId, created_at: at })
          .onConflict((oc) => oc.columns(['video_id', 'user_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
          await trx
            .updateTable('videos')
            .set((eb) => ({ claps_count: eb('claps_count', '+', 1) }))
            .where('id', '=', videoId)
            .execute();
          await addToDay(trx, videoId, 'claps', 1, at);
          await signals.clapped(trx, userId, videoId, at);
        }
        return clapsOf(trx, videoId);
      }),

    /** Removes a clap (idempotently) and returns the count after it; a `slot` as for `clap`. */
    unclap: (videoId: number, userId: string, slot?: WriteSlot) =>
      db.transaction().execute(async (trx) => {
        if (slot) {
          // A refusal for an unknown video would hide its 404.
          if ((await clapsOf(trx, videoId)) === undefined) return undefined;
          await takeWriteSlot(trx, slot);
        }
        const removed = await trx
          .deleteFrom('claps')
          .where('video_id', '=', videoId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) > 0) {
          await trx
            .updateTable('videos')
            .set((eb) => ({ claps_count: eb('claps_count', '-', 1) }))
            .where('id', '=', videoId)
            .execute();
          const at = Date.now();
          await addToDay(trx, videoId, 'claps', -1, at);
          await signals.unclapped(trx, userId, videoId, at);
        }
        return clapsOf(trx, videoId);
      }),
  };
}
