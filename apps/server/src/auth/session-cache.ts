import { LRUCache } from 'lru-cache';
import { trackVersion, type SharedVersion } from '../bus/shared-version.js';

/** How long a checked session is believed without asking the database again. */
export const SESSION_CACHE_MS = 60_000;

interface Checked {
  userId: string;
  /** Never believed past the session's own expiry. */
  until: number;
  /** Whether the account is deleted, once asked. */
  deleted?: boolean;
}

export interface SessionCache {
  /**
   * The signed-in user behind a Cookie header: from memory when this exact header was checked
   * recently under the current sessions version, else from `check` (the auth library's lookup,
   * which verifies the cookie's signature), remembered when it finds a session.
   */
  user(cookieHeader: string, check: () => Promise<{ userId: string; expiresAt: Date } | null>): Promise<Checked | null>;
  /** Something may have ended sessions (sign-out, password change, deleted account): on every instance, ask again. */
  invalidate(): Promise<void>;
}

/**
 * Signed-in requests check their session here instead of in the database on every request. The
 * key is the whole Cookie header, so only a header the auth library has accepted is ever found;
 * every request that can end a session bumps a version shared by all instances, so the next
 * request with an ended session is refused wherever it lands.
 */
export function createSessionCache(
  version: SharedVersion,
  options: { now?: () => number; onVersionError?: (err: unknown) => void } = {},
): SessionCache {
  const now = options.now ?? Date.now;
  const checked = new LRUCache<string, Checked>({ max: 10_000 });
  const tracked = trackVersion(version, () => checked.clear(), options.onVersionError);

  return {
    async user(cookieHeader, check) {
      const at = await tracked.at();
      const known = at !== null ? checked.get(cookieHeader) : undefined;
      if (known && known.until > now()) return known;
      const found = await check();
      if (!found) {
        checked.delete(cookieHeader);
        return null;
      }
      const entry: Checked = {
        userId: found.userId,
        until: Math.min(now() + SESSION_CACHE_MS, found.expiresAt.getTime()),
      };
      if (tracked.holds(at)) checked.set(cookieHeader, entry);
      return entry;
    },
    async invalidate() {
      checked.clear();
      await version.bump();
    },
  };
}
