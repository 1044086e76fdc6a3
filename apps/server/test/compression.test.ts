import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp, listenLocally } from './helpers/test-app.js';
import { webBuild } from './helpers/web-build.js';

const BR_AND_GZIP = 'gzip, deflate, br';

const decode = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

describe('compressed answers: JSON above 1 KB, the web app precompressed, never media or events', () => {
  let t: TestApp;
  let base: string;
  let posterUrl: string;
  const script = 'console.log("a hashed asset of the web app");\n'.repeat(40);
  const webDist = webBuild({
    'assets/app-1234.js': script,
    // What the build writes next to every text file (apps/web/vite.config.ts).
    'assets/app-1234.js.br': zlib.brotliCompressSync(script),
    'assets/app-1234.js.gz': zlib.gzipSync(script),
  });

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
    const f = factories(t);
    const owner = await f.user();
    for (let i = 0; i < 6; i++) await f.video(owner.id, { title: `A clip with a long enough title, number ${i}` });
    base = await listenLocally(t);
    posterUrl = (await t.app.inject({ url: '/api/videos?tab=latest' })).json().items[0].posterUrl;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('compresses the feed for a client that accepts it: Brotli first, else gzip, else plain', async () => {
    const plain = await get('/api/videos?tab=latest');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = plain.json();

    for (const [accept, encoding] of [
      [BR_AND_GZIP, 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get('/api/videos?tab=latest', { 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/application\/json/);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(res.rawPayload, encoding).toString('utf8')), accept).toEqual(expected);
      if (encoding) expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 2);
    }
  });

  it('leaves small JSON answers and media as they are', async () => {
    const health = await get('/healthz', { 'accept-encoding': BR_AND_GZIP });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();

    const poster = await get(posterUrl, { 'accept-encoding': BR_AND_GZIP });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toMatch(/^image\//);
    expect(poster.headers['content-encoding']).toBeUndefined();
  });

  it('streams server-sent events uncompressed, so each event leaves at once', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${base}/api/events`, { headers: { 'accept-encoding': BR_AND_GZIP } }, resolve).on('error', reject),
    );
    try {
      expect(res.headers['content-type']).toMatch(/text\/event-stream/);
      expect(res.headers['content-encoding']).toBeUndefined();
      const first = await new Promise<string>((resolve) => res.once('data', (c: Buffer) => resolve(c.toString())));
      expect(first).toMatch(/^event: ready$/m);
    } finally {
      res.destroy();
    }
  });

  it("sends the web app's files precompressed, hashed ones cached for a year", async () => {
    for (const [accept, encoding] of [
      [BR_AND_GZIP, 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const res = await get('/assets/app-1234.js', accept ? { 'accept-encoding': accept } : {});
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(decode(res.rawPayload, encoding).toString('utf8'), accept).toBe(script);
    }
  });

  it('sends the app page compressed, no-cache, with an ETag per encoding and 304 on revalidation', async () => {
    const etags = new Set<string>();
    for (const [accept, encoding] of [
      [BR_AND_GZIP, 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
      const res = await get('/', headers);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['cache-control'], accept).toBe('no-cache');
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload, encoding).toString('utf8'), accept).toContain('<div id="root"></div>');
      const etag = res.headers.etag as string;
      etags.add(etag);
      const again = await get('/', { ...headers, 'if-none-match': etag });
      expect(again.statusCode, accept).toBe(304);
    }
    expect(etags.size).toBe(3);
    // Unknown paths get the app compressed too, with their 404.
    const missing = await get('/nothing-here', { 'accept-encoding': BR_AND_GZIP });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
  });
});
