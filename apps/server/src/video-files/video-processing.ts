import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { formatPosterVariants, storePosterVariants } from '../images/poster-variants.js';
import { readContentCredentials, type TrustAnchors } from '../media/c2pa.js';
import { ffmpegAvailable, remuxFastStart } from '../media/ffmpeg.js';
import { probeMp4 } from '../media/mp4-probe.js';
import type { VideoWritesRepository } from '../repositories/video-writes.repository.js';
import { ObjectExistsError, type Storage } from '../storage/storage.js';

/** The job every upload leaves: `{ videoId }`. */
export const PROCESS_VIDEO = 'process-video';
/** A stored object to remove later: `{ bucket: 'videos', key }`. */
export const DELETE_OBJECT = 'delete-object';

/**
 * The original of a remuxed video stays this long, so a player that opened it (its owner's, while
 * it was processing) can finish; a job then removes it.
 */
export const REPLACED_FILE_GRACE_MS = 10 * 60 * 1000;

export interface RunningJob {
  id: number;
  workerId: string;
  payload: unknown;
}

/**
 * What an upload needs after its bytes are stored: the poster's sizes, the index moved to the front
 * (unless the file carries Content Credentials, whose hash covers the original bytes), and the
 * credentials read. Every step may run twice (a worker can die after any of them and another takes
 * the job over), so each one's result is named after the video and found again rather than made twice.
 */
export function createVideoProcessing(deps: {
  writes: VideoWritesRepository;
  storage: Storage;
  c2paTrust?: TrustAnchors;
  now?: () => number;
}) {
  const { writes, storage } = deps;
  const now = deps.now ?? Date.now;

  /** `key` stored under `target`, or found there from an earlier run of the same job. */
  async function storeOnce(key: string, source: string) {
    try {
      return storage.putFile
        ? await storage.putFile('videos', key, source)
        : await storage.put('videos', key, createReadStream(source), { contentType: 'video/mp4' });
    } catch (err) {
      if (!(err instanceof ObjectExistsError)) throw err;
      return (await storage.stat('videos', key))!;
    }
  }

  /** A stored object as a file to read: itself on local disk, else a copy in `work`. */
  async function asFile(key: string, work: string, name: string): Promise<string> {
    if (storage.localFile) return storage.localFile('videos', key);
    const target = path.join(work, name);
    await pipeline(storage.read('videos', key), createWriteStream(target));
    return target;
  }

  /** Runs the processing of one video; 'lost' when another worker took the job over meanwhile. */
  async function processVideo(job: RunningJob): Promise<'done' | 'lost' | 'gone'> {
    const { videoId } = job.payload as { videoId: number };
    const finishAs = (values: Parameters<VideoWritesRepository['finishProcessing']>[2], later?: Later) =>
      writes.finishProcessing({ id: job.id, workerId: job.workerId, at: now() }, videoId, values, later);
    const video = await writes.processingOf(videoId);
    if (!video || video.processing === 0 || !video.file_path) return finishAs({});
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'promptreel-job-'));
    const made: string[] = [];
    try {
      const original = await asFile(video.file_path, work, 'original.mp4');
      const info = await probeMp4(original);
      const credentials = await readContentCredentials(original, { trust: deps.c2paTrust });
      const values: Parameters<VideoWritesRepository['finishProcessing']>[2] = {
        c2pa_present: credentials.present ? 1 : 0,
        c2pa_valid: credentials.valid ? 1 : 0,
        c2pa_trusted: credentials.trusted ? 1 : 0,
        c2pa_generator: credentials.claimGenerator,
        c2pa_ai: credentials.aiGenerated ? 1 : 0,
        c2pa_issuer: credentials.issuer,
      };
      let later: Later | undefined;
      if (!info.fastStart && !credentials.present && (await ffmpegAvailable())) {
        const remuxed = path.join(work, 'faststart.mp4');
        const ok = await remuxFastStart(original, remuxed).then(
          () => true,
          () => false, // keep the original: it plays, just later
        );
        if (ok) {
          const key = video.file_path.replace(/\.mp4$/, '') + '-faststart.mp4';
          const object = await storeOnce(key, remuxed);
          made.push(key);
          values.file_path = key;
          values.size_bytes = object.size;
          later = {
            kind: DELETE_OBJECT,
            payload: { bucket: 'videos', key: video.file_path },
            runAfter: now() + REPLACED_FILE_GRACE_MS,
          };
        }
      }
      if (video.thumbnail_url && !video.poster_variants) {
        const poster = await asFile(video.thumbnail_url, work, 'poster.jpg');
        const variants = await storePosterVariants(storage, video.thumbnail_url, poster);
        made.push(...variants.map((v) => v.key).filter((key) => key !== video.thumbnail_url));
        values.poster_variants = formatPosterVariants(variants);
      }
      const outcome = await finishAs(values, later);
      // Only a video deleted meanwhile leaves what this run made unowned; a run taken over by
      // another worker leaves it to that one, which finds the same keys.
      if (outcome === 'gone') for (const key of made) await storage.delete('videos', key).catch(() => undefined);
      return outcome;
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  }

  /**
   * The last attempt failed: the video is shown as stored (it plays; without a fast start, poster
   * sizes or credentials, so no badge is claimed for it) rather than hidden for ever.
   */
  async function giveUp(payload: unknown): Promise<void> {
    const { videoId } = payload as { videoId: number };
    await writes.showUnprocessed(videoId, now());
  }

  /** Deletes a stored object: `bucket` is 'videos' (the default of jobs queued before it was named) or 'exports'. */
  async function deleteObject(job: RunningJob) {
    const { bucket, key } = job.payload as { bucket?: string; key: string };
    await storage.delete(bucket === 'exports' ? 'exports' : 'videos', key);
  }

  return { processVideo, deleteObject, giveUp };
}

type Later = { kind: string; payload: unknown; runAfter: number };

export type VideoProcessing = ReturnType<typeof createVideoProcessing>;
