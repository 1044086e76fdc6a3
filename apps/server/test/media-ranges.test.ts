import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Ranges answered byte for byte whether the bytes come from disk or from blocks kept in memory
// (storage/kept-blocks.ts keeps a block from its second ask, so every case is asked three times).
describe('media ranges, from disk and from kept blocks', () => {
  const BLOCK = 512 * 1024;
  // Blocks of 512 KiB and a short last one.
  const big = randomBytes(5 * BLOCK + 54_321);
  const key = 'ranges/big.mp4';
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.storage.put('videos', key, Readable.from([big]));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string> = {}, name = key, method = 'GET') =>
    fetch(`http://127.0.0.1:${port}/media/videos/${name}`, { headers, method }).then(async (res) => ({
      status: res.status,
      headers: res.headers,
      body: Buffer.from(await res.arrayBuffer()),
    }));
  const size = big.length;

  it('sends the first, middle and last bytes, suffixes and open ends exactly, every time asked', async () => {
    const middle = Math.floor(size / 2) - BLOCK;
    for (const [range, start, end] of [
      ['bytes=0-0', 0, 0],
      [`bytes=${size - 1}-${size - 1}`, size - 1, size - 1],
      [`bytes=${middle}-${middle + 2 * BLOCK - 1}`, middle, middle + 2 * BLOCK - 1],
      [`bytes=${BLOCK - 1}-${BLOCK}`, BLOCK - 1, BLOCK],
      [`bytes=${3 * BLOCK}-${4 * BLOCK - 1}`, 3 * BLOCK, 4 * BLOCK - 1],
      ['bytes=-1', size - 1, size - 1],
      ['bytes=-700000', size - 700_000, size - 1],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      [`bytes=${2 * BLOCK + 7}-`, 2 * BLOCK + 7, size - 1],
      [`bytes=100-${size + 5000}`, 100, size - 1],
    ] as const) {
      for (let ask = 1; ask <= 3; ask++) {
        const res = await get({ range });
        expect(res.status, `${range} #${ask}`).toBe(206);
        expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
        expect(res.headers.get('content-length')).toBe(String(end - start + 1));
        expect(res.body.equals(big.subarray(start, end + 1)), `${range} #${ask}`).toBe(true);
      }
    }
    for (let ask = 1; ask <= 3; ask++) expect((await get()).body.equals(big)).toBe(true);
  });

  it('answers many asks of the same blocks at once with the same bytes', async () => {
    const start = 4 * BLOCK - 3;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => get(i % 3 ? { range: `bytes=${start}-` } : {})),
    );
    answers.forEach((res, i) => expect(res.body.equals(i % 3 ? big.subarray(start) : big), String(i)).toBe(true));
  });

  it('answers 416 with the size for ranges that cannot be met, and the whole file for unreadable ones', async () => {
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=5-2', 'bytes=-0']) {
      const res = await get({ range });
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
      expect(res.body.length).toBe(0);
    }
    for (const range of ['bytes=abc', 'items=0-5']) {
      const res = await get({ range });
      expect(res.status, range).toBe(200);
      expect(res.body.equals(big)).toBe(true);
    }
  });

  it('answers a range only while If-Range names the current ETag', async () => {
    const etag = (await get({}, key, 'HEAD')).headers.get('etag')!;
    const current = await get({ range: 'bytes=10-19', 'if-range': etag });
    expect(current.status).toBe(206);
    expect(current.body.equals(big.subarray(10, 20))).toBe(true);
    for (const ifRange of ['"stale"', `W/${etag}`, new Date(Date.now() + 60_000).toUTCString()]) {
      const res = await get({ range: 'bytes=10-19', 'if-range': ifRange });
      expect(res.status, ifRange).toBe(200);
      expect(res.body.equals(big)).toBe(true);
    }
  });

  it('keeps answering HEAD and 304 from a kept file', async () => {
    const first = await get({ range: 'bytes=0-99' });
    const head = await get({ range: 'bytes=0-99' }, key, 'HEAD');
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('100');
    expect(head.body.length).toBe(0);
    const again = await t.app.inject({
      url: `/media/videos/${key}`,
      headers: { 'if-none-match': first.headers.get('etag')!, range: 'bytes=0-99' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('stops serving a kept file once it is deleted, here or behind the app (another instance)', async () => {
    const bytes = randomBytes(2 * BLOCK);
    await t.storage.put('videos', 'ranges/gone.mp4', Readable.from([bytes]));
    for (let ask = 0; ask < 3; ask++) expect((await get({}, 'ranges/gone.mp4')).body.equals(bytes)).toBe(true);
    await t.storage.delete('videos', 'ranges/gone.mp4');
    expect((await get({}, 'ranges/gone.mp4')).status).toBe(404);

    await t.storage.put('videos', 'ranges/elsewhere.mp4', Readable.from([bytes]));
    for (let ask = 0; ask < 3; ask++) expect((await get({}, 'ranges/elsewhere.mp4')).status).toBe(200);
    fs.rmSync(path.join(t.config.dataDir, 'storage/videos/ranges/elsewhere.mp4'));
    expect((await get({}, 'ranges/elsewhere.mp4')).status).toBe(404);
    expect((await get({ range: 'bytes=0-9' }, 'ranges/elsewhere.mp4')).status).toBe(404);
  });

  it('serves the new bytes and ETag when a kept file is replaced under the same key', async () => {
    const before = randomBytes(BLOCK + 100);
    const after = randomBytes(BLOCK + 200);
    await t.storage.put('videos', 'ranges/again.mp4', Readable.from([before]));
    let etag = '';
    for (let ask = 0; ask < 3; ask++) {
      const res = await get({ range: 'bytes=0-' }, 'ranges/again.mp4');
      expect(res.body.equals(before)).toBe(true);
      etag = res.headers.get('etag')!;
    }
    // Behind the app's back, as an overturned hold puts a video's file back under its first key.
    fs.rmSync(path.join(t.config.dataDir, 'storage/videos/ranges/again.mp4'));
    await new Promise((r) => setTimeout(r, 5));
    fs.writeFileSync(path.join(t.config.dataDir, 'storage/videos/ranges/again.mp4'), after);
    const res = await get({ range: 'bytes=0-' }, 'ranges/again.mp4');
    expect(res.body.equals(after)).toBe(true);
    expect(res.headers.get('etag')).not.toBe(etag);
  });
});
