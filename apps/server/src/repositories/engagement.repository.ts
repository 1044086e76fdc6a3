import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Claps, comments and follows. Each write changes the video's counter in the same transaction,
 * so claps_count and comments_count always equal the real counts.
 */
export function createEngagementRepository(db: Kysely<Database>) {
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
        return true;
      }),

    addComment: (videoId: number, authorId: string, body: string, at = Date.now()) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('comments')
          .values({ video_id: videoId, author_id: authorId, body, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('videos')
          .set((eb) => ({ comments_count: eb('comments_count', '+', 1) }))
          .where('id', '=', videoId)
          .execute();
        return row.id;
      }),

    addFollow: async (followerId: string, followingId: string, at = Date.now()) => {
      const r = await db
        .insertInto('follows')
        .values({ follower_id: followerId, following_id: followingId, created_at: at })
        .onConflict((oc) => oc.columns(['follower_id', 'following_id']).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
