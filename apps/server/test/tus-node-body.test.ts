import fs from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpVerified } from './helpers/accounts.js';
import { makeMp4 } from './helpers/media.js';
import { createTestApp, listenLocally, type TestApp } from './helpers/test-app.js';

const metadataHeader = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

// A PATCH's body goes from the Node request to the file store without the tus library's web-stream
// round trip (uploads/node-patch-body.ts), keeping the library's limits and answers.
describe('tus PATCH bodies read from the Node request', () => {
  let t: TestApp;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    base = await listenLocally(t);
    cookie = (await signUpVerified(t, 'patcher@example.test')).browser.cookie;
  }, 60_000);
  afterAll(() => t.close());

  const create = async (length: number) => {
    const res = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        Origin: t.config.publicUrl,
        Cookie: cookie,
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(length),
        'Upload-Metadata': metadataHeader({ title: 'Straight through', platformId: '1', categoryId: '1' }),
      },
    });
    expect(res.status).toBe(201);
    return new URL(res.headers.get('location')!, base);
  };
  /** One PATCH over a real socket, sending `body` from `offset`. */
  const patch = (url: URL, offset: number, body: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: 'PATCH',
          path: url.pathname,
          headers: {
            Origin: t.config.publicUrl,
            Cookie: cookie,
            'Tus-Resumable': '1.0.0',
            'Upload-Offset': String(offset),
            'Content-Type': 'application/offset+octet-stream',
            'Content-Length': body.length,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('stores every byte of a file sent in two PATCHes, and never wraps a body in a web stream', async () => {
    const bytes = fs.readFileSync(makeMp4(320, 180, { seconds: 2 }));
    const url = await create(bytes.length);
    const fromWeb = vi.spyOn(Readable, 'fromWeb');
    let last;
    try {
      const half = Math.floor(bytes.length / 2);
      const first = await patch(url, 0, bytes.subarray(0, half));
      expect([first.status, first.headers['upload-offset']]).toEqual([204, String(half)]);
      last = await patch(url, half, bytes.subarray(half));
      expect(fromWeb).not.toHaveBeenCalled();
    } finally {
      fromWeb.mockRestore();
    }
    expect(last.status, last.text).toBe(204);
    expect(last.headers['upload-offset']).toBe(String(bytes.length));
    const video = await t.handle.db
      .selectFrom('videos')
      .select(['file_path', 'size_bytes'])
      .where('id', '=', Number(String(last.headers['promptreel-video']).split('/').pop()))
      .executeTakeFirstOrThrow();
    expect(video.size_bytes).toBe(bytes.length);
    const served = await fetch(`${base}${t.storage.publicPath('videos', video.file_path!)}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("keeps the library's rules: a wrong offset is a 409, a body past the declared length a 413, nothing stored past it", async () => {
    const url = await create(1000);
    const wrong = await patch(url, 10, Buffer.alloc(10));
    expect(wrong.status).toBe(409);
    expect(JSON.parse(wrong.text)).toMatchObject({ code: 'conflict' });
    const tooLong = await patch(url, 0, Buffer.alloc(1500, 1));
    expect(tooLong.status).toBe(413);
    expect(JSON.parse(tooLong.text)).toMatchObject({ code: 'payload_too_large' });
    const head = await fetch(url, {
      method: 'HEAD',
      headers: { Origin: t.config.publicUrl, Cookie: cookie, 'Tus-Resumable': '1.0.0' },
    });
    expect(Number(head.headers.get('upload-offset'))).toBeLessThanOrEqual(1000);
  });
});
