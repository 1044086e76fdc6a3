import type { VideoDetail } from '@promptreel/contract';
import sharp from 'sharp';
import type { Storage } from '../storage/storage.js';

const KEPT = 1000;

/**
 * The poster file's own pixel size, or null when it cannot be read. A poster's key never names
 * another picture, so sizes are kept (the newest `KEPT`): a burst of link previews reads each once.
 */
export function posterSizer(storage: Storage) {
  const kept = new Map<string, { width: number; height: number }>();
  return async (video: Pick<VideoDetail, 'posterUrl'>) => {
    const prefix = '/media/videos/';
    if (!video.posterUrl?.startsWith(prefix)) return null;
    const key = video.posterUrl.slice(prefix.length);
    const known = kept.get(key);
    if (known) return known;
    try {
      const { width, height } = await storage.read('videos', key).pipe(sharp()).metadata();
      if (!width || !height) return null;
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, { width, height });
      return { width, height };
    } catch {
      return null;
    }
  };
}
