import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { mediaAspectRatio, type Orientation } from '@promptreel/contract';
import { croppedPoster } from '../images/poster-image.js';
import { formatPosterVariants, posterKeys, storePosterVariants } from '../images/poster-variants.js';
import { ffmpegAvailable, posterFrameAt } from '../media/ffmpeg.js';
import type { QueuedJob } from '../jobs/kinds.js';
import type { PosterChoicesRepository, PosterRequest } from '../repositories/poster-choices.repository.js';
import { ObjectExistsError, type Storage } from '../storage/storage.js';
import { asFile, inWorkFolder } from './stored-files.js';
import { REPLACED_FILE_GRACE_MS } from './video-processing.js';

type Payload = PosterRequest;

/** A claimed 'make-poster' job (jobs/kinds.ts). */
export interface PosterJob {
  id: number;
  workerId: string;
  /** Ends it and queues it again for `runAfter` (the video is still being processed). */
  finishAndRequeue(runAfter: number): Promise<boolean>;
}

/** How long a chosen poster waits, each time, for its video's processing to end. */
const PROCESSING_WAIT_MS = 5_000;

/**
 * Makes the poster a creator chose (issue 36, goal 4): the frame at a time, by ffmpeg, or their
 * image, cropped by sharp to the video's shape; then the same WebP sizes as an upload's poster. It
 * is stored under a new key (posters are served as immutable), so the card's address changes only
 * once it is ready; the old poster's files are removed after a grace, as a replaced video file is.
 */
export function createChosenPosters(deps: { posters: PosterChoicesRepository; storage: Storage; now?: () => number }) {
  const { posters, storage } = deps;
  const now = deps.now ?? Date.now;

  const dropSource = async (payload: Payload) => {
    if (payload.imageKey) await storage.delete('videos', payload.imageKey).catch(() => undefined);
  };

  /** The poster as a JPEG file in `work`, or null when none can be made of this choice. */
  async function posterFile(
    payload: Payload,
    video: { file_path: string; width: number | null; height: number | null; orientation: Orientation | null },
    work: string,
  ): Promise<string | null> {
    const output = path.join(work, 'poster.jpg');
    try {
      if (payload.imageKey) {
        const source = await asFile(storage, payload.imageKey, work, 'source');
        const ratio = mediaAspectRatio(video);
        await fs.writeFile(output, await croppedPoster(await fs.readFile(source), ratio));
        return output;
      }
      if (!(await ffmpegAvailable())) return null;
      const original = await asFile(storage, video.file_path, work, 'original.mp4');
      return (await posterFrameAt(original, payload.atMs ?? 0, output)) ? output : null;
    } catch {
      // An image sharp cannot decode, or a frame ffmpeg cannot make: the poster stays as it was.
      return null;
    }
  }

  /** Stores the poster under `key`, or finds it there from an earlier run of this job. */
  async function storePoster(key: string, file: string) {
    await storage
      .put('videos', key, Readable.from(await fs.readFile(file)), { contentType: 'image/jpeg' })
      .catch((err: unknown) => {
        if (!(err instanceof ObjectExistsError)) throw err;
      });
  }

  async function makePoster(payload: Payload, job: PosterJob): Promise<'done' | 'lost' | 'gone'> {
    const { videoId, requestedAt } = payload;
    const claim = { id: job.id, workerId: job.workerId, at: now() };
    const video = await posters.videoOf(videoId);
    if (!video || video.poster_requested_at !== requestedAt || video.held_at !== null || !video.file_path) {
      const outcome = await posters.drop(claim, videoId, requestedAt);
      if (outcome === 'done') await dropSource(payload);
      return outcome;
    }
    // The upload's own processing writes its poster sizes: a choice made meanwhile waits for it.
    if (video.processing === 1) return (await job.finishAndRequeue(now() + PROCESSING_WAIT_MS)) ? 'done' : 'lost';
    const filePath = video.file_path;
    return inWorkFolder(async (work) => {
      const file = await posterFile(payload, { ...video, file_path: filePath }, work);
      if (!file) {
        const outcome = await posters.drop(claim, videoId, requestedAt);
        if (outcome === 'done') await dropSource(payload);
        return outcome;
      }
      const key = `${video.owner_id}/thumbnails/${videoId}-chosen-${requestedAt}.jpg`;
      await storePoster(key, file);
      const variants = await storePosterVariants(storage, key, file);
      const made = [key, ...variants.map((v) => v.key).filter((k) => k !== key)];
      const later: QueuedJob[] = posterKeys(video)
        .filter((old) => !made.includes(old))
        .map((old) => ({
          kind: 'delete-object',
          payload: { bucket: 'videos', key: old },
          runAfter: now() + REPLACED_FILE_GRACE_MS,
        }));
      const outcome = await posters.finish(
        { ...claim, at: now() },
        videoId,
        requestedAt,
        { thumbnail_url: key, poster_variants: formatPosterVariants(variants) },
        later,
      );
      if (outcome === 'gone') for (const k of made) await storage.delete('videos', k).catch(() => undefined);
      if (outcome !== 'lost') await dropSource(payload);
      return outcome;
    });
  }

  /** The last attempt failed: the choice is forgotten and its image removed; the poster stays. */
  async function giveUp(payload: Payload): Promise<void> {
    await posters.drop(null, payload.videoId, payload.requestedAt);
    await dropSource(payload);
  }

  return { makePoster, giveUp };
}

export type ChosenPosters = ReturnType<typeof createChosenPosters>;
