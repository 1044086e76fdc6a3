import { Redis } from 'ioredis';

/**
 * A number every server instance sees the same value of at the same time: `bump()` makes a new
 * one, and a `current()` asked for after a `bump()` has returned sees it, on any instance.
 * (Pub/sub cannot promise that: another instance may answer a request before the message arrives.)
 */
export interface SharedVersion {
  current(): Promise<number>;
  bump(): Promise<void>;
  close(): Promise<void>;
}

/** One process: a plain number. */
export function createLocalVersion(): SharedVersion {
  let version = 0;
  return {
    current: () => Promise.resolve(version),
    async bump() {
      version++;
    },
    async close() {},
  };
}

/**
 * A Redis key (INCR, GET). Reads are shared: one GET is on its way at a time, and everyone who
 * asks meanwhile waits for the next one, sent after they asked, so no caller gets a value read
 * before its own request began.
 */
export async function createRedisVersion(url: string, name: string, prefix = 'promptreel:'): Promise<SharedVersion> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const key = `${prefix}version:${name}`;
  const read = async () => Number((await redis.get(key)) ?? 0);
  let inFlight: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const send = () => {
    const sent = read().finally(() => {
      if (inFlight === sent) inFlight = null;
    });
    inFlight = sent;
    return sent;
  };
  return {
    current() {
      if (!inFlight) return send();
      next ??= inFlight
        .catch(() => undefined)
        .then(() => {
          next = null;
          return send();
        });
      return next;
    },
    async bump() {
      await redis.incr(key);
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

/**
 * What a cache of things made under a version needs: `at()` is the current version, with the
 * cache cleared (`clear`) whenever it has moved since, or null when it cannot be read (then nothing
 * may be used or kept); `holds(at)` tells whether something made at `at` may still be kept.
 */
export function trackVersion(version: SharedVersion, clear: () => void, onError?: (err: unknown) => void) {
  let kept = -1;
  return {
    async at(): Promise<number | null> {
      try {
        const now = await version.current();
        if (now !== kept) {
          clear();
          kept = now;
        }
        return now;
      } catch (err) {
        onError?.(err);
        return null;
      }
    },
    holds: (at: number | null) => at !== null && at === kept,
  };
}

/** Local by default; Redis when REDIS_URL is set, so several server instances agree. */
export function createSharedVersion(
  redis: { redisUrl?: string; redisPrefix: string },
  name: string,
): Promise<SharedVersion> {
  return redis.redisUrl
    ? createRedisVersion(redis.redisUrl, name, redis.redisPrefix)
    : Promise.resolve(createLocalVersion());
}
