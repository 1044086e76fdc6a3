import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { searchBodyOf } from '../lib/search-text.js';
import { takeWriteSlot, type WriteSlot } from './write-limits.js';

/** Each language's cues in search form, in language order, to follow the description in `search_body`. */
export const captionSearchTexts = async (db: Kysely<Database> | Transaction<Database>, videoId: number) =>
  (
    await db
      .selectFrom('video_captions')
      .select('search_text')
      .where('video_id', '=', videoId)
      .orderBy('language')
      .execute()
  ).map((r) => r.search_text);

/** Takes the video's row for the rest of the transaction (see `refresh`), and tells the search index when. */
export const lockVideo = (trx: Transaction<Database>, videoId: number, at: number) =>
  trx.updateTable('videos').set({ search_changed_at: at }).where('id', '=', videoId).execute();

/**
 * A video's captions (migration 0024). Every change writes, in its transaction, the video's list of
 * languages and its search body (the description, then every language's cues), and says when for
 * the search index.
 */
export function createCaptionsRepository(db: Kysely<Database>) {
  /**
   * Every write of a video's search body starts by writing its row, so two of them (a caption and
   * a new description) take turns on it rather than each writing what it read before the other.
   */
  async function refresh(trx: Transaction<Database>, videoId: number) {
    const rows = await trx
      .selectFrom('video_captions')
      .select(['language', 'search_text'])
      .where('video_id', '=', videoId)
      .orderBy('language')
      .execute();
    const video = await trx
      .selectFrom('videos')
      .select(['subtitle', 'prompt', 'platform', 'recipe'])
      .where('id', '=', videoId)
      .executeTakeFirst();
    if (!video) return;
    await trx
      .updateTable('videos')
      .set({
        caption_languages: rows.map((r) => r.language).join(','),
        search_body: searchBodyOf(
          video,
          rows.map((r) => r.search_text),
        ),
      })
      .where('id', '=', videoId)
      .execute();
  }

  return {
    /** Counts one caption write against its rate limit, or throws WriteLimitReached. */
    takeSlot: (slot: WriteSlot) => db.transaction().execute((trx) => takeWriteSlot(trx, slot)),

    /** Adds or replaces one language's captions. */
    put: (videoId: number, language: string, vtt: string, cuesSearchText: string, at: number) =>
      db.transaction().execute(async (trx) => {
        await lockVideo(trx, videoId, at);
        await trx
          .insertInto('video_captions')
          .values({ video_id: videoId, language, vtt, search_text: cuesSearchText, updated_at: at })
          .onConflict((oc) =>
            oc.columns(['video_id', 'language']).doUpdateSet({ vtt, search_text: cuesSearchText, updated_at: at }),
          )
          .execute();
        await refresh(trx, videoId);
      }),

    /** Removes one language's captions; false when there were none. */
    remove: (videoId: number, language: string, at: number) =>
      db.transaction().execute(async (trx) => {
        await lockVideo(trx, videoId, at);
        const gone = await trx
          .deleteFrom('video_captions')
          .where('video_id', '=', videoId)
          .where('language', '=', language)
          .executeTakeFirst();
        if (Number(gone.numDeletedRows) === 0) return false;
        await refresh(trx, videoId);
        return true;
      }),

    /** The WebVTT text and when it last changed, or undefined. */
    find: (videoId: number, language: string) =>
      db
        .selectFrom('video_captions')
        .select(['vtt', 'updated_at'])
        .where('video_id', '=', videoId)
        .where('language', '=', language)
        .executeTakeFirst(),
  };
}

export type CaptionsRepository = ReturnType<typeof createCaptionsRepository>;
