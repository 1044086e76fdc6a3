import type { Kysely, Updateable } from 'kysely';
import type { Database, VideosTable } from '../db/schema.js';
import type { QueuedJob } from '../jobs/kinds.js';
import { enqueueJob, finishJob } from './jobs.repository.js';

/** A chosen poster: a 'make-poster' job's payload (jobs/kinds.ts), the frame's time or the image's key. */
export interface PosterRequest {
  videoId: number;
  /** When it was chosen (ms): the latest choice of a video wins. */
  requestedAt: number;
  atMs?: number;
  imageKey?: string;
}

/** A claimed 'make-poster' job, as its end is recorded. */
export interface PosterJobClaim {
  id: number;
  workerId: string;
  at: number;
}

/**
 * A creator's chosen poster (migration 0042): the choice recorded with its job, and the job's
 * poster recorded only while that choice is still the latest and the video is not held.
 */
export function createPosterChoicesRepository(db: Kysely<Database>) {
  return {
    /** What a choice is checked against, and what its job starts from. */
    videoOf: (id: number) =>
      db
        .selectFrom('videos')
        .select([
          'id',
          'owner_id',
          'file_path',
          'thumbnail_url',
          'poster_variants',
          'duration_ms',
          'width',
          'height',
          'orientation',
          'processing',
          'held_at',
          'poster_requested_at',
        ])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Records the latest choice and queues its job, in one transaction. */
    request: (payload: PosterRequest) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('videos')
          .set({ poster_requested_at: payload.requestedAt })
          .where('id', '=', payload.videoId)
          .execute();
        await enqueueJob(trx, 'make-poster', payload, payload.requestedAt);
      }),

    /**
     * Ends the job with the poster it made ('gone' when the choice is no longer the latest, or the
     * video was held or deleted meanwhile: what it made is then its own to remove; 'lost' when
     * another worker took the job over). `later` are jobs committed with it.
     */
    finish: (
      job: PosterJobClaim,
      videoId: number,
      requestedAt: number,
      values: Pick<Updateable<VideosTable>, 'thumbnail_url' | 'poster_variants'>,
      later: QueuedJob[],
    ): Promise<'done' | 'lost' | 'gone'> =>
      db.transaction().execute(async (trx) => {
        if (!(await finishJob(trx, job.id, job.workerId, job.at))) return 'lost';
        const res = await trx
          .updateTable('videos')
          .set({ ...values, poster_requested_at: null })
          .where('id', '=', videoId)
          .where('poster_requested_at', '=', requestedAt)
          .where('held_at', 'is', null)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) return 'gone';
        for (const next of later) await enqueueJob(trx, next.kind, next.payload, job.at, next.runAfter);
        return 'done';
      }),

    /** Ends the job without a poster: the choice is forgotten unless a later one replaced it. */
    drop: (job: PosterJobClaim | null, videoId: number, requestedAt: number): Promise<'done' | 'lost'> =>
      db.transaction().execute(async (trx) => {
        if (job && !(await finishJob(trx, job.id, job.workerId, job.at))) return 'lost';
        await trx
          .updateTable('videos')
          .set({ poster_requested_at: null })
          .where('id', '=', videoId)
          .where('poster_requested_at', '=', requestedAt)
          .execute();
        return 'done';
      }),
  };
}

export type PosterChoicesRepository = ReturnType<typeof createPosterChoicesRepository>;
