import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { enqueueJob } from './jobs.repository.js';

/** A new video's notice to its creator's followers: queued as a job, then told to each. */
export function createNotificationFollowerQueries(db: Kysely<Database>) {
  return {
    queueFollowersNotice: (videoId: number, at: number) => enqueueJob(db, 'tell-followers', { videoId }, at),

    /** The creator of a video anyone can find now (public, processed, not held); undefined otherwise. */
    shownVideoOwner: async (videoId: number) =>
      (
        await db
          .selectFrom('videos')
          .select('owner_id')
          .where('id', '=', videoId)
          .where('visibility', '=', 'public')
          .where('processing', '=', 0)
          .where('held_at', 'is', null)
          .executeTakeFirst()
      )?.owner_id,

    followersOf: async (profileId: string) =>
      (await db.selectFrom('follows').select('follower_id').where('following_id', '=', profileId).execute()).map(
        (r) => r.follower_id,
      ),
  };
}
