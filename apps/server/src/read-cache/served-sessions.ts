import { LRUCache } from 'lru-cache';

export interface ServedStore {
  /** What the database holds of a session's shown videos. */
  read(feedKey: string): Promise<number[]>;
  /** Records shown videos of many sessions at once. */
  write(rows: { feedKey: string; videoId: number }[], at: number): Promise<void>;
}

/**
 * What each For You scrolling session was shown, kept in memory as its pages are asked for and
 * written to the database in batches, every `flushEveryMs`, off the request: a later page asked of
 * the instance that served the one before reads and writes nothing (a database write per page made
 * later pages 5× slower than first ones). A page whose session this instance has not followed (its
 * pages came from another instance, or from before a restart) reads the database once; rows
 * another instance has not yet written are the only ones it can miss, and the cursor always
 * carries the page just before.
 */
export function createServedSessions(
  store: ServedStore,
  options: { maxIds: number; flushEveryMs: number; now: () => number; onError: (err: unknown) => void },
) {
  // `through`: the last page whose videos `ids` holds, with all the pages before it. Bounded by
  // the ids held (about 50 bytes each), since one deep scroll holds as many as fifty short ones.
  const sessions = new LRUCache<string, { through: number; ids: Set<number> }>({
    maxSize: Math.max(options.maxIds, 1),
    sizeCalculation: (session) => session.ids.size + 1,
  });
  let pending: { feedKey: string; videoId: number }[] = [];
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  function flush(): Promise<void> {
    timer = undefined;
    const rows = pending;
    pending = [];
    if (rows.length > 0) writing = writing.then(() => store.write(rows, options.now()).catch(options.onError));
    return writing;
  }

  return {
    /**
     * The videos a session was shown before its page `page` (0 first), given `previous`, the page
     * before it (from the cursor); records `previous` as shown.
     */
    async before(feedKey: string, page: number, previous: number[]): Promise<ReadonlySet<number>> {
      let session = sessions.get(feedKey);
      if (!session || session.through < page - 2) {
        // Page 1's only past is page 0, which the cursor carries.
        session = { through: page - 2, ids: new Set(page > 1 ? await store.read(feedKey) : []) };
      }
      for (const id of previous) {
        if (session.ids.has(id)) continue;
        session.ids.add(id);
        pending.push({ feedKey, videoId: id });
      }
      session.through = Math.max(session.through, page - 1);
      // A new entry, so its size is counted again (the cache skips that for the same object).
      sessions.set(feedKey, { ...session });
      if (pending.length > 0) timer ??= setTimeout(() => void flush(), options.flushEveryMs).unref();
      return session.ids;
    },

    /** Writes what is waiting now (the app's close, and tests). */
    flush(): Promise<void> {
      clearTimeout(timer);
      return flush();
    },
  };
}

export type ServedSessions = ReturnType<typeof createServedSessions>;
