import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { REDIS_URL, redisUp } from './helpers/redis.js';

type Card = { id: number; title: string; claps: number; comments: number; clapped: boolean };

/** What a visitor (no cookie) reads: the feed, a video page, a profile's uploads, a video's comments. */
function visitorReads(t: TestApp, videoId: number, username: string) {
  const v = browser(t);
  return {
    feed: async () => (await v.get('/api/videos?tab=latest')).json().items as Card[],
    card: async () => ((await v.get('/api/videos?tab=latest')).json().items as Card[]).find((c) => c.id === videoId),
    video: async () => v.get(`/api/videos/${videoId}`),
    uploads: async () => (await v.get(`/api/profiles/${username}/videos`)).json().items as Card[],
    comments: async () => (await v.get(`/api/videos/${videoId}/comments`)).json().items as { body: string }[],
  };
}

const EDIT = { subtitle: '', prompt: '', platformId: 1, categoryId: 1 };

describe("visitors' kept answers on one instance", () => {
  let t: TestApp;
  let owner: SignedUp;
  let fan: SignedUp;
  let videoId: number;
  let reads: ReturnType<typeof visitorReads>;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    owner = await signUpVerified(t, 'kept-owner@example.test');
    fan = await signUpVerified(t, 'kept-fan@example.test');
    videoId = (await factories(t).video(owner.user.id, { title: 'Kept koi' })).id;
    reads = visitorReads(t, videoId, owner.user.username);
  });
  afterAll(() => t.close());

  it('keeps an answer from its second asking: a change made behind the app, untold, is then not seen until the next write', async () => {
    const behindTheApp = (title: string) =>
      t.handle.db.updateTable('videos').set({ title }).where('id', '=', videoId).execute();
    // Asked once: made, not kept (most searches are asked once).
    const once = await browser(t).get('/api/videos?tab=latest&limit=7');
    expect(once.json().items[0].title).toBe('Kept koi');
    await behindTheApp('Changed behind the app');
    const twice = await browser(t).get('/api/videos?tab=latest&limit=7');
    expect(twice.json().items[0].title).toBe('Changed behind the app');
    // Asked again: kept from now on.
    await behindTheApp('Kept koi');
    expect((await browser(t).get('/api/videos?tab=latest&limit=7')).json().items[0].title).toBe(
      'Changed behind the app',
    );
    await t.answers.invalidate();
    // After a write, an answer asked before is kept at once.
    expect((await browser(t).get('/api/videos?tab=latest&limit=7')).json().items[0].title).toBe('Kept koi');
    await behindTheApp('Changed behind the app');
    expect((await browser(t).get('/api/videos?tab=latest&limit=7')).json().items[0].title).toBe('Kept koi');
    await t.answers.invalidate();
    expect((await reads.card())?.title).toBe('Changed behind the app');
    await behindTheApp('Kept koi');
    await t.answers.invalidate();
  });

  it('shows a clap, a comment, an edit and a deletion on the very next read', async () => {
    // Every read below is kept before the write that must replace it.
    expect((await reads.card())?.claps).toBe(0);
    expect((await reads.video()).json().claps).toBe(0);
    expect((await fan.browser.put(`/api/videos/${videoId}/clap`, {})).statusCode).toBe(200);
    expect((await reads.card())?.claps).toBe(1);
    expect((await reads.video()).json().claps).toBe(1);
    expect((await reads.uploads()).find((c) => c.id === videoId)?.claps).toBe(1);

    expect(await reads.comments()).toEqual([]);
    expect((await fan.browser.post(`/api/videos/${videoId}/comments`, { body: 'Lovely ripples' })).statusCode).toBe(
      201,
    );
    expect((await reads.card())?.comments).toBe(1);
    expect((await reads.comments()).map((c) => c.body)).toEqual(['Lovely ripples']);

    const found = async () =>
      ((await browser(t).get('/api/search?q=edited')).json().videos as Card[]).map((c) => c.title);
    expect(await found()).toEqual([]);
    expect((await owner.browser.patch(`/api/videos/${videoId}`, { ...EDIT, title: 'Koi, edited' })).statusCode).toBe(
      200,
    );
    expect(await found()).toEqual(['Koi, edited']);
    expect((await reads.card())?.title).toBe('Koi, edited');
    expect((await reads.video()).json().title).toBe('Koi, edited');
    expect((await reads.uploads()).find((c) => c.id === videoId)?.title).toBe('Koi, edited');

    const other = await factories(t).video(owner.user.id, { title: 'Second koi' });
    expect((await reads.feed()).map((c) => c.id)).toContain(other.id);
    expect((await owner.browser.delete(`/api/videos/${other.id}`, { confirm: 'DELETE' })).statusCode).toBe(204);
    expect((await reads.feed()).map((c) => c.id)).not.toContain(other.id);
    expect((await browser(t).get(`/api/videos/${other.id}`)).statusCode).toBe(404);
  });

  it("gives a signed-in reader everyone's page with their own claps and videos marked", async () => {
    type Mine = Card & { isOwned: boolean };
    const cardFor = async (b: typeof fan.browser) =>
      ((await b.get('/api/videos?tab=latest')).json().items as Mine[]).find((c) => c.id === videoId);
    expect(await cardFor(fan.browser)).toMatchObject({ clapped: true, isOwned: false });
    expect(await cardFor(owner.browser)).toMatchObject({ clapped: false, isOwned: true });
    expect(await reads.card()).toMatchObject({ clapped: false, isOwned: false });
    expect((await fan.browser.delete(`/api/videos/${videoId}/clap`)).statusCode).toBe(200);
    expect(await cardFor(fan.browser)).toMatchObject({ clapped: false, claps: 0 });
    expect((await fan.browser.put(`/api/videos/${videoId}/clap`, {})).statusCode).toBe(200);
    expect(await cardFor(fan.browser)).toMatchObject({ clapped: true, claps: 1 });
  });

  it("keeps a reader's Following page for them alone, marked, and shows a follow, a clap or an upload on the next read", async () => {
    const reader = await signUpVerified(t, 'kept-follower@example.test');
    const following = async (b = reader.browser) => {
      const res = await b.get('/api/videos?tab=following');
      expect(res.statusCode).toBe(200);
      return res.json().items as Mine[];
    };
    type Mine = Card & { isOwned: boolean };
    expect(await following()).toEqual([]);
    expect((await reader.browser.put(`/api/profiles/${owner.user.username}/follow`, {})).statusCode).toBe(200);
    const page = await following();
    expect(page.map((c) => c.id)).toContain(videoId);
    expect(page.find((c) => c.id === videoId)).toMatchObject({ clapped: false, isOwned: false });
    const title = page.find((c) => c.id === videoId)!.title;
    // Theirs alone: the fan follows no one and still sees nothing.
    expect(await following(fan.browser)).toEqual([]);

    // Kept: a change made behind the app is not seen until a write says so.
    await t.handle.db.updateTable('videos').set({ title: 'Followed, changed' }).where('id', '=', videoId).execute();
    expect((await following()).find((c) => c.id === videoId)?.title).toBe(title);
    await t.answers.invalidate();
    expect((await following()).find((c) => c.id === videoId)?.title).toBe('Followed, changed');

    expect((await reader.browser.put(`/api/videos/${videoId}/clap`, {})).statusCode).toBe(200);
    expect((await following()).find((c) => c.id === videoId)).toMatchObject({ clapped: true });
    const fresh = await factories(t).video(owner.user.id, { title: 'Fresh for followers' });
    expect((await following())[0]?.id).toBe(fresh.id);
    expect((await reader.browser.delete(`/api/profiles/${owner.user.username}/follow`)).statusCode).toBe(200);
    expect(await following()).toEqual([]);
    expect((await reader.browser.delete(`/api/videos/${videoId}/clap`)).statusCode).toBe(200);
    await t.handle.db.updateTable('videos').set({ title }).where('id', '=', videoId).execute();
    await t.answers.invalidate();
  });

  it('sends a kept answer in Brotli or gzip when asked, the same JSON as plain', async () => {
    for (let i = 0; i < 3; i++) await factories(t).video(owner.user.id);
    const plain = await t.app.inject({ url: '/api/videos?tab=latest' });
    const br = await t.app.inject({ url: '/api/videos?tab=latest', headers: { 'accept-encoding': 'br' } });
    const gz = await t.app.inject({ url: '/api/videos?tab=latest', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gz]) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
    }
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('keeps nothing when ANSWER_CACHE_MB is 0', async () => {
    const bare = await createTestApp({ ANSWER_CACHE_MB: '0' }, { shareWith: t });
    try {
      const before = (await browser(bare).get(`/api/videos/${videoId}`)).json().title;
      await t.handle.db.updateTable('videos').set({ title: 'Read afresh' }).where('id', '=', videoId).execute();
      expect((await browser(bare).get(`/api/videos/${videoId}`)).json().title).toBe('Read afresh');
      await t.handle.db.updateTable('videos').set({ title: before }).where('id', '=', videoId).execute();
      await t.answers.invalidate();
    } finally {
      await bare.close();
    }
  });
});

describe.runIf(redisUp || process.env.CI === 'true')("visitors' kept answers across instances (Redis)", () => {
  let one: TestApp;
  let two: TestApp;
  let owner: SignedUp;
  let fan: SignedUp;
  let videoId: number;
  let throughTwo: ReturnType<typeof visitorReads>;

  beforeAll(async () => {
    one = await createTestApp({ REDIS_URL, AUTH_RATE_LIMIT: '0' });
    two = await createTestApp({ REDIS_URL }, { shareWith: one });
    owner = await signUpVerified(one, 'across-owner@example.test');
    fan = await signUpVerified(one, 'across-fan@example.test');
    videoId = (await factories(one).video(owner.user.id, { title: 'Koi across' })).id;
    throughTwo = visitorReads(two, videoId, owner.user.username);
    // The SUBSCRIBEs reach Redis.
    await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('shows a write made through one instance on the very next read through the other', async () => {
    expect((await throughTwo.card())?.claps).toBe(0);
    expect((await throughTwo.video()).json().claps).toBe(0);
    expect((await fan.browser.put(`/api/videos/${videoId}/clap`, {})).statusCode).toBe(200);
    expect((await throughTwo.card())?.claps).toBe(1);
    expect((await throughTwo.video()).json().claps).toBe(1);

    expect(await throughTwo.comments()).toEqual([]);
    expect((await fan.browser.post(`/api/videos/${videoId}/comments`, { body: 'Seen over there' })).statusCode).toBe(
      201,
    );
    expect((await throughTwo.card())?.comments).toBe(1);
    expect((await throughTwo.comments()).map((c) => c.body)).toEqual(['Seen over there']);

    expect((await throughTwo.uploads()).find((c) => c.id === videoId)?.title).toBe('Koi across');
    // Search reads from each instance's memory (search/indexed-search.ts), kept fresh the same way.
    const searchTwo = async (q: string) =>
      ((await browser(two).get(`/api/search?q=${q}`)).json().videos as Card[]).map((c) => c.id);
    expect(await searchTwo('across')).toEqual([videoId]);
    expect(await searchTwo('edited')).toEqual([]);
    expect(
      (await owner.browser.patch(`/api/videos/${videoId}`, { ...EDIT, title: 'Koi, edited across' })).statusCode,
    ).toBe(200);
    expect((await throughTwo.card())?.title).toBe('Koi, edited across');
    expect((await throughTwo.uploads()).find((c) => c.id === videoId)?.title).toBe('Koi, edited across');
    expect(await searchTwo('edited')).toEqual([videoId]);

    expect((await owner.browser.delete(`/api/videos/${videoId}`, { confirm: 'DELETE' })).statusCode).toBe(204);
    expect((await throughTwo.feed()).map((c) => c.id)).not.toContain(videoId);
    expect((await throughTwo.video()).statusCode).toBe(404);
    expect(await searchTwo('across')).toEqual([]);
  });

  it('finds a person renamed through one instance by the new name through the other, and not once deleted', async () => {
    // People search reads from each instance's memory too (search/people-index.ts).
    const peopleTwo = async (q: string) =>
      ((await browser(two).get(`/api/search?q=${q}`)).json().users as { username: string }[]).map((u) => u.username);
    expect(await peopleTwo('across')).toContain(fan.user.username);
    expect(await peopleTwo('relay')).toEqual([]);
    const res = await fan.browser.patch('/api/profile', { username: 'lantern_relay', location: '', bio: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await peopleTwo('relay')).toEqual(['lantern_relay']);
    expect(await peopleTwo('across')).not.toContain(fan.user.username);
    expect((await fan.browser.delete('/api/account', { confirm: 'DELETE' })).statusCode).toBe(204);
    expect(await peopleTwo('relay')).toEqual([]);
  });
});
