import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** increment_video_view, deduplicated per viewer: see `countView`. */
export function createViewsRepository(db: Kysely<Database>) {
  const viewsOf = async (trx: Kysely<Database>, videoId: number) =>
    (await trx.selectFrom('videos').select('views').where('id', '=', videoId).executeTakeFirst())?.views;

  return {
    /**
     * Counts the view unless this viewer's last counted view of the video is younger than
     * `windowMs`, and returns the total (undefined for an unknown video). The upsert only writes
     * when the window has passed, and the counter moves only when it wrote, in one transaction:
     * parallel calls of one viewer wait on the row's key and all but one find it fresh.
     */
    countView: (videoId: number, viewerKey: string, at: number, windowMs: number) =>
      db.transaction().execute(async (trx) => {
        if ((await viewsOf(trx, videoId)) === undefined) return undefined;
        const claimed = await trx
          .insertInto('video_views')
          .values({ video_id: videoId, viewer_key: viewerKey, counted_at: at })
          .onConflict((oc) =>
            oc
              .columns(['video_id', 'viewer_key'])
              .doUpdateSet({ counted_at: at })
              .where('video_views.counted_at', '<=', at - windowMs),
          )
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return viewsOf(trx, videoId);
        const counted = await trx
          .updateTable('videos')
          .set((eb) => ({ views: eb('views', '+', 1) }))
          .where('id', '=', videoId)
          .returning('views')
          .executeTakeFirstOrThrow();
        return counted.views;
      }),

    /** Forgets views older than `before`: they no longer hold back a count. Returns how many went. */
    prune: async (before: number) =>
      Number((await db.deleteFrom('video_views').where('counted_at', '<', before).executeTakeFirst()).numDeletedRows),
  };
}

export type ViewsRepository = ReturnType<typeof createViewsRepository>;
