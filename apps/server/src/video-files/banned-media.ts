import type { VideoWritesRepository } from '../repositories/video-writes.repository.js';
import { bannedKey } from '../storage/keys.js';
import type { Storage } from '../storage/storage.js';
import { keysOf, moveObject } from './held-videos.js';

/**
 * A ban takes the creator's media off the public addresses (cached or guessed links answer 404):
 * the files of their videos move to the private place held videos wait in, and back once no ban
 * stands. `sync` reads the account's standing and moves what is out of place, so it is safe to call
 * after any decision or lift, twice or after a failed run. Held videos are held-videos.ts's.
 */
export function createBannedMedia(deps: {
  writes: VideoWritesRepository;
  storage: Storage;
  isBanned: (userId: string) => Promise<boolean>;
  log: { error(obj: object, msg: string): void };
}) {
  const { writes, storage } = deps;
  return {
    async sync(userId: string): Promise<void> {
      const banned = await deps.isBanned(userId);
      for (const video of await writes.mediaOfOwner(userId)) {
        for (const key of keysOf(video)) {
          const [from, to] = banned ? [key, bannedKey(key)] : [bannedKey(key), key];
          // The decision stands either way; a file that cannot move is logged and moved on the next sync.
          await moveObject(storage, from, to).catch((err: unknown) =>
            deps.log.error({ err, videoId: video.id, key }, 'a file of a banned creator could not be moved'),
          );
        }
      }
    },
  };
}

export type BannedMedia = ReturnType<typeof createBannedMedia>;
