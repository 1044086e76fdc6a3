import { LRUCache } from 'lru-cache';

/**
 * Each reader's For You ranking, kept while what it was made from stands: the same `stamp` (their
 * feed version, the newest upload and whom they hide) and younger than `ttlMs` (what is rising moves). Making one
 * reads a dozen indexes; a page out of a kept one reads one row.
 */
export function createKeptRankings<T>(options: { max: number; ttlMs: number; now: () => number }) {
  const kept = new LRUCache<string, { stamp: string; at: number; value: T }>({ max: Math.max(options.max, 1) });
  return {
    async get(key: string, stamp: string, make: () => Promise<T>, stale = (_: T) => false): Promise<T> {
      const at = options.now();
      const found = options.max > 0 ? kept.get(key) : undefined;
      if (found && found.stamp === stamp && at - found.at < options.ttlMs && !stale(found.value)) return found.value;
      const value = await make();
      kept.set(key, { stamp, at, value });
      return value;
    },
  };
}

export type KeptRankings<T> = ReturnType<typeof createKeptRankings<T>>;
