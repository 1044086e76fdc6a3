import { trackVersion, type SharedVersion } from '../bus/shared-version.js';
import { SEARCH_CANDIDATES, type SearchRepository } from '../repositories/search.repository.js';
import { createSearchIndex, type SearchFilters } from './search-index.js';

// How far a write's stamp may lag this instance's clock (another instance's clock, a transaction
// still open when this one last looked): rows changed that long before the last look are read again.
const CLOCK_SLACK_MS = 5 * 60_000;

/**
 * Video search from memory, kept as fresh as visitors' kept answers: whenever the shared version
 * has moved (every write, on any instance), the rows changed since the last look are read before
 * the next search. Deletions are not read back: the caller drops what no longer exists (`forget`).
 */
export function createIndexedSearch(search: SearchRepository, version: SharedVersion) {
  const index = createSearchIndex();
  let lookedAt: number | null = null;
  let stale = true;
  const tracked = trackVersion(version, () => {
    stale = true;
  });
  let looking: Promise<void> = Promise.resolve();

  async function look() {
    if (!stale) return;
    stale = false;
    const startedAt = Date.now();
    try {
      const rows = await search.indexRows(lookedAt === null ? null : lookedAt - CLOCK_SLACK_MS);
      for (const r of rows) {
        index.put({
          id: r.id,
          createdAt: r.created_at,
          title: r.search_text,
          body: r.search_body,
          platformId: r.platform_id,
          orientation: r.orientation,
        });
      }
      lookedAt = startedAt;
    } catch (err) {
      stale = true;
      throw err;
    }
  }

  return {
    /** Ids best first (as the repository's `videoIds`), or null when freshness cannot be known now. */
    async videoIds(words: string[], filters: SearchFilters, limit: number): Promise<number[] | null> {
      if ((await tracked.at()) === null) return null;
      // One look at a time; a search waits for one that began after its own version was read.
      await (looking = looking.catch(() => undefined).then(look));
      return index.search(words, filters, SEARCH_CANDIDATES, limit);
    },

    forget(ids: number[]) {
      for (const id of ids) index.remove(id);
    },
  };
}

export type IndexedSearch = ReturnType<typeof createIndexedSearch>;
