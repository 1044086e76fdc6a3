import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { REDIS_URL, redisUp } from './helpers/redis.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { webBuild } from './helpers/web-build.js';

/**
 * A stand-in for the web build's renderer that numbers its renders (it runs in the server's render
 * thread, so the number is the server's own count) and shows the answers it was given: a page that
 * comes back with the same number was not rendered again.
 */
const RENDERER = `
let renders = 0;
export async function render(url, data) {
  renders++;
  const shown = JSON.stringify({ url, data }).replace(/</g, '&lt;');
  return '<p id="first-screen" data-render="' + renders + '">' + shown + '</p>';
}
`;

type Shown = { url: string; data: Record<string, any> };

/** The render's number and what it showed, or null for a page not rendered on the server. */
function screenOf(html: string): { render: number; shown: Shown } | null {
  const match = /<p id="first-screen" data-render="(\d+)">([^<]*)<\/p>/.exec(html);
  return match ? { render: Number(match[1]), shown: JSON.parse(match[2]!.replace(/&lt;/g, '<')) as Shown } : null;
}

const EDIT = { subtitle: '', prompt: '', platformId: 1, categoryId: 1 };

async function renderedPage(t: TestApp, url: string) {
  const res = await browser(t).get(url);
  expect(res.statusCode, url).toBe(200);
  const screen = screenOf(res.body);
  expect(screen, `${url} is rendered on the server`).not.toBeNull();
  return { ...screen!, body: res.body, etag: res.headers.etag };
}

describe("visitors' kept pages on one instance", () => {
  let t: TestApp;
  let owner: SignedUp;
  let fan: SignedUp;
  let videoId: number;
  let pages: string[];

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webBuild({ 'ssr/entry-server.js': RENDERER }), AUTH_RATE_LIMIT: '0' });
    owner = await signUpVerified(t, 'page-owner@example.test');
    fan = await signUpVerified(t, 'page-fan@example.test');
    videoId = (await factories(t).video(owner.user.id, { title: 'Kept lantern' })).id;
    pages = ['/', '/?tab=hot', `/video/${videoId}`, `/u/${owner.user.username}`];
  });
  afterAll(() => t.close());

  it("answers a visitor's second request of a page from the kept copy: nothing is rendered again", async () => {
    for (const url of pages) {
      const first = await renderedPage(t, url);
      const second = await renderedPage(t, url);
      expect(second.render, url).toBe(first.render);
      expect(second.body, url).toBe(first.body);
      expect(second.etag, url).toBe(first.etag);
    }
    // A change behind the app's back (untold) is not seen: the page was not made again.
    await t.handle.db.updateTable('videos').set({ title: 'Changed behind' }).where('id', '=', videoId).execute();
    expect((await renderedPage(t, `/video/${videoId}`)).body).not.toContain('Changed behind');
    await t.handle.db.updateTable('videos').set({ title: 'Kept lantern' }).where('id', '=', videoId).execute();
  });

  it('renders once for many visitors asking for the same page at the same moment', async () => {
    const before = await renderedPage(t, `/video/${videoId}`);
    await t.answers.invalidate();
    const all = await Promise.all(Array.from({ length: 12 }, () => renderedPage(t, `/video/${videoId}`)));
    // One render after the write: the first request waits for it; the others, come while it is
    // being made, may be sent the page before it.
    expect(new Set(all.map((p) => p.render).filter((r) => r !== before.render)).size).toBe(1);
    expect(all[0]?.render).not.toBe(before.render);
  });

  it('shows every write on the next page load: a comment, a clap, an edit, a new video, a profile change', async () => {
    const video = `/video/${videoId}`;
    const profile = `/u/${owner.user.username}`;
    const card = (p: { shown: Shown }, key: string) =>
      (p.shown.data[key].items as { id: number; title: string }[]).find((c) => c.id === videoId);
    for (const url of [video, '/', profile]) await renderedPage(t, url);
    const before = await renderedPage(t, video);

    expect((await fan.browser.post(`/api/videos/${videoId}/comments`, { body: 'Bright' })).statusCode).toBe(201);
    const commented = await renderedPage(t, video);
    expect(commented.render).not.toBe(before.render);
    expect(commented.shown.data[`/api/videos/${videoId}`].comments).toBe(1);

    expect((await fan.browser.put(`/api/videos/${videoId}/clap`, {})).statusCode).toBe(200);
    expect((await renderedPage(t, video)).shown.data[`/api/videos/${videoId}`].claps).toBe(1);

    const edit = await owner.browser.patch(`/api/videos/${videoId}`, { ...EDIT, title: 'Lantern, edited' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await renderedPage(t, video)).shown.data[`/api/videos/${videoId}`].title).toBe('Lantern, edited');
    expect(card(await renderedPage(t, '/'), '/api/videos?tab=latest&limit=20')?.title).toBe('Lantern, edited');
    const uploads = `/api/profiles/${owner.user.username}/videos`;
    expect(card(await renderedPage(t, profile), uploads)?.title).toBe('Lantern, edited');

    const newer = await factories(t).video(owner.user.id, { title: 'A newer lantern' });
    const feed = (await renderedPage(t, '/')).shown.data['/api/videos?tab=latest&limit=20'];
    expect(feed.items[0]).toMatchObject({ id: newer.id, title: 'A newer lantern' });

    const bio = await owner.browser.patch('/api/profile', {
      username: owner.user.username,
      location: '',
      bio: 'Lanterns at dusk',
    });
    expect(bio.statusCode, bio.body).toBe(200);
    expect((await renderedPage(t, profile)).shown.data[`/api/profiles/${owner.user.username}`].bio).toBe(
      'Lanterns at dusk',
    );
  });

  it("gives a signed-in person their own page, never a visitor's copy or another person's", async () => {
    const hidden = await factories(t).video(owner.user.id, { title: 'Still processing', processing: 1 });
    const url = `/video/${hidden.id}`;
    // Whoever asks first, each gets their own answer, again and again.
    for (let round = 0; round < 2; round++) {
      expect((await browser(t).get(url)).statusCode).toBe(404);
      const own = await owner.browser.get(url);
      expect(own.statusCode).toBe(200);
      expect(own.body).toContain('Still processing');
      expect((await fan.browser.get(url)).statusCode).toBe(404);
    }
    // A visitor's rendered page with its answers is kept; a signed-in person gets the app page.
    await renderedPage(t, `/video/${videoId}`);
    const signedIn = await fan.browser.get(`/video/${videoId}`);
    expect(signedIn.statusCode).toBe(200);
    expect(screenOf(signedIn.body)).toBeNull();
    expect(signedIn.body).not.toContain('promptreel-initial-data');
    // Their copy is kept too: a change made behind the app's back is not seen until a write.
    await t.handle.db.updateTable('videos').set({ title: 'Renamed behind' }).where('id', '=', hidden.id).execute();
    expect((await owner.browser.get(url)).body).toContain('Still processing');
    await t.answers.invalidate();
    expect((await owner.browser.get(url)).body).toContain('Renamed behind');
  });

  it('sends the kept page in the encoding asked for, with Vary, and the same bytes each time', async () => {
    const url = `/u/${owner.user.username}`;
    const get = (encoding?: string) =>
      t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await get();
    const br = await get('br, gzip');
    const gz = await get('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gz]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect(screenOf(plain.body)).not.toBeNull();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect((await get('br')).rawPayload.equals(br.rawPayload)).toBe(true);
    expect(new Set([plain, br, gz].map((r) => r.headers.etag)).size).toBe(3);
  });
});

describe.runIf(redisUp || process.env.CI === 'true')("visitors' kept pages across instances (Redis)", () => {
  let one: TestApp;
  let two: TestApp;
  let fan: SignedUp;
  let videoId: number;

  beforeAll(async () => {
    const webDist = webBuild({ 'ssr/entry-server.js': RENDERER });
    one = await createTestApp({ REDIS_URL, AUTH_RATE_LIMIT: '0', WEB_DIST: webDist });
    two = await createTestApp({ REDIS_URL, WEB_DIST: webDist }, { shareWith: one });
    const owner = await signUpVerified(one, 'pages-across-owner@example.test');
    fan = await signUpVerified(one, 'pages-across-fan@example.test');
    videoId = (await factories(one).video(owner.user.id, { title: 'Lantern across' })).id;
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('shows a write made through one instance on the very next page through the other', async () => {
    const video = `/video/${videoId}`;
    const first = await renderedPage(two, video);
    expect((await renderedPage(two, video)).render).toBe(first.render);
    expect(first.shown.data[`/api/videos/${videoId}`].claps).toBe(0);
    expect((await fan.browser.put(`/api/videos/${videoId}/clap`, {})).statusCode).toBe(200);
    const after = await renderedPage(two, video);
    expect(after.render).not.toBe(first.render);
    expect(after.shown.data[`/api/videos/${videoId}`].claps).toBe(1);
    expect((await fan.browser.post(`/api/videos/${videoId}/comments`, { body: 'Over there' })).statusCode).toBe(201);
    expect((await renderedPage(two, video)).shown.data[`/api/videos/${videoId}`].comments).toBe(1);
  });
});
