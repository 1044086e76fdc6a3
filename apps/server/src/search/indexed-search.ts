import { setImmediate as nextTurn } from 'node:timers/promises';
import { trackVersion, type SharedVersion } from '../bus/shared-version.js';
import { SEARCH_CANDIDATES, type SearchRepository } from '../repositories/search.repository.js';
import { createPeopleIndex } from './people-index.js';
import { createSearchIndex, type IndexedVideo, type SearchFilters } from './search-index.js';

// How far a write's stamp may lag this instance's clock (another instance's clock, a transaction
// still open when this one last looked): rows changed that long before the last look are read again.
const CLOCK_SLACK_MS = 5 * 60_000;
// The first reading goes a page at a time, letting requests through between pages (reading 100,000
// videos at once held the event loop for about a second).
const PAGE = 2_000;

type IndexRow = Awaited<ReturnType<SearchRepository['indexPage']>>[number];
type PersonRow = Awaited<ReturnType<SearchRepository['peoplePage']>>[number];
const indexed = (r: Omit<IndexRow, 'visibility'>): IndexedVideo => ({
  id: r.id,
  createdAt: r.created_at,
  title: r.search_text,
  body: r.search_body,
  platformId: r.platform_id,
  orientation: r.orientation,
});

/**
 * Video and people search from memory, kept as fresh as visitors' kept answers. Every video and
 * profile is read once, from the start, while the database answers searches; then, whenever the
 * shared version has moved (every write, on any instance), the rows changed since the last look are
 * read before the next search. Deleted videos are not read back: the caller drops what no longer
 * exists (`forget`); a deleted profile keeps its row, marked, and is read back like any change.
 */
export function createIndexedSearch(search: SearchRepository, version: SharedVersion, log: (err: unknown) => void) {
  const index = createSearchIndex();
  const people = createPeopleIndex();
  // Only public videos are found; one made unlisted or scheduled is read back and taken out.
  const putVideo = (r: IndexRow) => (r.visibility === 'public' ? index.put(indexed(r)) : index.remove(r.id));
  const putPerson = (r: PersonRow) =>
    r.deleted_at === null ? people.put({ id: r.id, username: r.username }) : people.remove(r.id);
  let lookedAt: number | null = null;
  let stale = true;
  let closed = false;
  const tracked = trackVersion(version, () => {
    stale = true;
  });
  let looking: Promise<void> = Promise.resolve();

  async function readAll() {
    const startedAt = Date.now();
    for (let after = 0; !closed; await nextTurn()) {
      const rows = await search.indexPage(after, PAGE);
      for (const r of rows) putVideo(r);
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1]!.id;
    }
    for (let after = ''; !closed; await nextTurn()) {
      const rows = await search.peoplePage(after, PAGE);
      for (const r of rows) putPerson(r);
      if (rows.length < PAGE) {
        if (!closed) lookedAt = startedAt;
        return;
      }
      after = rows[rows.length - 1]!.id;
    }
  }
  let reading: Promise<void> | null = null;
  const readAllOnce = () =>
    (reading ??= readAll().catch((err: unknown) => {
      reading = null;
      if (!closed) log(err);
    }));
  readAllOnce();

  async function look() {
    if (!stale) return;
    stale = false;
    const startedAt = Date.now();
    try {
      const since = lookedAt! - CLOCK_SLACK_MS;
      const [videos, profiles] = await Promise.all([search.indexRows(since), search.peopleRows(since)]);
      for (const r of videos) putVideo(r);
      for (const r of profiles) putPerson(r);
      lookedAt = startedAt;
    } catch (err) {
      stale = true;
      throw err;
    }
  }

  /** Whether the indexes can answer: read whole, the shared version readable, and looked since it moved. */
  async function ready(): Promise<boolean> {
    if (lookedAt === null) {
      void readAllOnce();
      return false;
    }
    if ((await tracked.at()) === null) return false;
    // One look at a time; a search waits for one that began after its own version was read.
    await (looking = looking.catch(() => undefined).then(look));
    return true;
  }

  return {
    /**
     * Ids best first (as the repository's `videoIds`), or null while the index cannot answer: before
     * every video has been read, or when the shared version cannot be read.
     */
    async videoIds(words: string[], filters: SearchFilters, limit: number): Promise<number[] | null> {
      if (!(await ready())) return null;
      return index.search(words, filters, SEARCH_CANDIDATES, limit);
    },

    /** Ids of the people found, in result order (as the repository's `users`), or null as above. */
    async userIds(words: string[], limit: number): Promise<string[] | null> {
      if (!(await ready())) return null;
      return people.search(words, limit);
    },

    forget(ids: number[]) {
      for (const id of ids) index.remove(id);
    },

    close() {
      closed = true;
    },
  };
}

export type IndexedSearch = ReturnType<typeof createIndexedSearch>;
