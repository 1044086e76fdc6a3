import type { BetterAuthOptions } from 'better-auth';

type RateLimitStorage = NonNullable<NonNullable<BetterAuthOptions['rateLimit']>['customStorage']>;

const MAX_KEYS = 100_000;

/**
 * The auth library's request limits, kept by this server instance alone. The library's own
 * 'memory' storage is one map for every instance in the process, so two apps in one process (the
 * test suites') counted each other's requests. Same rule as the library's: a key's count starts
 * again once `window` seconds have passed since its last allowed request.
 */
export function instanceRateLimitStore(now: () => number = Date.now): RateLimitStorage {
  const keys = new Map<string, { count: number; last: number; windowMs: number }>();
  const prune = (at: number) => {
    for (const [key, entry] of keys) if (at - entry.last >= entry.windowMs) keys.delete(key);
    // Still too many fresh keys (a flood of addresses): the oldest go first.
    for (const key of keys.keys()) {
      if (keys.size <= MAX_KEYS) break;
      keys.delete(key);
    }
  };
  return {
    async consume(key, rule) {
      const at = now();
      const windowMs = rule.window * 1000;
      if (keys.size >= MAX_KEYS) prune(at);
      const entry = keys.get(key);
      if (!entry || at - entry.last >= windowMs) {
        keys.delete(key);
        keys.set(key, { count: 1, last: at, windowMs });
        return { allowed: true, retryAfter: null };
      }
      if (entry.count >= rule.max)
        return { allowed: false, retryAfter: Math.max(1, Math.ceil((entry.last + windowMs - at) / 1000)) };
      entry.count += 1;
      entry.last = at;
      return { allowed: true, retryAfter: null };
    },
  };
}
