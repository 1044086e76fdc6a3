import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ForYouSignals } from './for-you-signals.js';
import { enqueueJob } from './jobs.repository.js';

type Visibility = 'public' | 'unlisted' | 'scheduled';

/**
 * Who finds a video (migration 0039). A video that becomes public for the first time is dated then
 * and starts its rising score then, exactly as a new upload does; one that was public before keeps
 * its date, so hiding and showing it again never lifts it up the Latest feed.
 */
export function createVideoVisibilityRepository(db: Kysely<Database>, signals: ForYouSignals) {
  async function publish(trx: Kysely<Database>, id: number, ownerId: string, publishedAt: number, at: number) {
    await trx
      .updateTable('videos')
      .set({
        visibility: 'public',
        publish_at: null,
        published_at: publishedAt,
        created_at: publishedAt,
        rising_score: await signals.uploadScore(trx, ownerId, publishedAt),
        search_changed_at: at,
      })
      .where('id', '=', id)
      .execute();
  }

  const current = (trx: Kysely<Database>, id: number) =>
    trx
      .selectFrom('videos')
      .select(['owner_id', 'visibility', 'publish_at', 'published_at'])
      .where('id', '=', id)
      .executeTakeFirst();

  return {
    /**
     * Sets a video's visibility; a scheduled one with the 'publish-video' job that publishes it at
     * `publishAt`, in one transaction. True when the video became public for the first time.
     */
    set: (id: number, values: { visibility: Visibility; publish_at: number | null }, at: number) =>
      db.transaction().execute(async (trx) => {
        const video = await current(trx, id);
        if (!video) return false;
        if (values.visibility === 'public' && video.visibility !== 'public' && video.published_at === null) {
          await publish(trx, id, video.owner_id, at, at);
          return true;
        }
        await trx
          .updateTable('videos')
          .set({ ...values, search_changed_at: at })
          .where('id', '=', id)
          .execute();
        if (values.visibility === 'scheduled')
          await enqueueJob(trx, 'publish-video', { videoId: id }, at, values.publish_at ?? at);
        return false;
      }),

    /**
     * The 'publish-video' job: a scheduled video whose time has come becomes public, dated at that
     * time. 'published'; 'not_yet' when its time was moved later (the job queued then will do it);
     * 'nothing' when it is gone or no longer scheduled.
     */
    publishDue: (id: number, at: number) =>
      db.transaction().execute(async (trx): Promise<'published' | 'not_yet' | 'nothing'> => {
        const video = await current(trx, id);
        if (!video || video.visibility !== 'scheduled' || video.publish_at === null) return 'nothing';
        if (video.publish_at > at) return 'not_yet';
        await publish(trx, id, video.owner_id, video.publish_at, at);
        return 'published';
      }),
  };
}

export type VideoVisibilityRepository = ReturnType<typeof createVideoVisibilityRepository>;
