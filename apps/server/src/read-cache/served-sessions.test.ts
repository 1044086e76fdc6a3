import { describe, expect, it } from 'vitest';
import { createServedSessions, type ServedStore } from './served-sessions.js';

/** A store in memory that counts its reads and keeps each write's rows. */
function memoryStore() {
  const rows = new Map<string, Set<number>>();
  const log = { reads: 0, writes: [] as number[] };
  const store: ServedStore = {
    async read(feedKey) {
      log.reads++;
      return [...(rows.get(feedKey) ?? [])];
    },
    async write(batch) {
      log.writes.push(batch.length);
      for (const r of batch) rows.set(r.feedKey, (rows.get(r.feedKey) ?? new Set()).add(r.videoId));
    },
  };
  return { store, log };
}

const options = {
  maxIds: 1000,
  flushEveryMs: 60_000,
  now: () => 0,
  onError: (err: unknown) => expect(err).toBeUndefined(),
};

describe('served sessions', () => {
  it('follows a session page by page without reading or writing, then writes it down in one batch', async () => {
    const { store, log } = memoryStore();
    const served = createServedSessions(store, options);
    expect([...(await served.before('s', 1, [1, 2]))]).toEqual([1, 2]);
    expect([...(await served.before('s', 2, [3, 4]))]).toEqual([1, 2, 3, 4]);
    // The same page asked again (a reload) adds nothing new.
    expect([...(await served.before('s', 2, [3, 4]))]).toEqual([1, 2, 3, 4]);
    expect(log).toEqual({ reads: 0, writes: [] });
    await served.flush();
    expect(log).toEqual({ reads: 0, writes: [4] });
    await served.flush();
    expect(log.writes).toEqual([4]);
  });

  it('reads the database for a session whose pages another instance served, and only then', async () => {
    const { store, log } = memoryStore();
    const here = createServedSessions(store, options);
    const there = createServedSessions(store, options);
    await here.before('s', 1, [1, 2]);
    await here.before('s', 2, [3, 4]);
    await here.flush();
    // Page 3 went to the other instance: it knows pages 0 and 1 from the database, page 2 from the cursor.
    expect([...(await there.before('s', 3, [5, 6]))].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(log.reads).toBe(1);
    await there.flush();
    // Page 4 comes back here: page 3 it never saw, so it reads again rather than trust what it has.
    expect([...(await here.before('s', 4, [7]))].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(log.reads).toBe(2);
    // A second page needs no reading: its only past is the first page, in its cursor.
    expect([...(await there.before('other', 1, [9]))]).toEqual([9]);
    expect(log.reads).toBe(2);
  });

  it('writes within flushEveryMs of a page without being asked', async () => {
    const { store, log } = memoryStore();
    const served = createServedSessions(store, { ...options, flushEveryMs: 10 });
    await served.before('s', 1, [1]);
    await expect.poll(() => log.writes).toEqual([1]);
  });
});

describe('served sessions in memory', () => {
  it('forget the least recent sessions beyond maxIds videos, and read those again', async () => {
    const { store, log } = memoryStore();
    const served = createServedSessions(store, { ...options, maxIds: 30 });
    await served.before('a', 1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await served.before('b', 1, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    await served.before('b', 2, [21, 22, 23, 24, 25, 26, 27, 28, 29]);
    await served.flush();
    // 'a' was pushed out by 'b' growing: its page 2 is read from the database, and lacks nothing.
    expect([...(await served.before('a', 2, [31]))].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 31]);
    expect(log.reads).toBe(1);
  });
});
