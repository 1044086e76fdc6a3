import type { Kysely } from 'kysely';
import { type KeyOf, sortKey } from '../lib/cursor.js';
import { followStateColumns } from './follow-state.js';
import type { ForYouSignals } from './for-you-signals.js';
import { takeWriteSlot, type WriteSlot } from './write-limits.js';
import type { Database } from '../db/schema.js';

/** Newest follow first: follower and following lists (profile ids are strings). */
export const FOLLOW_KEY = sortKey(['n', 's'], (r: { followed_at: number; id: string }): [number, string] => [
  r.followed_at,
  r.id,
]);

/** Who follows whom: follows, unfollows and the lists on a profile. */
export function createFollowQueries(db: Kysely<Database>, signals: ForYouSignals) {
  return {
    /** Returns whether it was new; a `slot` counts it against its rate limit, as for `clap`. */
    addFollow: (followerId: string, followingId: string, at = Date.now(), slot?: WriteSlot) =>
      db.transaction().execute(async (trx) => {
        if (slot) await takeWriteSlot(trx, slot);
        const r = await trx
          .insertInto('follows')
          .values({ follower_id: followerId, following_id: followingId, created_at: at })
          .onConflict((oc) => oc.columns(['follower_id', 'following_id']).doNothing())
          .executeTakeFirst();
        const added = Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
        if (added) await signals.followed(trx, followerId, followingId, 1, at);
        return added;
      }),

    removeFollow: (followerId: string, followingId: string, slot?: WriteSlot) =>
      db.transaction().execute(async (trx) => {
        if (slot) await takeWriteSlot(trx, slot);
        const removed = await trx
          .deleteFrom('follows')
          .where('follower_id', '=', followerId)
          .where('following_id', '=', followingId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) > 0) await signals.followed(trx, followerId, followingId, -1, Date.now());
      }),

    isFollowing: async (followerId: string, followingId: string) =>
      (await db
        .selectFrom('follows')
        .select('follower_id')
        .where('follower_id', '=', followerId)
        .where('following_id', '=', followingId)
        .executeTakeFirst()) !== undefined,

    /**
     * People on a follow list, newest follow first, with whether the viewer follows each of them
     * and whether each follows the viewer.
     */
    listFollows: (
      direction: 'followers' | 'following',
      profileId: string,
      viewerId: string | null,
      after: KeyOf<typeof FOLLOW_KEY> | null,
      limit: number,
    ) => {
      const [self, other] =
        direction === 'followers'
          ? (['following_id', 'follower_id'] as const)
          : (['follower_id', 'following_id'] as const);
      let q = db
        .selectFrom('follows as f')
        .innerJoin('profiles as p', 'p.id', `f.${other}`)
        .select(['p.id', 'p.username', 'p.avatar_url', 'p.bio', 'f.created_at as followed_at'])
        .select((eb) => followStateColumns(eb as never, viewerId))
        .where(`f.${self}`, '=', profileId)
        .where('p.deleted_at', 'is', null);
      if (after) q = q.where((eb) => eb(eb.refTuple('f.created_at', `p.id`), '<', eb.tuple(after[0], after[1])));
      return q.orderBy('f.created_at', 'desc').orderBy('p.id', 'desc').limit(limit).execute();
    },
  };
}
