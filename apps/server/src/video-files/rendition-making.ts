import fs from 'node:fs/promises';
import { ffmpegPath } from '../media/ffmpeg.js';
import { probeMp4 } from '../media/mp4-probe.js';
import type { RenditionRung } from '../media/transcode.js';
import type { VideoWritesRepository } from '../repositories/video-writes.repository.js';
import type { Storage } from '../storage/storage.js';
import {
  encodeRenditions,
  formatRenditions,
  ladderOf,
  parseRenditions,
  renditionKey,
  type StoredRendition,
} from './renditions.js';
import type { RunningJob } from './video-processing.js';
import { asFile, inWorkFolder, storeOnce } from './stored-files.js';

/** The owner's bar is polled every 2 s; a write a second keeps it moving without loading the database. */
const PROGRESS_WRITE_MS = 1000;

/**
 * A video is shown once its smallest rendition is made (by its processing job, `makeFirst`); a
 * 'make-renditions' job then makes the larger ones from one more decode (`makeRest`). Until then
 * every viewer gets the smallest, which starts at once on any link.
 */
export function createRenditionMaking(deps: {
  writes: VideoWritesRepository;
  storage: Storage;
  now: () => number;
  onError?: (err: unknown) => void;
}) {
  const { writes, storage, now } = deps;

  /**
   * Records the encoding's progress for the owner's bar: at most once a second, one write at a time,
   * never 100 (the video is shown when the whole job ends). A failed write only leaves the bar behind.
   */
  function progressWriter(videoId: number) {
    let written = -1;
    let lastAt = 0;
    let busy = false;
    return (fraction: number) => {
      const percent = Math.min(99, Math.floor(fraction * 100));
      if (busy || percent <= written || (written >= 0 && now() - lastAt < PROGRESS_WRITE_MS)) return;
      busy = true;
      written = percent;
      lastAt = now();
      void writes
        .recordProgress(videoId, percent)
        .catch((err: unknown) => deps.onError?.(err))
        .finally(() => (busy = false));
    };
  }

  /** `rungs` encoded and stored next to the upload; none when the encoding fails (what is stored plays). */
  async function encodeAndStore(
    videoKey: string,
    source: { file: string; durationMs: number },
    rungs: readonly RenditionRung[],
    work: string,
    onProgress?: (fraction: number) => void,
  ): Promise<StoredRendition[]> {
    const encoded = await encodeRenditions(ffmpegPath(), source, rungs, work, onProgress).catch((err: unknown) => {
      deps.onError?.(err);
      return [];
    });
    const stored: StoredRendition[] = [];
    for (const r of encoded) {
      const key = renditionKey(videoKey, r.shortEdge);
      await storeOnce(storage, key, r.file);
      stored.push({ key, width: r.width, height: r.height, bitrate: r.bitrate });
    }
    return stored;
  }

  /** The smallest rendition, its progress on the owner's bar; `more` when larger ones are to follow. */
  async function makeFirst(
    videoId: number,
    videoKey: string,
    source: { file: string; width: number; height: number; durationMs: number },
    work: string,
  ): Promise<{ stored: StoredRendition[]; more: boolean }> {
    const { size } = await fs.stat(source.file);
    const ladder = ladderOf({ ...source, sizeBytes: size });
    const stored = await encodeAndStore(videoKey, source, ladder.slice(0, 1), work, progressWriter(videoId));
    return { stored, more: stored.length > 0 && ladder.length > 1 };
  }

  /**
   * The 'make-renditions' job: every rung the video lacks, added to those it has. A video held by a
   * moderator or whose creator is banned has its files moved off their public keys: none is made
   * for it (its first rendition is no longer where it was), and none is recorded if that happens
   * while this job runs.
   */
  async function makeRest(job: RunningJob): Promise<'done' | 'lost' | 'gone'> {
    const { videoId } = job.payload;
    const video = await writes.processingOf(videoId);
    const finish = (renditions: string | null) =>
      writes.recordRenditions(
        { id: job.id, workerId: job.workerId, at: now() },
        videoId,
        video?.renditions ?? null,
        renditions,
      );
    /** Whether the video is still shown, with its file at its public key (asked afresh each time). */
    const live = async () => {
      const row = await writes.processingOf(videoId);
      return Boolean(row?.file_path && row.held_at === null && (await storage.stat('videos', row.file_path)));
    };
    if (!video?.file_path || !(await live())) return finish(video?.renditions ?? null);
    const videoKey = video.file_path;
    const have = parseRenditions(video.renditions);
    return inWorkFolder(async (work) => {
      const file = await asFile(storage, videoKey, work, 'source.mp4');
      const [info, { size }] = await Promise.all([probeMp4(file), fs.stat(file)]);
      const missing = ladderOf({ ...info, sizeBytes: size }).filter(
        (rung) => !have.some((r) => r.key === renditionKey(videoKey, rung.shortEdge)),
      );
      const made = await encodeAndStore(videoKey, { file, durationMs: info.durationMs }, missing, work);
      // Held or banned while encoding: what was made must not be served from the public keys.
      if (!(await live())) {
        for (const r of made) await storage.delete('videos', r.key).catch(() => undefined);
        return finish(video.renditions);
      }
      const shortEdge = (r: StoredRendition) => Math.min(r.width, r.height);
      const outcome = await finish(formatRenditions([...have, ...made].sort((a, b) => shortEdge(a) - shortEdge(b))));
      // A video deleted meanwhile took only the renditions it knew of with it.
      if (outcome === 'gone') for (const r of made) await storage.delete('videos', r.key).catch(() => undefined);
      return outcome;
    });
  }

  return { makeFirst, makeRest };
}

export type RenditionMaking = ReturnType<typeof createRenditionMaking>;
