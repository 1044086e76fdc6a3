import { randomBytes } from 'node:crypto';
import { posterKeys } from '../images/poster-variants.js';
import type { VideoWritesRepository } from '../repositories/video-writes.repository.js';
import { bannedKey, contentTypeOf, heldKey } from '../storage/keys.js';
import { ObjectExistsError, type Storage } from '../storage/storage.js';
import { renditionKeys } from './renditions.js';

export const HOLD_MS = 30 * 24 * 60 * 60 * 1000;
/** A hold whose appeal is still open is looked at again this much later. */
const RECHECK_MS = 24 * 60 * 60 * 1000;

type Video = {
  id: number;
  file_path: string | null;
  thumbnail_url: string | null;
  poster_variants: string | null;
  renditions: string | null;
};

/** Every object a video has in the videos bucket: its file, its posters and its renditions. */
export const keysOf = (video: Omit<Video, 'id'>) =>
  [video.file_path, ...posterKeys(video), ...renditionKeys(video)].filter((k): k is string => Boolean(k));

/** Moves one object; a move that ran before (the source gone, the target there) is no error. */
export async function moveObject(storage: Storage, from: string, to: string) {
  if (!(await storage.stat('videos', from))) return;
  try {
    await storage.put('videos', to, storage.read('videos', from), { contentType: contentTypeOf(to) });
  } catch (err) {
    if (!(err instanceof ObjectExistsError)) throw err;
  }
  await storage.delete('videos', from);
}

/**
 * A moderator's removal of a video holds it rather than deleting it: the row is hidden from every
 * list and page at once, and its files move to a random folder the media route never serves. An
 * appeal that overturns the removal moves them back and shows the video again; otherwise a job
 * deletes both once the appeal time has passed (or at once, when an appeal is upheld).
 */
export function createHeldVideos(deps: {
  writes: VideoWritesRepository;
  storage: Storage;
  /** Whether an appeal of this video's removal is still waiting for a moderator. */
  appealPending: (videoId: number) => Promise<boolean>;
  /** Whether the creator is banned: their files wait aside (video-files/banned-media.ts), not in public. */
  isBanned?: (userId: string) => Promise<boolean>;
  log: { error(obj: object, msg: string): void };
  now?: () => number;
}) {
  const { writes, storage } = deps;
  const now = deps.now ?? Date.now;

  const move = (from: string, to: string) => moveObject(storage, from, to);

  async function deleteRowAndFiles(video: Video & { held_prefix: string | null }) {
    await writes.delete(video.id);
    for (const key of keysOf(video)) {
      for (const k of video.held_prefix
        ? [heldKey(video.held_prefix, key), key, bannedKey(key)]
        : [key, bannedKey(key)]) {
        await storage.delete('videos', k).catch(() => undefined);
      }
    }
  }

  return {
    /** Holds a video removed by `adminId`; false when it was already held. */
    async hold(video: Video, adminId: string): Promise<boolean> {
      const prefix = randomBytes(16).toString('base64url');
      const at = now();
      if (!(await writes.hold(video.id, adminId, prefix, at, at + HOLD_MS))) {
        return false;
      }
      for (const key of keysOf(video)) {
        // Hidden already; a file that cannot move stays where it was rather than failing the removal.
        // A banned creator's file waits aside: it moves from there.
        for (const from of [key, bannedKey(key)]) {
          await move(from, heldKey(prefix, key)).catch((err: unknown) =>
            deps.log.error({ err, videoId: video.id, key }, 'a held file could not be moved'),
          );
        }
      }
      return true;
    },

    /** Brings a held video back, files first; false when it was not held. */
    async release(videoId: number): Promise<boolean> {
      const video = await writes.heldVideo(videoId);
      if (!video) return false;
      const banned = (await deps.isBanned?.(video.owner_id)) ?? false;
      for (const key of keysOf(video)) await move(heldKey(video.held_prefix!, key), banned ? bannedKey(key) : key);
      return writes.release(videoId, now());
    },

    /** Deletes a held video and its files now (an upheld appeal); false when it was not held. */
    async purge(videoId: number): Promise<boolean> {
      const video = await writes.heldVideo(videoId);
      if (!video) return false;
      await deleteRowAndFiles(video);
      return true;
    },

    /**
     * The hold's end: the video goes unless it was released meanwhile, or its appeal still waits
     * ('wait': the job is to be run again later, `retryAt`).
     */
    async endHold({
      videoId,
    }: {
      videoId: number;
    }): Promise<{ outcome: 'done' } | { outcome: 'wait'; retryAt: number }> {
      const video = await writes.heldVideo(videoId);
      if (!video) return { outcome: 'done' };
      if (await deps.appealPending(videoId)) return { outcome: 'wait', retryAt: now() + RECHECK_MS };
      await deleteRowAndFiles(video);
      return { outcome: 'done' };
    },
  };
}

export type HeldVideos = ReturnType<typeof createHeldVideos>;
