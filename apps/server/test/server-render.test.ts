import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { webBuild } from './helpers/web-build.js';

/**
 * The server's side of the contract with the web build's ssr/entry-server.js: what it is called
 * with, where its markup goes, and what happens when it fails. (The real module, built from the
 * app's components, is exercised in the browser by e2e/server-render.spec.ts.) This one writes down
 * what it was asked, so the page shows it.
 */
const RENDERER = `
export async function render(url, data, now) {
  if (url.includes('fail=1')) throw new Error('render failed');
  const seen = JSON.stringify({ url, keys: Object.keys(data).sort(), now });
  return '<p id="first-screen">' + seen.replace(/</g, '&lt;') + '</p>';
}
`;

const ROOT = /<div id="root"( data-server-rendered="(\d+)")?>([\s\S]*?)<\/div>\s*<(?:script|link)/;
const DATA_SCRIPT = /<script type="application\/json" id="promptreel-initial-data">([\s\S]*?)<\/script>/;

describe("a visitor's first screen rendered on the server", () => {
  let t: TestApp;
  let videoId: number;
  let username: string;
  const webDist = webBuild({ 'ssr/entry-server.js': RENDERER });

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
    const f = factories(t);
    const owner = await f.user();
    username = owner.username;
    videoId = (await f.video(owner.id)).id;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const root = (html: string) => {
    const match = ROOT.exec(html);
    expect(match, 'the page has its #root').not.toBeNull();
    return { serverRendered: Boolean(match![1]), markup: match![3]! };
  };
  const asked = (html: string) => {
    const match = /<p id="first-screen">([^<]*)<\/p>/.exec(html);
    return match ? (JSON.parse(match[1]!.replace(/&lt;/g, '<')) as { url: string; keys: string[]; now: number }) : null;
  };
  const embedded = (html: string) => JSON.parse(DATA_SCRIPT.exec(html)![1]!) as Record<string, unknown>;

  it("`/` carries the feed's first screen in #root, marked for the app to take over, rendered from the answers the page carries", async () => {
    const before = Date.now();
    const res = await get('/?tab=hot');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(root(html).serverRendered).toBe(true);
    const data = embedded(html);
    // Rendered with the clock the page names, so the browser formats times the same way.
    const renderedAt = Number(ROOT.exec(html)![2]);
    expect(renderedAt).toBeGreaterThanOrEqual(before);
    expect(renderedAt).toBeLessThanOrEqual(Date.now());
    expect(asked(html)).toEqual({ url: '/?tab=hot', keys: Object.keys(data).sort(), now: renderedAt });
    // The header's and the filters' answers come along, so the browser's first render has them too.
    expect(data['/api/me']).toEqual({ user: null });
    expect(data['/api/catalogues']).toEqual((await get('/api/catalogues')).json());
    expect(Object.keys(data)).toContain('/api/videos?tab=hot&limit=20');
  });

  it('a video page and a profile page have theirs too', async () => {
    const video = await get(`/video/${videoId}`);
    expect(root(video.body).serverRendered).toBe(true);
    expect(asked(video.body)?.keys).toEqual(['/api/catalogues', '/api/me', `/api/videos/${videoId}`]);
    const profile = await get(`/u/${username}`);
    expect(root(profile.body).serverRendered).toBe(true);
    expect(asked(profile.body)?.keys).toEqual(
      ['/api/catalogues', '/api/me', `/api/profiles/${username}`, `/api/profiles/${username}/videos`].sort(),
    );
  });

  it('a page whose answers the server cannot predict, or that has none, is left to the browser', async () => {
    for (const url of ['/?platform=sora', '/?tab=following', '/login', '/search?q=koi', `/u/${username}/followers`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(root(res.body), url).toEqual({ serverRendered: false, markup: '' });
    }
    for (const url of ['/video/999999', '/no-such-page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(root(res.body).serverRendered, url).toBe(false);
    }
  });

  it("a signed-in viewer's page is not rendered on the server (their answers differ per person)", async () => {
    const { browser } = await signUpVerified(t, `ssr-${Date.now()}@example.test`);
    for (const url of ['/', `/video/${videoId}`, `/u/${username}`]) {
      const html = (await browser.get(url)).body;
      expect(root(html), url).toEqual({ serverRendered: false, markup: '' });
    }
  });

  it('a render that fails still answers with the app page, for the browser to render', async () => {
    const failing = await get(`/video/${videoId}?fail=1`);
    expect(failing.statusCode).toBe(200);
    expect(root(failing.body)).toEqual({ serverRendered: false, markup: '' });
    // The page still carries its data, so the app needs no API call.
    expect(Object.keys(embedded(failing.body))).toContain(`/api/videos/${videoId}`);
  });

  it('a rendered page has a weak ETag (its times depend on when it is rendered), and a fresh copy is answered 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+-br"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another encoding is another representation.
    const plain = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(plain.statusCode).toBe(200);
    expect(String(plain.headers.etag)).toMatch(/^W\/"[\w-]+"$/);
    expect(root(plain.body).serverRendered).toBe(true);
  });

  it("the build's server-side module is never served", async () => {
    for (const url of ['/ssr/entry-server.js', '/SSR/entry-server.js', '/ssr/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('export async function render');
    }
  });
});
