import type { VideoCard } from '@promptreel/contract';
import { LRUCache } from 'lru-cache';
import { trackVersion, type SharedVersion } from '../bus/shared-version.js';
import type { VideosRepository } from '../repositories/videos.repository.js';
import type { Storage } from '../storage/storage.js';
import { toVideoCard } from '../shaping/video-card.js';

/**
 * Video cards as everyone sees them (nobody's claps, nobody's own), kept by id while the shared
 * version stands (every write, on any instance, moves it), so a search that has not been asked
 * before still finds most of its cards made. `max` 0 keeps none.
 */
export function createKeptCards(version: SharedVersion, max: number, videos: VideosRepository, storage: Storage) {
  const kept = new LRUCache<number, VideoCard>({ max: Math.max(max, 1) });
  const tracked = trackVersion(version, () => kept.clear());

  return {
    /** The cards of these ids, in the same order: undefined where the video no longer exists. */
    async cards(ids: number[]): Promise<(VideoCard | undefined)[]> {
      const at = max > 0 ? await tracked.at() : null;
      const cards = ids.map((id) => (at !== null ? kept.get(id) : undefined));
      const missing = ids.filter((_, i) => cards[i] === undefined);
      if (missing.length === 0) return cards;
      const made = new Map<number, VideoCard>();
      for (const row of await videos.cardsByIds(missing, null)) {
        const card = toVideoCard(row, null, storage);
        made.set(row.id, card);
        if (tracked.holds(at)) kept.set(row.id, card);
      }
      return cards.map((card, i) => card ?? made.get(ids[i]!));
    },
  };
}

export type KeptCards = ReturnType<typeof createKeptCards>;
