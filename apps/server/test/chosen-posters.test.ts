import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES, POSTER_TEXTS, posterChoiceSchema, REFUSAL_MESSAGES, videoDetailSchema } from '@promptreel/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { makeMp4, mediaDir } from './helpers/media.js';
import { filesUnder } from './helpers/stored-files.js';
import { createTestApp, listenLocally, type TestApp } from './helpers/test-app.js';
import { uploadAs } from './helpers/uploads.js';

type Client = ReturnType<typeof browser>;

// Issue 36, goal 4: the creator picks the card's poster, a frame chosen on a scrubber or an image of
// their own (JPEG, PNG or WebP, 5 MB at most, cropped to the video's shape). A request only records
// the choice with its 'make-poster' job; the job makes the poster, and the card's address changes
// then. The worker is off: each test runs the jobs when it means to.
describe('a poster the creator chooses', () => {
  let t: TestApp;
  let base: string;
  let pia: SignedUp; // the creator
  let quinn: SignedUp; // someone else
  let admin: SignedUp;
  let clip: string;
  let video: number;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', JOBS_WORKER: 'false', ADMIN_EMAILS: 'poster-admin@example.test' });
    base = await listenLocally(t);
    pia = await signUpVerified(t, 'poster-pia@example.test');
    quinn = await signUpVerified(t, 'poster-quinn@example.test');
    admin = await signUpVerified(t, 'poster-admin@example.test');
    clip = makeMp4(320, 180, { seconds: 3 });
    video = await upload('Harbour lights');
  });
  afterAll(() => t.close());

  async function upload(title: string) {
    const id = await uploadAs(t, base, pia.browser.cookie, clip, title);
    await t.worker.drain();
    return id;
  }

  const detail = async (id: number) => videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json());

  const multipart = (bytes: Buffer, type: string, filename = 'poster.png') => {
    const boundary = '----promptreelposter';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  };
  const postImage = (who: Client, id: number, bytes: Buffer, type: string) => {
    const body = multipart(bytes, type);
    return t.app.inject({
      method: 'POST',
      url: `/api/videos/${id}/poster/image`,
      headers: {
        origin: t.config.publicUrl,
        ...(who.cookie ? { cookie: who.cookie } : {}),
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
  };
  const postFrame = (who: Client, id: number, body: unknown) => who.post(`/api/videos/${id}/poster/frame`, body);

  /** A square PNG: green bands at the top and bottom, red between (what a 16:9 crop from the centre keeps). */
  const bandedPng = () =>
    sharp({ create: { width: 400, height: 400, channels: 3, background: '#0f0' } })
      .composite([
        { input: { create: { width: 400, height: 240, channels: 3, background: '#f00' } }, top: 80, left: 0 },
      ])
      .png()
      .toBuffer();

  /** What a choice could have written: the row, the jobs, and any uploaded image kept. */
  const state = async (id: number) => ({
    row: await t.handle.db
      .selectFrom('videos')
      .select(['thumbnail_url', 'poster_variants', 'poster_requested_at'])
      .where('id', '=', id)
      .executeTakeFirst(),
    jobs: await t.handle.db.selectFrom('jobs').select(['id', 'kind', 'state']).orderBy('id').execute(),
    sources: waitingImages(),
  });
  const waitingImages = () => filesUnder(t.config.dataDir).filter((f) => f.includes('incoming'));
  const posterBytes = async (url: string) => {
    const res = await browser(t).get(url);
    expect(res.statusCode, url).toBe(200);
    return res.rawPayload;
  };
  /** Mean absolute difference per channel (0–255) of two images of the same size. */
  const difference = async (a: Buffer, b: Buffer) => {
    const [x, y] = await Promise.all([a, b].map((i) => sharp(i).removeAlpha().raw().toBuffer()));
    let sum = 0;
    for (let i = 0; i < x!.length; i++) sum += Math.abs(x![i]! - y![i]!);
    return sum / x!.length;
  };

  it('refuses a visitor (401), someone else and an admin (403, as every edit of a video), writing nothing', async () => {
    const before = await state(video);
    const png = await bandedPng();
    const answers: string[] = [];
    for (const [role, who] of [
      ['visitor', browser(t)],
      ['quinn', quinn.browser],
      ['admin', admin.browser],
    ] as const) {
      const frame = await postFrame(who, video, { atMs: 1000 });
      const image = await postImage(who, video, png, 'image/png');
      answers.push(`${role} frame ${frame.statusCode} ${frame.json().message}`);
      answers.push(`${role} image ${image.statusCode} ${image.json().message}`);
    }
    const signIn = MESSAGES.logInRequired;
    expect(answers).toEqual([
      `visitor frame 401 ${signIn}`,
      `visitor image 401 ${signIn}`,
      `quinn frame 403 ${REFUSAL_MESSAGES.notYourVideo}`,
      `quinn image 403 ${REFUSAL_MESSAGES.notYourVideo}`,
      `admin frame 403 ${REFUSAL_MESSAGES.notYourVideo}`,
      `admin image 403 ${REFUSAL_MESSAGES.notYourVideo}`,
    ]);
    // An unknown video is not found, for the owner too.
    expect((await postFrame(pia.browser, 999_999, { atMs: 1000 })).statusCode).toBe(404);
    expect((await postImage(pia.browser, 999_999, png, 'image/png')).statusCode).toBe(404);
    expect(await state(video)).toEqual(before);
  });

  it('refuses bad input with what is wrong, writing nothing', async () => {
    const before = await state(video);
    const png = await bandedPng();
    const tooLarge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const cases: [string, () => Promise<{ statusCode: number; json(): { message: string } }>, number, string][] = [
      [
        'a text file',
        () => postImage(pia.browser, video, Buffer.from('just words'), 'text/plain'),
        400,
        POSTER_TEXTS.wrongType,
      ],
      ['a GIF', () => postImage(pia.browser, video, gif, 'image/gif'), 400, POSTER_TEXTS.wrongType],
      ['over 5 MB', () => postImage(pia.browser, video, tooLarge, 'image/png'), 413, POSTER_TEXTS.tooLarge],
      [
        'words called a PNG',
        () => postImage(pia.browser, video, Buffer.from('not a picture'), 'image/png'),
        400,
        POSTER_TEXTS.notAnImage,
      ],
      ['a GIF called a JPEG', () => postImage(pia.browser, video, gif, 'image/jpeg'), 400, POSTER_TEXTS.notAnImage],
      [
        "a PNG's signature and noise",
        () => postImage(pia.browser, video, Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 7)]), 'image/png'),
        400,
        POSTER_TEXTS.notAnImage,
      ],
      ['no file at all', () => pia.browser.post(`/api/videos/${video}/poster/image`, {}), 400, POSTER_TEXTS.wrongType],
      ['the video’s end', () => postFrame(pia.browser, video, { atMs: 3000 }), 400, POSTER_TEXTS.outsideVideo],
      ['past the end', () => postFrame(pia.browser, video, { atMs: 60_000 }), 400, POSTER_TEXTS.outsideVideo],
      ['before the start', () => postFrame(pia.browser, video, { atMs: -1 }), 400, POSTER_TEXTS.outsideVideo],
      ['not a number', () => postFrame(pia.browser, video, { atMs: 'soon' }), 400, POSTER_TEXTS.outsideVideo],
      ['a fraction of a ms', () => postFrame(pia.browser, video, { atMs: 1.5 }), 400, POSTER_TEXTS.outsideVideo],
    ];
    const answers: string[] = [];
    for (const [name, call] of cases) {
      const res = await call();
      answers.push(`${name}: ${res.statusCode} ${res.json().message}`);
    }
    expect(answers).toEqual(cases.map(([name, , status, message]) => `${name}: ${status} ${message}`));
    expect(await state(video)).toEqual(before);
  });

  it('makes the poster of the chosen frame in a job: the card keeps its old one until then', async () => {
    const old = await detail(video);
    const res = await postFrame(pia.browser, video, { atMs: 2000 });
    expect(res.statusCode, res.body).toBe(202);
    expect(posterChoiceSchema.parse(res.json())).toEqual({ pending: true, posterUrl: old.posterUrl });
    // Nothing is made in the request.
    expect(await detail(video)).toMatchObject({ posterUrl: old.posterUrl, posterVariants: old.posterVariants });

    await t.worker.drain();
    await t.answers.invalidate();
    const now = await detail(video);
    expect(now.posterUrl).not.toBe(old.posterUrl);
    expect(now.posterUrl).toMatch(/-chosen-\d+\.jpg$/);
    // The same sizes as an upload's poster, under new addresses (posters are served as immutable).
    expect(now.posterVariants.map((v) => v.width)).toEqual(old.posterVariants.map((v) => v.width));
    expect(now.posterVariants.every((v) => !old.posterVariants.some((o) => o.url === v.url))).toBe(true);
    const variant = await posterBytes(now.posterVariants[0]!.url);
    expect((await sharp(variant).metadata()).format).toBe('webp');

    // It is the frame at 2 s: nearer ffmpeg's own frame there than the old poster is.
    const poster = await posterBytes(now.posterUrl!);
    expect(await sharp(poster).metadata()).toMatchObject({ width: 320, height: 180 });
    const expected = path.join(mediaDir, 'frame-2s.png');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-ss', '2', '-i', clip, '-frames:v', '1', expected]);
    const atTwo = fs.readFileSync(expected);
    const oldPoster = await posterBytes(old.posterUrl!);
    expect(await difference(poster, atTwo)).toBeLessThan(8);
    expect(await difference(oldPoster, atTwo)).toBeGreaterThan(await difference(poster, atTwo));

    // The old poster's files go after a grace (a page open on them may still load them).
    const later = await t.handle.db
      .selectFrom('jobs')
      .select(['payload', 'run_after'])
      .where('kind', '=', 'delete-object')
      .execute();
    const removed = later.map((j) => (JSON.parse(j.payload) as { key: string }).key);
    expect(removed).toEqual(expect.arrayContaining(old.posterVariants.map((v) => v.url.split('/media/videos/')[1])));
    expect(later.every((j) => j.run_after >= Date.now() + 9 * 60_000)).toBe(true);
    const row = await t.handle.db
      .selectFrom('videos')
      .select('poster_requested_at')
      .where('id', '=', video)
      .executeTakeFirst();
    expect(row?.poster_requested_at).toBeNull();
  });

  it("crops an uploaded image to the video's shape from the centre; the latest choice wins", async () => {
    const png = await bandedPng();
    const first = await postFrame(pia.browser, video, { atMs: 500 });
    const jpeg = await postImage(pia.browser, video, await sharp(png).jpeg().toBuffer(), 'image/jpeg');
    // Declared as one type, the bytes another: taken by its bytes, which are an image.
    const webp = await postImage(pia.browser, video, await sharp(png).webp().toBuffer(), 'image/png');
    const last = await postImage(pia.browser, video, png, 'image/png');
    expect([first, jpeg, webp, last].map((r) => r.statusCode)).toEqual([202, 202, 202, 202]);
    expect(waitingImages()).toHaveLength(3); // kept privately for the job
    expect((await browser(t).get(`/media/videos/${waitingImages()[0]!.split('videos/')[1]}`)).statusCode).toBe(404);

    await t.worker.drain();
    await t.answers.invalidate();
    const now = await detail(video);
    const poster = await sharp(await posterBytes(now.posterUrl!))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // 400 × 225: the square's middle at 16:9, all red (the green bands were cropped off).
    expect([poster.info.width, poster.info.height]).toEqual([400, 225]);
    const stats = await sharp(await posterBytes(now.posterUrl!)).stats();
    expect(stats.channels[0]!.mean).toBeGreaterThan(240);
    expect(stats.channels[1]!.mean).toBeLessThan(15);
    expect(now.posterVariants.map((v) => v.width)).toEqual([320, 400]);
    // Every uploaded image is gone once its job has ended, used or not.
    expect(waitingImages()).toEqual([]);
  });

  it('takes a choice made right after an upload (as the upload form sends it), once the upload is processed', async () => {
    const id = await uploadAs(t, base, pia.browser.cookie, clip, 'Straight after');
    const res = await postFrame(pia.browser, id, { atMs: 1500 });
    expect(res.statusCode, res.body).toBe(202);
    await t.worker.drain();
    await t.answers.invalidate();
    const now = await detail(id);
    expect(now.posterUrl).toMatch(/-chosen-\d+\.jpg$/);
    expect(now.posterVariants.length).toBeGreaterThan(0);
  });
});
