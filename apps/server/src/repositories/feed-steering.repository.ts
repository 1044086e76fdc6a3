import type { Kysely } from 'kysely';
import type { Database, FeedHideKindValue } from '../db/schema.js';
import { bumpFeedVersion, type ForYouSignals } from './for-you-signals.js';

/** What people tell For You: what they hid, how much they watched, and starting again. */
export function createFeedSteeringRepository(db: Kysely<Database>, signals: ForYouSignals) {
  return {
    /** Hides one thing; 'Not interested' in a video also counts against what is like it. */
    addHide: (userId: string, kind: FeedHideKindValue, target: string, at: number) =>
      db.transaction().execute(async (trx) => {
        const added = await trx
          .insertInto('feed_hides')
          .values({ user_id: userId, kind, target, created_at: at })
          .onConflict((oc) => oc.columns(['user_id', 'kind', 'target']).doNothing())
          .executeTakeFirst();
        await bumpFeedVersion(trx, userId);
        if (kind === 'video' && Number(added.numInsertedOrUpdatedRows ?? 0) > 0)
          await signals.dismissed(trx, userId, Number(target), at);
        return trx
          .selectFrom('feed_hides')
          .select(['kind', 'target', 'created_at'])
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .where('target', '=', target)
          .executeTakeFirstOrThrow();
      }),

    removeHide: (userId: string, kind: FeedHideKindValue, target: string) =>
      db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('feed_hides')
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .where('target', '=', target)
          .executeTakeFirst();
        await bumpFeedVersion(trx, userId);
        return Number(removed.numDeletedRows) > 0;
      }),

    listHides: (userId: string) =>
      db
        .selectFrom('feed_hides')
        .select(['kind', 'target', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(500)
        .execute(),

    /** The names the list shows, by id, for the hides of one kind. */
    videoTitles: (ids: number[]) =>
      ids.length ? db.selectFrom('videos').select(['id', 'title']).where('id', 'in', ids).execute() : [],
    usernames: (ids: string[]) =>
      ids.length ? db.selectFrom('profiles').select(['id', 'username']).where('id', 'in', ids).execute() : [],

    /** Forgets what the feed learned and everything hidden; watching stays (creators' statistics read it). */
    reset: (userId: string) =>
      db.transaction().execute(async (trx) => {
        await bumpFeedVersion(trx, userId);
        await trx.deleteFrom('feed_tastes').where('user_id', '=', userId).execute();
        await trx.deleteFrom('feed_hides').where('user_id', '=', userId).execute();
      }),

    /**
     * The largest share of a video `userId` has watched. Only growth counts, towards its rising
     * score and their likings, so repeated reports of one view (or views) add nothing twice.
     * False for a video no one may watch.
     */
    recordWatch: (userId: string, videoId: number, share: number, finishedAt: number, at: number) =>
      db.transaction().execute(async (trx) => {
        const video = await trx
          .selectFrom('videos')
          .select('id')
          .where('id', '=', videoId)
          .where('processing', '=', 0)
          .where('held_at', 'is', null)
          .executeTakeFirst();
        if (!video) return false;
        const before = await trx
          .selectFrom('watch_progress')
          .select(['share', 'finished'])
          .where('user_id', '=', userId)
          .where('video_id', '=', videoId)
          .executeTakeFirst();
        const grown = share - (before?.share ?? 0);
        if (grown <= 0) return true;
        const finished = share >= finishedAt ? 1 : 0;
        await trx
          .insertInto('watch_progress')
          .values({ user_id: userId, video_id: videoId, share, finished, updated_at: at })
          .onConflict((oc) => oc.columns(['user_id', 'video_id']).doUpdateSet({ share, finished, updated_at: at }))
          .execute();
        await signals.watched(trx, userId, videoId, grown, finished === 1 && !before?.finished, at);
        return true;
      }),
  };
}

export type FeedSteeringRepository = ReturnType<typeof createFeedSteeringRepository>;
