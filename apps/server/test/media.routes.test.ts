import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './helpers/factories.js';
import { createTestApp, SEED_MEDIA_DIR, type TestApp } from './helpers/test-app.js';

describe('GET /media/:bucket/*', () => {
  let t: TestApp;
  let url: string;
  const original = fs.readFileSync(path.join(SEED_MEDIA_DIR, 'neon-koi.mp4'));

  beforeAll(async () => {
    t = await createTestApp();
    const f = factories(t);
    const owner = await f.user();
    const v = await f.video(owner.id);
    url = `/media/videos/${v.filePath}`;
  });
  afterAll(() => t.close());

  it('serves the whole file with type, validators and long caching', async () => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(original.length);
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.headers['last-modified']).toBeTruthy();
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.rawPayload.equals(original)).toBe(true);
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${original.length}`);
    expect(res.rawPayload.equals(original.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(original.subarray(original.length - 10))).toBe(true);
  });

  it('answers 416 for a range beyond the end', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${original.length + 10}-` } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${original.length}`);
  });

  it('compares If-None-Match weakly (RFC 9110 §13.1.2): W/ tags, lists and * all match', async () => {
    const etag = (await t.app.inject({ method: 'GET', url })).headers.etag as string;
    const status = async (ifNoneMatch: string, extra: Record<string, string> = {}) =>
      (await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch, ...extra } })).statusCode;
    expect(await status(`W/${etag}`)).toBe(304);
    expect(await status(`"other", W/${etag}`)).toBe(304);
    expect(await status(`W/"other",${etag}`)).toBe(304);
    expect(await status('*')).toBe(304);
    expect(await status('"other", W/"another"')).toBe(200);
    // If-None-Match wins over If-Modified-Since (§13.1.3): a non-matching tag means a full answer.
    expect(await status('"other"', { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() })).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url, headers: { 'if-none-match': `W/${etag}` } });
    expect(head.statusCode).toBe(304);
  });

  it('answers 304 to a matching If-None-Match and ignores a stale If-Range', async () => {
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const stale = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': '"stale"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('answers HEAD with headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(original.length);
    expect(res.rawPayload.length).toBe(0);
  });

  it('refuses keys that could leave the bucket, unknown buckets and missing files with 404', async () => {
    for (const bad of [
      '/media/videos/../promptreel.sqlite',
      '/media/videos/%2e%2e/promptreel.sqlite',
      '/media/videos/a/..%2f..%2fpromptreel.sqlite',
      '/media/secrets/x.mp4',
      '/media/videos/nobody/nothing.mp4',
      '/media/avatars/.hidden',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect(res.statusCode, bad).toBe(404);
    }
  });
});
