import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
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

  describe('a file of several reads, over a socket', () => {
    // Several of the route's 512 KiB reads, and not a multiple of them.
    const big = randomBytes(3 * 512 * 1024 + 12_345);
    const key = 'bench/big.mp4';
    let port: number;
    let file: string;

    beforeAll(async () => {
      await t.storage.put('videos', key, Readable.from([big]));
      file = path.join(t.config.dataDir, 'storage', 'videos', key);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    const get = (headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}/media/videos/${key}`, { headers }).then(async (res) => ({
        status: res.status,
        headers: res.headers,
        body: Buffer.from(await res.arrayBuffer()),
      }));

    it('sends every byte of the whole file and of ranges across read boundaries', async () => {
      const whole = await get();
      expect(whole.status).toBe(200);
      expect(Number(whole.headers.get('content-length'))).toBe(big.length);
      expect(whole.body.equals(big)).toBe(true);
      for (const [start, end] of [
        [0, 0],
        [524_287, 524_288],
        [100_000, 1_200_000],
        [big.length - 600_000, big.length - 1],
      ] as const) {
        const res = await get({ range: `bytes=${start}-${end}` });
        expect(res.status).toBe(206);
        expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${big.length}`);
        expect(res.body.equals(big.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
      }
      const answers = await Promise.all([get(), get({ range: 'bytes=-700000' }), get()]);
      expect(answers[0]!.body.equals(big)).toBe(true);
      expect(answers[1]!.body.equals(big.subarray(big.length - 700_000))).toBe(true);
      expect(answers[2]!.body.equals(big)).toBe(true);
    });

    it('answers HEAD with a Range with the 206 headers and no body', async () => {
      const res = await t.app.inject({
        method: 'HEAD',
        url: `/media/videos/${key}`,
        headers: { range: 'bytes=10-19' },
      });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 10-19/${big.length}`);
      expect(res.headers['content-length']).toBe('10');
      expect(res.rawPayload.length).toBe(0);
    });

    it('lets the file go when the client goes away in the middle of an answer', async () => {
      const openOnFile = () =>
        fs.readdirSync('/proc/self/fd').filter((fd) => {
          try {
            return fs.readlinkSync(`/proc/self/fd/${fd}`) === file;
          } catch {
            return false;
          }
        }).length;
      for (let i = 0; i < 5; i++) {
        await new Promise<void>((resolve, reject) => {
          const req = http.get({ host: '127.0.0.1', port, path: `/media/videos/${key}`, agent: false }, (res) => {
            res.once('data', () => {
              req.destroy();
              resolve();
            });
          });
          req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
        });
      }
      // At most the descriptor kept for the next answer (storage/open-files.ts), not one per answer cut short.
      for (let i = 0; i < 100 && openOnFile() > 1; i++) await new Promise((r) => setTimeout(r, 20));
      expect(openOnFile()).toBeLessThanOrEqual(1);
      expect((await get()).body.equals(big)).toBe(true);
    });

    it('serves an empty file as 200 with no bytes, and any range of it as 416', async () => {
      await t.storage.put('videos', 'bench/empty.mp4', Readable.from([]));
      const res = await t.app.inject({ method: 'GET', url: '/media/videos/bench/empty.mp4' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBe('0');
      expect(res.rawPayload.length).toBe(0);
      const range = await t.app.inject({
        method: 'GET',
        url: '/media/videos/bench/empty.mp4',
        headers: { range: 'bytes=0-' },
      });
      expect(range.statusCode).toBe(416);
    });
  });
});
