import fs from 'node:fs';
import path from 'node:path';
import { LIMITS, UPLOAD_MESSAGES, uploadLimitSchema, videoDetailSchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, signUpVerified } from './helpers/accounts.js';
import { boxAt, corruptedFramesMp4, fakeMp4, makeMp4, mediaDir } from './helpers/media.js';
import { createTestApp, type TestApp, listenLocally } from './helpers/test-app.js';
import { storedFiles } from './helpers/stored-files.js';
import { tusUpload } from './helpers/tus.js';

const MB = 1024 * 1024;
const DAILY_LIMIT = { code: 'too_many_requests', message: 'Daily limit reached. You can upload again tomorrow.' };
const NOT_MP4 = { code: 'bad_request', message: 'Only MP4 files are allowed' };

const metadataHeader = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** A real MP4 whose movie header (mvhd) claims `days` days; its frames are untouched. */
function forgedDurationMp4(days: number): string {
  const bytes = fs.readFileSync(makeMp4(160, 90));
  const mvhd = boxAt(bytes, 'mvhd');
  expect(bytes[mvhd + 4]).toBe(0); // version 0: 32-bit times
  const timescale = bytes.readUInt32BE(mvhd + 16);
  bytes.writeUInt32BE(timescale * days * 24 * 3600, mvhd + 20);
  const file = path.join(mediaDir, `forged-${days}-days.mp4`);
  fs.writeFileSync(file, bytes);
  return file;
}

/** A real MP4 whose sample description (avc1) claims `side` × `side` pixels. */
function forgedSizeMp4(side: number): string {
  const bytes = fs.readFileSync(makeMp4(160, 90));
  // The sample entry inside 'stsd' (the brand list in 'ftyp' also says avc1).
  const avc1 = boxAt(bytes, 'avc1', boxAt(bytes, 'stsd'));
  // After the type: 6 reserved, data reference index, 16 bytes of pre-defined/reserved, then width and height.
  bytes.writeUInt16BE(side, avc1 + 28);
  bytes.writeUInt16BE(side, avc1 + 30);
  const file = path.join(mediaDir, `forged-${side}px.mp4`);
  fs.writeFileSync(file, bytes);
  return file;
}

describe('uploads: open uploads, tus 1.0 and MP4 bounds', () => {
  let t: TestApp;
  let base: string;
  let n = 0;

  const headersOf = (cookie: string) => ({ Origin: t.config.publicUrl, Cookie: cookie });
  const meta = (title = 'An open upload') => ({ title, platformId: '1', categoryId: '2' });
  const newUser = () => signUpVerified(t, `uploader${++n}@example.test`);

  /** A tus creation (POST) declaring `length` bytes (null: none), sending no bytes. */
  const create = (cookie: string, length: number | null, extra: Record<string, string> = {}) =>
    fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        ...headersOf(cookie),
        'Tus-Resumable': '1.0.0',
        ...(length === null ? {} : { 'Upload-Length': String(length) }),
        'Upload-Metadata': metadataHeader(meta()),
        ...extra,
      },
    });
  const urlOf = (res: Response) => new URL(res.headers.get('location')!, base).href;
  const cancel = (cookie: string, url: string) =>
    fetch(url, { method: 'DELETE', headers: { ...headersOf(cookie), 'Tus-Resumable': '1.0.0' } });
  const openRows = (userId: string) =>
    t.handle.db.selectFrom('open_uploads').selectAll().where('owner_id', '=', userId).execute();
  /** What is left in the incoming folder of the upload at `url` (its data and its .json). */
  const leftOf = (url: string | null) => {
    const dir = path.join(t.config.dataDir, 'uploads-incoming');
    const id = new URL(url!, base).pathname.split('/').pop()!;
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.startsWith(id)) : [];
  };
  /** Files in the user's storage folder (the video and its poster are stored while the decode check runs). */
  const storedOf = (userId: string) => storedFiles(t.config.dataDir, userId);
  const videosOf = async (userId: string) =>
    (await t.handle.db.selectFrom('videos').select('id').where('owner_id', '=', userId).execute()).length;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    base = await listenLocally(t);
  }, 60_000);
  afterAll(() => t.close());

  describe('open uploads count against the day, and bytes in flight are capped', () => {
    it("takes one of the day's five slots per open upload; the sixth is refused, a cancelled one frees its slot", async () => {
      const u = await newUser();
      const created = [];
      for (let i = 0; i < 5; i++) {
        const res = await create(u.browser.cookie, MB);
        expect(res.status, await res.clone().text()).toBe(201);
        created.push(urlOf(res));
      }
      const sixth = await create(u.browser.cookie, MB);
      expect(sixth.status).toBe(429);
      expect(await sixth.json()).toEqual(DAILY_LIMIT);
      expect(await openRows(u.user.id)).toHaveLength(5);

      expect((await cancel(u.browser.cookie, created[0]!)).status).toBe(204);
      expect(await openRows(u.user.id)).toHaveLength(4);
      expect((await create(u.browser.cookie, MB)).status).toBe(201);
      expect((await create(u.browser.cookie, MB)).status).toBe(429);
    });

    it('holds under parallel creation: twelve at once, exactly five pass', async () => {
      const u = await newUser();
      const answers = await Promise.all(Array.from({ length: 12 }, () => create(u.browser.cookie, 1000)));
      expect(answers.map((r) => r.status).sort()).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
      expect(await openRows(u.user.id)).toHaveLength(5);
    });

    it('finished and open uploads share the five; a finished upload and a refused file release their open slot', async () => {
      const u = await newUser();
      expect((await create(u.browser.cookie, MB)).status).toBe(201);
      const done = await tusUpload(`${base}/api/uploads`, makeMp4(160, 90), meta('Finished one'), {
        headers: headersOf(u.browser.cookie),
      });
      expect(done.status, JSON.stringify(done.body)).toBe(204);
      expect(await openRows(u.user.id)).toHaveLength(1);
      const refused = await tusUpload(`${base}/api/uploads`, fakeMp4(), meta('Not a video'), {
        headers: headersOf(u.browser.cookie),
      });
      expect(refused.status).toBe(400);
      expect(await openRows(u.user.id)).toHaveLength(1);
      // One finished and one open: three more may start, not four.
      for (let i = 0; i < 3; i++) expect((await create(u.browser.cookie, MB)).status).toBe(201);
      const over = await create(u.browser.cookie, MB);
      expect(over.status).toBe(429);
      expect(await over.json()).toEqual(DAILY_LIMIT);
      // The meter still shows finished uploads only.
      expect(uploadLimitSchema.parse((await u.browser.get('/api/upload-limit')).json()).dailyUploads).toBe(1);
    });

    it('the meter counts open uploads: two open, none finished leaves three, and a full day says none remain', async () => {
      const u = await newUser();
      const limitNow = async () => uploadLimitSchema.parse((await u.browser.get('/api/upload-limit')).json());
      for (let i = 0; i < 2; i++) expect((await create(u.browser.cookie, MB)).status).toBe(201);
      expect(await limitNow()).toMatchObject({ dailyUploads: 0, openUploads: 2, limit: 5, remaining: 3 });
      for (let i = 0; i < 3; i++) expect((await create(u.browser.cookie, MB)).status).toBe(201);
      expect(await limitNow()).toMatchObject({ dailyUploads: 0, openUploads: 5, remaining: 0 });
      expect((await create(u.browser.cookie, MB)).status).toBe(429);
      // Expired open uploads no longer hold a slot, on the meter as at creation.
      await t.handle.db
        .updateTable('open_uploads')
        .set({ created_at: Date.now() - 25 * 3600 * 1000 })
        .where('owner_id', '=', u.user.id)
        .execute();
      expect(await limitNow()).toMatchObject({ dailyUploads: 0, openUploads: 0, remaining: 5 });
    });

    it("caps one user's declared bytes in flight at twice the largest file", async () => {
      const u = await newUser();
      const first = await create(u.browser.cookie, LIMITS.maxFileBytes);
      expect(first.status).toBe(201);
      expect((await create(u.browser.cookie, LIMITS.maxFileBytes)).status).toBe(201);
      const third = await create(u.browser.cookie, 1);
      expect(third.status).toBe(429);
      expect(await third.json()).toEqual({ code: 'too_many_requests', message: UPLOAD_MESSAGES.tooManyInProgress });
      expect(await openRows(u.user.id)).toHaveLength(2);
      expect((await cancel(u.browser.cookie, urlOf(first))).status).toBe(204);
      expect((await create(u.browser.cookie, 10 * MB)).status).toBe(201);
      // A length declared later is reserved as the largest file.
      const deferred = await create(u.browser.cookie, null, { 'Upload-Defer-Length': '1' });
      expect(deferred.status).toBe(429);
    });

    it('stops counting uploads left unfinished for a day (they expire)', async () => {
      const u = await newUser();
      for (let i = 0; i < 5; i++) expect((await create(u.browser.cookie, MB)).status).toBe(201);
      expect((await create(u.browser.cookie, MB)).status).toBe(429);
      await t.handle.db
        .updateTable('open_uploads')
        .set({ created_at: Date.now() - 25 * 3600 * 1000 })
        .where('owner_id', '=', u.user.id)
        .execute();
      expect((await create(u.browser.cookie, MB)).status).toBe(201);
    });
  });

  describe('tus 1.0 and our error shape', () => {
    it('refuses Upload-Concat (parallel uploads) with a 4xx in our error shape, not a 501', async () => {
      const u = await newUser();
      for (const concat of ['partial', `final;${base}/api/uploads/a ${base}/api/uploads/b`]) {
        const res = await create(u.browser.cookie, 100, { 'Upload-Concat': concat });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ code: 'bad_request', message: expect.any(String) });
      }
      expect(await openRows(u.user.id)).toEqual([]);
    });

    it('answers a missing or other Tus-Resumable with 412 and Tus-Version', async () => {
      const u = await newUser();
      const res = await create(u.browser.cookie, 100);
      const url = urlOf(res);
      for (const version of ['0.2.2', '2.0.0', null]) {
        const requests: [string, string][] = [
          ['POST', `${base}/api/uploads`],
          ['HEAD', url],
          ['PATCH', url],
          ['DELETE', url],
        ];
        for (const [method, target] of requests) {
          const answer = await fetch(target, {
            method,
            headers: {
              ...headersOf(u.browser.cookie),
              ...(version ? { 'Tus-Resumable': version } : {}),
              'Upload-Length': '100',
              'Upload-Offset': '0',
              'Content-Type': 'application/offset+octet-stream',
              'Upload-Metadata': metadataHeader(meta()),
            },
            body: method === 'PATCH' ? Buffer.alloc(10) : undefined,
          });
          expect(answer.status, `${method} with ${version}`).toBe(412);
          expect(answer.headers.get('tus-version')).toBe('1.0.0');
          if (method !== 'HEAD')
            expect(await answer.json()).toEqual({ code: 'precondition_failed', message: expect.any(String) });
        }
      }
      expect(await openRows(u.user.id)).toHaveLength(1);
    });

    it('answers a PATCH with another Content-Type (or none) with 415, storing nothing', async () => {
      const u = await newUser();
      const url = urlOf(await create(u.browser.cookie, 100));
      for (const type of ['application/json', 'application/octet-stream', null]) {
        const res = await fetch(url, {
          method: 'PATCH',
          headers: {
            ...headersOf(u.browser.cookie),
            'Tus-Resumable': '1.0.0',
            'Upload-Offset': '0',
            ...(type ? { 'Content-Type': type } : {}),
          },
          body: type ? Buffer.alloc(10) : undefined,
        });
        expect(res.status, String(type)).toBe(415);
        expect(await res.json()).toEqual({ code: 'unsupported_media_type', message: expect.any(String) });
      }
      const head = await fetch(url, {
        method: 'HEAD',
        headers: { ...headersOf(u.browser.cookie), 'Tus-Resumable': '1.0.0' },
      });
      expect(head.headers.get('upload-offset')).toBe('0');
    });

    it("answers the final PATCH with 204 and the new video's address in Promptreel-Video", async () => {
      const u = await newUser();
      const bytes = fs.readFileSync(makeMp4(180, 320));
      const url = urlOf(await create(u.browser.cookie, bytes.length));
      const res = await fetch(url, {
        method: 'PATCH',
        headers: {
          ...headersOf(u.browser.cookie),
          'Tus-Resumable': '1.0.0',
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
        },
        body: bytes,
      });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      expect(res.headers.get('upload-offset')).toBe(String(bytes.length));
      expect(res.headers.get('access-control-expose-headers')).toContain('Promptreel-Video');
      const location = res.headers.get('promptreel-video');
      expect(location).toMatch(/^\/api\/videos\/\d+$/);
      await t.worker.drain();
      const video = videoDetailSchema.parse((await browser(t).get(location!)).json());
      expect(video).toMatchObject({ title: 'An open upload', width: 180, height: 320, orientation: 'portrait' });
      expect(await openRows(u.user.id)).toEqual([]);
    });

    it("turns the tus server's other plain-text refusals into our error shape", async () => {
      const u = await newUser();
      const badLength = await create(u.browser.cookie, null, { 'Upload-Length': 'abc' });
      expect(badLength.status).toBe(400);
      expect(await badLength.json()).toEqual({ code: 'bad_request', message: expect.any(String) });
      const url = urlOf(await create(u.browser.cookie, 100));
      const wrongOffset = await fetch(url, {
        method: 'PATCH',
        headers: {
          ...headersOf(u.browser.cookie),
          'Tus-Resumable': '1.0.0',
          'Upload-Offset': '5',
          'Content-Type': 'application/offset+octet-stream',
        },
        body: Buffer.alloc(10),
      });
      expect(wrongOffset.status).toBe(409);
      expect(await wrongOffset.json()).toEqual({ code: 'conflict', message: expect.any(String) });
    });
  });

  describe('MP4 bounds and a decoded first frame', () => {
    it('refuses a file whose header claims 49 days', async () => {
      const u = await newUser();
      const res = await tusUpload(`${base}/api/uploads`, forgedDurationMp4(49), meta(), {
        headers: headersOf(u.browser.cookie),
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'bad_request', message: UPLOAD_MESSAGES.tooLong });
      expect(await videosOf(u.user.id)).toBe(0);
      expect(leftOf(res.url)).toEqual([]);
    });

    it('refuses a file that claims more than 8192 pixels a side', async () => {
      const u = await newUser();
      const res = await tusUpload(`${base}/api/uploads`, forgedSizeMp4(20000), meta(), {
        headers: headersOf(u.browser.cookie),
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'bad_request', message: UPLOAD_MESSAGES.tooManyPixels });
      expect(await videosOf(u.user.id)).toBe(0);
    });

    it("refuses a file whose frames cannot be decoded ('Only MP4 files are allowed')", async () => {
      const u = await newUser();
      const res = await tusUpload(`${base}/api/uploads`, corruptedFramesMp4(), meta(), {
        headers: headersOf(u.browser.cookie),
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(NOT_MP4);
      expect(await videosOf(u.user.id)).toBe(0);
      expect(leftOf(res.url)).toEqual([]);
      expect(storedOf(u.user.id)).toEqual([]);
    });

    it('keeps the box checks alone without ffmpeg (FFMPEG_PATH=none): the same file is taken', async () => {
      const u = await newUser();
      const before = process.env.FFMPEG_PATH;
      process.env.FFMPEG_PATH = 'none';
      try {
        const res = await tusUpload(`${base}/api/uploads`, corruptedFramesMp4(), meta('No ffmpeg'), {
          headers: headersOf(u.browser.cookie),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(204);
        expect(await videosOf(u.user.id)).toBe(1);
      } finally {
        if (before === undefined) delete process.env.FFMPEG_PATH;
        else process.env.FFMPEG_PATH = before;
      }
    });
  });
});
