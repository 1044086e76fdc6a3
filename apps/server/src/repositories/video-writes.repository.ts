import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, VideosTable } from '../db/schema.js';
import type { QueuedJob } from '../jobs/kinds.js';
import { SEARCHED_BODY } from '../lib/search-text.js';
import { captionSearchTexts, lockVideo } from './captions.repository.js';
import { dailyCounter } from './daily-counters.js';
import { changesBody, withSearch } from './video-search-columns.js';
import { enqueueJob, finishJob } from './jobs.repository.js';
import type { ForYouSignals } from './for-you-signals.js';

const uploads = dailyCounter('uploads');

/** A video's id and the columns naming its stored objects (video-files/held-videos.ts `keysOf`). */
const STORED_FILES = ['id', 'file_path', 'thumbnail_url', 'poster_variants', 'renditions'] as const;

/** The columns a video's search text is made from (read under its lock, lockVideo). */
const searchedBodyOf = (trx: Kysely<Database>, id: number) =>
  trx
    .selectFrom('videos')
    .select([...SEARCHED_BODY])
    .where('id', '=', id)
    .executeTakeFirst();

/** Writes `values` with the search text they make with the rest of the body and the captions. */
async function writeSearched(
  trx: Kysely<Database>,
  id: number,
  values: Updateable<VideosTable>,
  current: Awaited<ReturnType<typeof searchedBodyOf>>,
) {
  const captions = changesBody(values) ? await captionSearchTexts(trx, id) : [];
  await trx
    .updateTable('videos')
    .set(withSearch(values, captions, current))
    .where('id', '=', id)
    .execute();
}

export function createVideoWritesRepository(db: Kysely<Database>, signals: ForYouSignals) {
  /** A new video's rising score starts with its upload (For You). */
  const withRising = async (trx: Kysely<Database>, values: Insertable<VideosTable>) => ({
    ...values,
    rising_score: await signals.uploadScore(trx, values.owner_id, values.created_at),
  });
  return {
    insert: async (values: Insertable<VideosTable>) =>
      await db
        .insertInto('videos')
        .values(withSearch(await withRising(db, values)))
        .returning(['id', 'orientation'])
        .executeTakeFirstOrThrow(),

    /**
     * Takes one of the day's upload slots and inserts the video in one transaction, so two
     * parallel uploads cannot both take the last slot. Returns null when the day's slots are used.
     * The count resets when `last_upload_date` is not `today` (UTC).
     */
    insertWithinDailyLimit: (
      values: Insertable<VideosTable>,
      today: string,
      dailyLimit: number,
      /** The open upload that becomes this video: its slot turns into the finished one. */
      openUploadId?: string,
      /** Whether a 'process-video' job is committed with the row (the video is then `processing`). */
      toProcess = false,
    ) =>
      db.transaction().execute(async (trx) => {
        if (!(await uploads.take(trx, values.owner_id, today, dailyLimit))) return null;
        if (openUploadId) await trx.deleteFrom('open_uploads').where('upload_id', '=', openUploadId).execute();
        const row = await trx
          .insertInto('videos')
          .values(withSearch({ ...(await withRising(trx, values)), ...(toProcess ? { processing: 1 } : {}) }))
          .returning(['id', 'orientation'])
          .executeTakeFirstOrThrow();
        if (toProcess) await enqueueJob(trx, 'process-video', { videoId: row.id }, values.created_at);
        if (values.visibility === 'scheduled' && values.publish_at != null)
          await enqueueJob(trx, 'publish-video', { videoId: row.id }, values.created_at, values.publish_at);
        return row;
      }),

    /** A video whose processing failed for good, shown as it was stored. */
    showUnprocessed: (id: number, at: number) =>
      db
        .updateTable('videos')
        .set({ processing: 0, search_changed_at: at })
        .where('id', '=', id)
        .where('processing', '=', 1)
        .execute(),

    /** A video's active C2PA manifest label, when its credentials were read and intact. */
    manifestOf: async (id: number) =>
      (
        await db
          .selectFrom('videos')
          .select('c2pa_manifest')
          .where('id', '=', id)
          .where('c2pa_valid', '=', 1)
          .executeTakeFirst()
      )?.c2pa_manifest ?? null,

    /** How far a video's processing has got (0–100), for its owner's bar; only while it processes. */
    recordProgress: (id: number, percent: number) =>
      db
        .updateTable('videos')
        .set({ processing_percent: percent })
        .where('id', '=', id)
        .where('processing', '=', 1)
        .execute(),

    /** What the processing job of a video starts from. */
    processingOf: (id: number) =>
      db
        .selectFrom('videos')
        .select([...STORED_FILES, 'owner_id', 'processing', 'held_at', 'remix_of', 'remix_claim'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /**
     * Records what a processing job made and shows the video to everyone, in one transaction with
     * the job's end, only while `workerId` still holds the job ('lost' otherwise: another worker
     * took it over and records its own). 'gone' when the video was deleted meanwhile. `later` are
     * jobs to run after this one, committed with it.
     */
    finishProcessing: (
      job: { id: number; workerId: string; at: number },
      videoId: number,
      values: Updateable<VideosTable>,
      later: QueuedJob[] = [],
    ): Promise<'done' | 'lost' | 'gone'> =>
      db.transaction().execute(async (trx) => {
        if (!(await finishJob(trx, job.id, job.workerId, job.at))) return 'lost';
        const res = await trx
          .updateTable('videos')
          // Now in search: the index reads rows changed since it last looked.
          .set({ ...values, processing: 0, search_changed_at: job.at })
          .where('id', '=', videoId)
          .where('processing', '=', 1)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) {
          const exists = await trx.selectFrom('videos').select('id').where('id', '=', videoId).executeTakeFirst();
          if (!exists) return 'gone';
        }
        for (const next of later) await enqueueJob(trx, next.kind, next.payload, job.at, next.runAfter);
        return 'done';
      }),

    /**
     * Records a video's renditions with the end of the 'make-renditions' job that made them, while
     * `workerId` still holds it, and only while the video is as the job found it (`before`: its
     * renditions then) and not held: 'gone' otherwise (deleted, held or changed meanwhile), and
     * the job's files are then its own to remove.
     */
    recordRenditions: (
      job: { id: number; workerId: string; at: number },
      videoId: number,
      before: string | null,
      renditions: string | null,
    ): Promise<'done' | 'lost' | 'gone'> =>
      db.transaction().execute(async (trx) => {
        if (!(await finishJob(trx, job.id, job.workerId, job.at))) return 'lost';
        const res = await trx
          .updateTable('videos')
          .set({ renditions })
          .where('id', '=', videoId)
          .where('held_at', 'is', null)
          .where('renditions', before === null ? 'is' : '=', before)
          .executeTakeFirst();
        return Number(res.numUpdatedRows) === 0 ? 'gone' : 'done';
      }),

    uploadsCountOf: (userId: string) => uploads.usage(db, userId),

    ownershipOf: (id: number) =>
      db
        .selectFrom('videos')
        .select([...STORED_FILES, 'owner_id', 'title', 'held_prefix', 'visibility', 'published_at'])
        .where('id', '=', id)
        .executeTakeFirst(),

    update: (id: number, values: Updateable<VideosTable>) =>
      !changesBody(values)
        ? db.updateTable('videos').set(withSearch(values)).where('id', '=', id).execute()
        : // A new description, prompt or tool keeps the rest, and the captions' words after them
          // (captions.repository.ts: `refresh`).
          db.transaction().execute(async (trx) => {
            await lockVideo(trx, id, Date.now());
            await writeSearched(trx, id, values, await searchedBodyOf(trx, id));
          }),

    /**
     * Keeps what a video's file said of how it was made (`fileRecipe`, JSON), and fills in the prompt
     * and recipe from it where its creator gave none (under the video's lock, so a creator's own
     * write, before or after, is never overwritten).
     */
    fillFromFile: (id: number, found: { fileRecipe: string; prompt: string | null; recipe: string | null }) =>
      db.transaction().execute(async (trx) => {
        await lockVideo(trx, id, Date.now());
        const current = await searchedBodyOf(trx, id);
        if (!current) return;
        const values: Updateable<VideosTable> = { file_recipe: found.fileRecipe };
        if (current.prompt === null && found.prompt) values.prompt = found.prompt;
        if (current.recipe === null && found.recipe) values.recipe = found.recipe;
        await writeSearched(trx, id, values, current);
      }),

    delete: (id: number) => db.deleteFrom('videos').where('id', '=', id).execute(),

    /**
     * Hides a video for everyone while a moderator's removal may be appealed, with the job that
     * ends the hold at `purgeAt`; false when it was already held.
     */
    hold: (id: number, by: string, prefix: string, at: number, purgeAt: number) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('videos')
          .set({ held_at: at, held_by: by, held_prefix: prefix, search_changed_at: at })
          .where('id', '=', id)
          .where('held_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (row) await enqueueJob(trx, 'purge-held-video', { videoId: id }, at, purgeAt);
        return row !== undefined;
      }),

    /** Shows a held video again (an appeal overturned its removal); false when it was not held. */
    release: async (id: number, at: number) =>
      (await db
        .updateTable('videos')
        .set({ held_at: null, held_by: null, held_prefix: null, search_changed_at: at })
        .where('id', '=', id)
        .where('held_at', 'is not', null)
        .returning('id')
        .executeTakeFirst()) !== undefined,

    /** The files of a creator's videos that are not held (a ban moves them aside: video-files/banned-media.ts). */
    mediaOfOwner: (ownerId: string) =>
      db
        .selectFrom('videos')
        .select([...STORED_FILES])
        .where('owner_id', '=', ownerId)
        .where('held_at', 'is', null)
        .execute(),

    /** A held video's row and files, or undefined when it is not held (or gone). */
    heldVideo: (id: number) =>
      db
        .selectFrom('videos')
        .select([...STORED_FILES, 'owner_id', 'title', 'held_at', 'held_prefix'])
        .where('id', '=', id)
        .where('held_at', 'is not', null)
        .executeTakeFirst(),

    count: async () =>
      Number(
        (
          await db
            .selectFrom('videos')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    countProfiles: async () =>
      Number(
        (
          await db
            .selectFrom('profiles')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}

export type VideoWritesRepository = ReturnType<typeof createVideoWritesRepository>;
