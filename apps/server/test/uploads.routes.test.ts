import fs from 'node:fs';
import path from 'node:path';
import {
  UPLOADED_POSTER_HEADER,
  UPLOADED_VIDEO_HEADER,
  uploadLimitSchema,
  videoDetailSchema,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { fakeMp4, makeMp4, paddedMp4, truncatedMp4 } from './helpers/media.js';
import { createTestApp, type TestApp, listenLocally } from './helpers/test-app.js';
import { storedFiles as storedOf } from './helpers/stored-files.js';
import { tusUpload } from './helpers/tus.js';

const MB100 = 100 * 1024 * 1024;

describe('uploads (tus)', () => {
  let t: TestApp;
  let base: string;
  let alice: SignedUp;
  let bob: SignedUp;

  const headersOf = (cookie: string) => ({ Origin: t.config.publicUrl, Cookie: cookie });
  const meta = (over: Record<string, string> = {}) => ({
    title: 'A neon test card',
    platformId: '1',
    categoryId: '2',
    filename: 'x.mp4',
    filetype: 'video/mp4',
    ...over,
  });
  const upload = (
    cookie: string,
    file: string,
    m: Record<string, string> = meta(),
    extra: Parameters<typeof tusUpload>[3] = {},
  ) =>
    tusUpload(`${base}/api/uploads`, file, m, { headers: headersOf(cookie), ...extra }).then(async (res) => {
      // What the processing job makes (fast start, poster sizes, credentials) is checked here too.
      await t.worker.drain();
      return res;
    });
  const rows = () => t.handle.db.selectFrom('videos').select(['id', 'owner_id']).execute();
  const storedFiles = (userId: string) => storedOf(t.config.dataDir, userId);
  const incoming = () => {
    const dir = path.join(t.config.dataDir, 'uploads-incoming');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const resetLimit = (userId: string) =>
    t.handle.db.deleteFrom('upload_limits').where('user_id', '=', userId).execute();

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    base = await listenLocally(t);
    alice = await signUpVerified(t, 'alice@example.test');
    bob = await signUpVerified(t, 'bob@example.test');
  }, 60_000);
  afterAll(() => t.close());

  it('asks visitors to log in and stores nothing', async () => {
    const res = await tusUpload(`${base}/api/uploads`, makeMp4(180, 320), meta(), {
      headers: { Origin: t.config.publicUrl },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthenticated', message: 'Please log in to upload' });
    expect(await rows()).toEqual([]);
  });

  it('turns a portrait MP4 into a video read from the file itself, with poster and seekable file', async () => {
    // The browser guesses landscape; the file says portrait, and the file wins.
    const res = await upload(
      alice.browser.cookie,
      makeMp4(180, 320, { seconds: 2, faststart: false }),
      meta({ orientation: 'landscape', prompt: 'a prompt', description: 'About it' }),
    );
    // tus 1.0: the final PATCH answers 204; the new video's address comes in a header.
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect(res.body).toBeNull();
    const video = videoDetailSchema.parse((await browser(t).get(`/api/videos/${res.videoId}`)).json());
    expect(video).toMatchObject({
      title: 'A neon test card',
      subtitle: 'About it',
      prompt: 'a prompt',
      width: 180,
      height: 320,
      orientation: 'portrait',
      durationMs: 2000,
      platform: 'Sora',
      categoryId: 2,
    });
    // The fast-start copy is a new object beside the upload (objects are never overwritten).
    expect(video.publicUrl).toMatch(
      new RegExp(`^/media/videos/${alice.user.id}/\\d+-a-neon-test-card-faststart\\.mp4$`),
    );
    expect(video.posterUrl).toMatch(
      new RegExp(`^/media/videos/${alice.user.id}/thumbnails/\\d+-a-neon-test-card\\.jpg$`),
    );
    const part = await t.app.inject({ method: 'GET', url: video.publicUrl!, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    // ffmpeg moved the index to the front: 'moov' comes before 'mdat'.
    const whole = (await t.app.inject({ method: 'GET', url: video.publicUrl! })).rawPayload;
    expect(whole.indexOf('moov')).toBeLessThan(whole.indexOf('mdat'));
    expect((await t.app.inject({ method: 'GET', url: video.posterUrl! })).headers['content-type']).toBe('image/jpeg');
    expect(incoming()).toEqual([]);
    await resetLimit(alice.user.id);
  });

  it('sets landscape and square from the file', async () => {
    const wide = await upload(alice.browser.cookie, makeMp4(320, 180), meta({ title: 'Wide' }));
    const square = await upload(
      alice.browser.cookie,
      makeMp4(200, 204),
      meta({ title: 'Square', orientation: 'portrait' }),
    );
    const orientationOf = async (id: number | null) =>
      videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json()).orientation;
    expect([await orientationOf(wide.videoId), await orientationOf(square.videoId)]).toEqual(['landscape', 'square']);
    await resetLimit(alice.user.id);
  });

  it("takes a video of one frame, shorter than the poster's 0.1 s, without a server poster (the browser's comes later)", async () => {
    const res = await upload(alice.browser.cookie, makeMp4(160, 90, { seconds: 0.05 }), meta({ title: 'One frame' }));
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    const video = videoDetailSchema.parse((await browser(t).get(`/api/videos/${res.videoId}`)).json());
    expect(video).toMatchObject({ title: 'One frame', posterUrl: null, width: 160, height: 90 });
    expect(incoming()).toEqual([]);
    await resetLimit(alice.user.id);
  });

  it('names the poster it made in the final answer, and none when it made none (the browser then sends its own)', async () => {
    /** One whole-file PATCH, so the final answer's headers can be read as they come. */
    const finalHeaders = async (file: string, title: string) => {
      const bytes = fs.readFileSync(file);
      const headers = { ...headersOf(alice.browser.cookie), 'Tus-Resumable': '1.0.0' };
      const created = await fetch(`${base}/api/uploads`, {
        method: 'POST',
        headers: {
          ...headers,
          'Upload-Length': String(bytes.length),
          'Upload-Metadata': Object.entries(meta({ title }))
            .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
            .join(','),
        },
      });
      expect(created.status).toBe(201);
      const done = await fetch(new URL(created.headers.get('location')!, base), {
        method: 'PATCH',
        headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
        body: bytes,
      });
      expect(done.status).toBe(204);
      await t.worker.drain();
      return done.headers;
    };

    const made = await finalHeaders(makeMp4(180, 320, { seconds: 1 }), 'With poster');
    const id = Number(made.get(UPLOADED_VIDEO_HEADER)?.split('/').pop());
    const video = videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json());
    expect(video.posterUrl).toMatch(/\.jpg$/);
    expect(made.get(UPLOADED_POSTER_HEADER)).toBe(video.posterUrl);
    expect(made.get('access-control-expose-headers')).toContain(UPLOADED_POSTER_HEADER);

    const none = await finalHeaders(makeMp4(160, 90, { seconds: 0.05 }), 'No poster');
    expect(none.get(UPLOADED_VIDEO_HEADER)).toMatch(/^\/api\/videos\/\d+$/);
    expect(none.has(UPLOADED_POSTER_HEADER)).toBe(false);
    await resetLimit(alice.user.id);
  });

  it("refuses a file that is not an MP4, whatever its name and type ('Only MP4 files are allowed')", async () => {
    const before = (await rows()).length;
    const filesBefore = storedFiles(bob.user.id).length;
    for (const file of [fakeMp4(), truncatedMp4()]) {
      const res = await upload(bob.browser.cookie, file);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'bad_request', message: 'Only MP4 files are allowed' });
    }
    expect((await rows()).length).toBe(before);
    expect(storedFiles(bob.user.id).length).toBe(filesBefore);
    expect(incoming()).toEqual([]);
    expect(uploadLimitSchema.parse((await bob.browser.get('/api/upload-limit')).json()).dailyUploads).toBe(0);
  });

  it('accepts exactly 100 MB and refuses 100 MB + 1 byte before storing anything', async () => {
    const over = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        ...headersOf(bob.browser.cookie),
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(MB100 + 1),
        'Upload-Metadata': `title ${Buffer.from('Too big').toString('base64')},platformId ${Buffer.from('1').toString('base64')},categoryId ${Buffer.from('1').toString('base64')}`,
      },
    });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ code: 'payload_too_large', message: 'MP4 up to 100MB only' });
    expect(incoming()).toEqual([]);

    const res = await upload(bob.browser.cookie, paddedMp4(MB100), meta({ title: 'Exactly one hundred' }), {
      chunkSize: 16 * 1024 * 1024,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    const video = videoDetailSchema.parse((await browser(t).get(`/api/videos/${res.videoId}`)).json());
    expect(video.sizeBytes).toBe(MB100);
    await resetLimit(bob.user.id);
  }, 60_000);

  it('refuses missing or over-long fields with the spec texts', async () => {
    const cases: [Record<string, string>, string][] = [
      [meta({ title: '   ' }), 'Title is required'],
      [meta({ platformId: '' }), 'Please choose a platform'],
      [meta({ platformId: '999' }), 'Please choose a platform'],
      [meta({ categoryId: '' }), 'Please choose a category'],
      [meta({ title: 't'.repeat(121) }), 'Title must be at most 120 characters'],
      [meta({ description: 'd'.repeat(1001) }), 'Description must be at most 1000 characters'],
      [meta({ prompt: 'p'.repeat(4001) }), 'Prompt must be at most 4000 characters'],
    ];
    for (const [m, message] of cases) {
      const res = await upload(bob.browser.cookie, makeMp4(180, 320), m);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const { title: _t, ...noTitle } = meta();
    expect((await upload(bob.browser.cookie, makeMp4(180, 320), noTitle)).body.message).toBe('Title is required');
    expect(incoming()).toEqual([]);
  });

  it('allows five uploads a day; the sixth is refused, and two parallel sixth uploads cannot both pass', async () => {
    const carol = await signUpVerified(t, 'carol@example.test');
    for (let i = 0; i < 5; i++)
      expect((await upload(carol.browser.cookie, makeMp4(160, 90), meta({ title: `Clip ${i}` }))).status).toBe(204);
    const limit = uploadLimitSchema.parse((await carol.browser.get('/api/upload-limit')).json());
    expect(limit).toMatchObject({ dailyUploads: 5, remaining: 0, limit: 5 });
    const sixth = await upload(carol.browser.cookie, makeMp4(160, 90));
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      code: 'too_many_requests',
      message: 'Daily limit reached. You can upload again tomorrow.',
    });

    // Four used: two uploads race for the last slot.
    await t.handle.db
      .updateTable('upload_limits')
      .set({ daily_uploads: 4 })
      .where('user_id', '=', carol.user.id)
      .execute();
    const raced = await Promise.all(
      [0, 1].map((i) => upload(carol.browser.cookie, makeMp4(160, 90), meta({ title: `Race ${i}` }))),
    );
    expect(raced.map((r) => r.status).sort()).toEqual([204, 429]);
    const carols = (await rows()).filter((r) => r.owner_id === carol.user.id);
    expect(carols).toHaveLength(6);
    expect(storedFiles(carol.user.id).filter((f) => f.endsWith('.mp4'))).toHaveLength(6);
  });

  it('resets the daily count at midnight UTC', async () => {
    const dave = await signUpVerified(t, 'dave@example.test');
    await t.handle.db
      .insertInto('upload_limits')
      .values({ user_id: dave.user.id, daily_uploads: 5, last_upload_date: '2020-01-01' })
      .execute();
    expect(uploadLimitSchema.parse((await dave.browser.get('/api/upload-limit')).json())).toMatchObject({
      dailyUploads: 0,
      remaining: 5,
    });
    expect((await upload(dave.browser.cookie, makeMp4(160, 90))).status).toBe(204);
    expect(uploadLimitSchema.parse((await dave.browser.get('/api/upload-limit')).json())).toMatchObject({
      dailyUploads: 1,
      remaining: 4,
      lastUploadDate: new Date().toISOString().slice(0, 10),
    });
  });

  it('resumes a cut upload where it stopped, and keeps other people out of it', async () => {
    const erin = await signUpVerified(t, 'erin@example.test');
    const file = makeMp4(640, 360, { seconds: 6 });
    const size = fs.statSync(file).size;
    const chunk = 16 * 1024;
    expect(size).toBeGreaterThan(chunk * 4);
    const first = await upload(erin.browser.cookie, file, meta({ title: 'Resumed' }), {
      chunkSize: chunk,
      abortAfterBytes: chunk * 3,
    });
    expect(first.aborted).toBe(true);
    const uploadUrl = new URL(first.url!, base).href;

    const head = await fetch(uploadUrl, {
      method: 'HEAD',
      headers: { ...headersOf(erin.browser.cookie), 'Tus-Resumable': '1.0.0' },
    });
    const offset = Number(head.headers.get('upload-offset'));
    // The whole chunks sent before the cut are kept (the abort may cut the next one mid-way).
    expect(offset).toBeGreaterThanOrEqual(chunk * 2);
    expect(offset).toBeLessThan(size);

    const stranger = await fetch(uploadUrl, {
      method: 'HEAD',
      headers: { ...headersOf(bob.browser.cookie), 'Tus-Resumable': '1.0.0' },
    });
    expect(stranger.status).toBe(404);

    let resumedFrom = -1;
    const rest = await upload(erin.browser.cookie, file, meta({ title: 'Resumed' }), {
      chunkSize: chunk,
      uploadUrl,
      onFirstProgress: (sent) => (resumedFrom = sent),
    });
    // The client asked the server where to go on, and sent only what was missing.
    // A restart from zero would first report at most one chunk.
    expect(resumedFrom).toBeGreaterThanOrEqual(offset);
    expect(rest.status, JSON.stringify(rest.body)).toBe(204);
    const video = videoDetailSchema.parse((await browser(t).get(`/api/videos/${rest.videoId}`)).json());
    expect(video.durationMs).toBe(6000);
    expect(video.width).toBe(640);
  });
});

describe('editing, deleting and counting views', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let admin: SignedUp;
  let base: string;

  const newVideo = async () => {
    const res = await tusUpload(
      `${base}/api/uploads`,
      makeMp4(180, 320),
      { title: 'Mine', platformId: '1', categoryId: '1' },
      { headers: { Origin: t.config.publicUrl, Cookie: owner.browser.cookie } },
    );
    expect(res.status).toBe(204);
    await t.worker.drain();
    await t.handle.db.deleteFrom('upload_limits').execute();
    return res.videoId!;
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'mod@example.test' });
    base = await listenLocally(t);
    owner = await signUpVerified(t, 'owner@example.test');
    other = await signUpVerified(t, 'other@example.test');
    admin = await signUpVerified(t, 'mod@example.test');
  }, 60_000);
  afterAll(() => t.close());

  it('lets only the owner edit, with the edit limits, and stores empty texts as null', async () => {
    const id = await newVideo();
    const edit = { title: 'Renamed', subtitle: '', prompt: '', platformId: 3, categoryId: 4 };
    expect((await browser(t).patch(`/api/videos/${id}`, edit)).statusCode).toBe(401);
    const refused = await other.browser.patch(`/api/videos/${id}`, edit);
    expect(refused.statusCode).toBe(403);
    for (const bad of [
      { ...edit, title: 't'.repeat(141) },
      { ...edit, subtitle: 'd'.repeat(1001) },
      { ...edit, prompt: 'p'.repeat(4001) },
      { ...edit, platformId: 999 },
    ]) {
      expect((await owner.browser.patch(`/api/videos/${id}`, bad)).statusCode).toBe(400);
    }
    const ok = await owner.browser.patch(`/api/videos/${id}`, { ...edit, title: 't'.repeat(140) });
    expect(ok.statusCode).toBe(200);
    expect(videoDetailSchema.parse(ok.json())).toMatchObject({
      title: 't'.repeat(140),
      subtitle: null,
      prompt: null,
      platform: 'Runway',
      categoryId: 4,
      isOwned: true,
    });
    expect((await other.browser.patch('/api/videos/abc', edit)).statusCode).toBe(404);
  });

  it("deletes with 'DELETE' for the owner or an admin, removing the files", async () => {
    const id = await newVideo();
    const { publicUrl, posterUrl } = videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json());
    expect((await other.browser.delete(`/api/videos/${id}`, { confirm: 'DELETE' })).statusCode).toBe(403);
    expect((await owner.browser.delete(`/api/videos/${id}`, { confirm: 'delete' })).statusCode).toBe(400);
    expect((await owner.browser.delete(`/api/videos/${id}`, { confirm: 'DELETE' })).statusCode).toBe(204);
    expect((await browser(t).get(`/api/videos/${id}`)).statusCode).toBe(404);
    for (const url of [publicUrl!, posterUrl!])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const second = await newVideo();
    expect((await admin.browser.delete(`/api/videos/${second}`, { confirm: 'DELETE' })).statusCode).toBe(204);
  });

  it('counts a view atomically and returns the new total (one per viewer: views.test.ts)', async () => {
    const id = await newVideo();
    // Ten viewers at ten addresses (one address counts at most 5 an hour: views.test.ts).
    const counts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/videos/${id}/views`,
          remoteAddress: `198.51.100.${i + 1}`,
          headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
          payload: JSON.stringify({ sessionId: `parallel-viewer-${String(i).padStart(4, '0')}` }),
        }),
      ),
    );
    expect(counts.map((r) => r.json().views).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json()).views).toBe('10 views');
    expect((await browser(t).post('/api/videos/999999/views')).statusCode).toBe(404);
  });

  it('asks visitors to log in for the upload limit', async () => {
    expect((await browser(t).get('/api/upload-limit')).statusCode).toBe(401);
  });
});
