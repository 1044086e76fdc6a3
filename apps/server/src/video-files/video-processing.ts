import path from 'node:path';
import { formatPosterVariants, storePosterVariants } from '../images/poster-variants.js';
import { readContentCredentials, type TrustAnchors } from '../media/c2pa.js';
import type { Provenance } from '../media/c2pa-manifest.js';
import { ffmpegAvailable, remuxFastStart } from '../media/ffmpeg.js';
import { probeMp4 } from '../media/mp4-probe.js';
import type { QueuedJob } from '../jobs/kinds.js';
import type { VideoWritesRepository } from '../repositories/video-writes.repository.js';
import type { Storage } from '../storage/storage.js';
import { recipeToStore } from '../shaping/recipe.js';
import { recipeOfFile } from './file-recipe.js';
import { createRenditionMaking } from './rendition-making.js';
import { formatRenditions } from './renditions.js';
import { asFile, inWorkFolder, storeOnce } from './stored-files.js';

/**
 * The original of a remuxed video stays this long, so a player that opened it (its owner's, while
 * it was processing) can finish; a job then removes it.
 */
export const REPLACED_FILE_GRACE_MS = 10 * 60 * 1000;

/** A claimed 'process-video' job (jobs/kinds.ts). */
export interface RunningJob {
  id: number;
  workerId: string;
  payload: { videoId: number };
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
  /** Told of an encoding that failed (the video goes on without renditions). */
  onError?: (err: unknown) => void;
  /** Told when a video this job processed is shown to everyone. */
  onShown?: (videoId: number) => Promise<void>;
}) {
  const { writes, storage } = deps;
  const now = deps.now ?? Date.now;

  const renditions = createRenditionMaking({ writes, storage, now, onError: deps.onError });

  /**
   * A claimed remix is verified when its own credentials pass the AI badge's rules (intact, signer
   * trusted) and name its source's manifest as their parent ingredient.
   */
  async function remixProof(
    video: { remix_of: number | null; remix_claim: string | null },
    credentials: Provenance,
  ): Promise<{ remix_claim?: 'verified' }> {
    if (video.remix_claim !== 'claimed' || video.remix_of === null) return {};
    if (!credentials.valid || !credentials.trusted || !credentials.parents?.length) return {};
    const source = await writes.manifestOf(video.remix_of);
    return source && credentials.parents.includes(source) ? { remix_claim: 'verified' } : {};
  }

  /** Runs the processing of one video; 'lost' when another worker took the job over meanwhile. */
  async function processVideo(job: RunningJob): Promise<'done' | 'lost' | 'gone'> {
    const { videoId } = job.payload;
    const finishAs = (values: Parameters<VideoWritesRepository['finishProcessing']>[2], later: QueuedJob[] = []) =>
      writes.finishProcessing({ id: job.id, workerId: job.workerId, at: now() }, videoId, values, later);
    const video = await writes.processingOf(videoId);
    if (!video || video.processing === 0 || !video.file_path) return finishAs({});
    const videoKey = video.file_path;
    const made: string[] = [];
    return inWorkFolder(async (work) => {
      const original = await asFile(storage, videoKey, work, 'original.mp4');
      const info = await probeMp4(original);
      const credentials = await readContentCredentials(original, { trust: deps.c2paTrust });
      const values: Parameters<VideoWritesRepository['finishProcessing']>[2] = {
        c2pa_present: credentials.present ? 1 : 0,
        c2pa_valid: credentials.valid ? 1 : 0,
        c2pa_trusted: credentials.trusted ? 1 : 0,
        c2pa_generator: credentials.claimGenerator,
        c2pa_ai: credentials.aiGenerated ? 1 : 0,
        c2pa_issuer: credentials.issuer,
        c2pa_manifest: credentials.valid ? (credentials.manifest ?? null) : null,
        ...(await remixProof(video, credentials)),
      };
      const found = await recipeOfFile(original, credentials);
      if (found)
        await writes.fillFromFile(videoId, {
          fileRecipe: JSON.stringify(found),
          prompt: found.prompt,
          recipe: recipeToStore(found.recipe),
        });
      const later: QueuedJob[] = [];
      if (!info.fastStart && !credentials.present && (await ffmpegAvailable())) {
        const remuxed = path.join(work, 'faststart.mp4');
        const ok = await remuxFastStart(original, remuxed).then(
          () => true,
          () => false, // keep the original: it plays, just later
        );
        if (ok) {
          const key = videoKey.replace(/\.mp4$/, '') + '-faststart.mp4';
          const object = await storeOnce(storage, key, remuxed);
          made.push(key);
          values.file_path = key;
          values.size_bytes = object.size;
          later.push({
            kind: 'delete-object',
            payload: { bucket: 'videos', key: videoKey },
            runAfter: now() + REPLACED_FILE_GRACE_MS,
          });
        }
      }
      if (!video.renditions && (await ffmpegAvailable())) {
        const { stored, more } = await renditions.makeFirst(videoId, videoKey, { file: original, ...info }, work);
        made.push(...stored.map((r) => r.key));
        values.renditions = formatRenditions(stored);
        if (more) later.push({ kind: 'make-renditions', payload: { videoId }, runAfter: now() });
      }
      if (video.thumbnail_url && !video.poster_variants) {
        const poster = await asFile(storage, video.thumbnail_url, work, 'poster.jpg');
        const variants = await storePosterVariants(storage, video.thumbnail_url, poster);
        made.push(...variants.map((v) => v.key).filter((key) => key !== video.thumbnail_url));
        values.poster_variants = formatPosterVariants(variants);
      }
      const outcome = await finishAs(values, later);
      if (outcome === 'done') await deps.onShown?.(videoId);
      // Only a video deleted meanwhile leaves what this run made unowned; a run taken over by
      // another worker leaves it to that one, which finds the same keys.
      if (outcome === 'gone') for (const key of made) await storage.delete('videos', key).catch(() => undefined);
      return outcome;
    });
  }

  /**
   * The last attempt failed: the video is shown as stored (it plays; without a fast start, poster
   * sizes or credentials, so no badge is claimed for it) rather than hidden for ever.
   */
  async function giveUp({ videoId }: { videoId: number }): Promise<void> {
    await writes.showUnprocessed(videoId, now());
    await deps.onShown?.(videoId);
  }

  /** Deletes a stored object: `bucket` is 'videos' (the default of jobs queued before it was named) or 'exports'. */
  async function deleteObject({ bucket, key }: { bucket?: 'videos' | 'exports'; key: string }) {
    await storage.delete(bucket === 'exports' ? 'exports' : 'videos', key);
  }

  return { processVideo, makeRenditions: renditions.makeRest, deleteObject, giveUp };
}

export type VideoProcessing = ReturnType<typeof createVideoProcessing>;
