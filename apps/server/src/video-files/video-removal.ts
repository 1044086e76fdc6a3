import { bannedKey, heldKey } from '../storage/keys.js';
import type { VideoWritesRepository } from '../repositories/video-writes.repository.js';
import type { Storage } from '../storage/storage.js';
import { keysOf } from './held-videos.js';

type OwnedVideo = NonNullable<Awaited<ReturnType<VideoWritesRepository['ownershipOf']>>>;

/**
 * The one way a video goes, by its owner or by an admin: the row first (claps, comments and views
 * with it), then its file, posters and renditions. A file that cannot be removed is left behind rather than
 * failing a removal that has already happened for everyone.
 */
export async function removeVideoAndFiles(writes: VideoWritesRepository, storage: Storage, video: OwnedVideo) {
  await writes.delete(video.id);
  for (const key of keysOf(video)) {
    await storage.delete('videos', key).catch(() => undefined);
    // A banned creator's files wait aside (video-files/banned-media.ts), a held video's in its own folder.
    await storage.delete('videos', bannedKey(key)).catch(() => undefined);
    if (video.held_prefix) await storage.delete('videos', heldKey(video.held_prefix, key)).catch(() => undefined);
  }
}
