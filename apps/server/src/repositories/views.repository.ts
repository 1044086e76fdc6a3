import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** At most `max` counted views from one address per video in any `windowMs`. */
export interface AddressLimit {
  addressKey: string;
  max: number;
  windowMs: number;
}

/** increment_video_view, deduplicated per viewer and limited per address: see `countView`. */
export function createViewsRepository(db: Kysely<Database>) {
  const viewsOf = async (trx: Kysely<Database>, videoId: number) =>
    (await trx.selectFrom('videos').select('views').where('id', '=', videoId).executeTakeFirst())?.views;

  /**
   * Takes a free slot of the address for this video (absent, or counted before the window), or
   * returns false when all `max` are fresh. Each take is an upsert that writes only a free slot,
   * so parallel views from one address wait on the slot's key and the later one moves on.
   */
  async function takeAddressSlot(trx: Kysely<Database>, videoId: number, at: number, limit: AddressLimit) {
    const { addressKey, max, windowMs } = limit;
    const fresh = await trx
      .selectFrom('video_view_addresses')
      .select('slot')
      .where('video_id', '=', videoId)
      .where('address_key', '=', addressKey)
      .where('counted_at', '>', at - windowMs)
      .execute();
    const taken = new Set(fresh.map((r) => r.slot));
    for (let slot = 0; slot < max; slot++) {
      if (taken.has(slot)) continue;
      const took = await trx
        .insertInto('video_view_addresses')
        .values({ video_id: videoId, address_key: addressKey, slot, counted_at: at })
        .onConflict((oc) =>
          oc
            .columns(['video_id', 'address_key', 'slot'])
            .doUpdateSet({ counted_at: at })
            .where('video_view_addresses.counted_at', '<=', at - windowMs),
        )
        .executeTakeFirst();
      if (Number(took.numInsertedOrUpdatedRows ?? 0) > 0) return true;
    }
    return false;
  }

  return {
    /**
     * Counts the view unless this viewer's last counted view of the video is younger than
     * `windowMs`, and returns the total (undefined for an unknown video). The upsert only writes
     * when the window has passed, and the counter moves only when it wrote, in one transaction:
     * parallel calls of one viewer wait on the row's key and all but one find it fresh. A new
     * viewer counts only while its address has a free slot (`takeAddressSlot`).
     */
    countView: (videoId: number, viewerKey: string, at: number, windowMs: number, address: AddressLimit) =>
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
        if (!(await takeAddressSlot(trx, videoId, at, address))) return viewsOf(trx, videoId);
        const counted = await trx
          .updateTable('videos')
          .set((eb) => ({ views: eb('views', '+', 1) }))
          .where('id', '=', videoId)
          .returning('views')
          .executeTakeFirstOrThrow();
        return counted.views;
      }),

    /**
     * Forgets viewers counted before `before` and address slots taken before `addressesBefore`:
     * they no longer hold back a count. Returns how many viewers went.
     */
    prune: async (before: number, addressesBefore = before) => {
      await db.deleteFrom('video_view_addresses').where('counted_at', '<', addressesBefore).execute();
      return Number(
        (await db.deleteFrom('video_views').where('counted_at', '<', before).executeTakeFirst()).numDeletedRows,
      );
    },
  };
}

export type ViewsRepository = ReturnType<typeof createViewsRepository>;
