import {
  CARD_FRAMES,
  feedResponseSchema,
  mediaAspectRatio,
  posterSizes,
  posterSrcSet,
  videoDetailSchema,
  type PosterVariant,
} from '@promptreel/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VIDEOS } from '../src/seed/demo-content.js';
import { seedDemoIfEmpty } from '../src/seed/demo-seed.js';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { makeMp4 } from './helpers/media.js';
import { createTestApp, SEED_MEDIA_DIR, type TestApp, listenLocally } from './helpers/test-app.js';
import { uploadAs } from './helpers/uploads.js';
import { webBuild } from './helpers/web-build.js';

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----promptreel${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Each copy as served: a WebP of the stated width, with the poster's shape and media caching. */
async function expectServedWebp(t: TestApp, variants: PosterVariant[], poster: { width: number; height: number }) {
  for (const variant of variants) {
    const res = await t.app.inject({ method: 'GET', url: variant.url });
    expect(res.statusCode, variant.url).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeTruthy();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(variant.width);
    expect(Math.abs(meta.height! - (variant.width * poster.height) / poster.width)).toBeLessThanOrEqual(1);
  }
}

async function posterSize(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const { width, height } = await sharp(res.rawPayload).metadata();
  return { width: width!, height: height!, bytes: res.rawPayload.length };
}

describe('poster WebP copies of an upload', () => {
  let t: TestApp;
  let base: string;
  let alice: SignedUp;

  const upload = async (file: string, title: string) => {
    const id = await uploadAs(t, base, alice.browser.cookie, file, title);
    await t.worker.drain();
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    base = await listenLocally(t);
    alice = await signUpVerified(t, 'alice@example.test');
  }, 60_000);
  afterAll(() => t.close());

  it('makes 320, 480 and 720 px WebP copies of a wide video’s poster, listed on its page and in the feed', async () => {
    const id = await upload(makeMp4(1280, 720), 'Wide poster');
    const video = videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json());
    const poster = await posterSize(t, video.posterUrl!);
    expect(poster).toMatchObject({ width: 720, height: 405 });
    expect(video.posterVariants.map((v) => v.width)).toEqual([320, 480, 720]);
    // Next to the poster, named after it.
    const stem = video.posterUrl!.replace(/\.jpg$/, '');
    expect(video.posterVariants.map((v) => v.url)).toEqual([320, 480, 720].map((w) => `${stem}-w${w}.webp`));
    await expectServedWebp(t, video.posterVariants, poster);
    // Same width, fewer bytes: the phone's pick costs less than the JPEG did.
    expect((await posterSize(t, video.posterVariants[2]!.url)).bytes).toBeLessThan(poster.bytes);

    const feed = feedResponseSchema.parse((await browser(t).get('/api/videos?tab=latest')).json());
    expect(feed.items.find((v) => v.id === id)?.posterVariants).toEqual(video.posterVariants);
    const profile = feedResponseSchema.parse(
      (await browser(t).get(`/api/profiles/${alice.user.username}/videos`)).json(),
    );
    expect(profile.items.find((v) => v.id === id)?.posterVariants).toEqual(video.posterVariants);
  });

  it('never makes a copy wider than the poster: a tall video’s 405 px poster gets 320 and 405', async () => {
    const id = await upload(makeMp4(720, 1280), 'Tall poster');
    const video = videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json());
    const poster = await posterSize(t, video.posterUrl!);
    expect(poster).toMatchObject({ width: 405, height: 720 });
    expect(video.posterVariants.map((v) => v.width)).toEqual([320, 405]);
    await expectServedWebp(t, video.posterVariants, poster);
  });

  it("makes them from the browser's poster too (a server without ffmpeg), at most 720 px", async () => {
    const f = factories(t);
    const { id } = await f.video(alice.user.id, { thumbnail_url: null, width: 1920, height: 1080 });
    const jpeg = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const body = multipart('thumbnail', 'poster.jpg', 'image/jpeg', jpeg);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/videos/${id}/thumbnail`,
      headers: { origin: t.config.publicUrl, cookie: alice.browser.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const video = videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json());
    expect(video.posterUrl).toBe(res.json().posterUrl);
    expect(video.posterVariants.map((v) => v.width)).toEqual([320, 480, 720]);
    await expectServedWebp(t, video.posterVariants, await posterSize(t, video.posterUrl!));
  });

  it('keeps a video from before the copies working: no variants, the original poster', async () => {
    const { id } = await factories(t).video(alice.user.id);
    const video = videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json());
    expect(video.posterVariants).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: video.posterUrl! })).statusCode).toBe(200);
  });

  it('deletes the copies with the video', async () => {
    const id = await upload(makeMp4(1280, 720), 'Gone soon');
    const video = videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json());
    expect(video.posterVariants).toHaveLength(3);
    expect((await alice.browser.delete(`/api/videos/${id}`, { confirm: 'DELETE' })).statusCode).toBe(204);
    for (const url of [video.posterUrl!, ...video.posterVariants.map((v) => v.url)])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});

const PRELOAD = /<link rel="preload" as="image" ([^>]*) fetchpriority="high">/g;

/** The first poster preloads of a page's HTML, each as its attributes. */
const preloadsOf = (html: string) =>
  [...html.matchAll(PRELOAD)].map((m) =>
    Object.fromEntries(
      [...m[1]!.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!.replace(/&amp;/g, '&')]),
    ),
  );

describe('poster WebP copies of the demo seed', () => {
  let t: TestApp;
  const webDist = webBuild();
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
    await seedDemoIfEmpty({
      db: t.handle.db,
      storage: t.storage,
      config: t.config,
      mediaDir: SEED_MEDIA_DIR,
      log: () => {},
      print: () => {},
    });
  }, 60_000);
  afterAll(() => t.close());

  it('gives every demo video one size at its small poster’s own width: a smaller WebP copy, or the poster', async () => {
    const feed = feedResponseSchema.parse((await browser(t).get('/api/videos?tab=latest&limit=20')).json());
    expect(feed.items).toHaveLength(DEMO_VIDEOS.length);
    let webp = 0;
    for (const video of feed.items) {
      const poster = await posterSize(t, video.posterUrl!);
      // The committed posters are 180–320 px wide: one size each, never wider.
      expect(
        video.posterVariants.map((v) => v.width),
        video.title,
      ).toEqual([poster.width]);
      const [only] = video.posterVariants;
      if (only!.url === video.posterUrl) continue; // static and grain: WebP gained nothing
      webp += 1;
      await expectServedWebp(t, video.posterVariants, poster);
      expect((await posterSize(t, only!.url)).bytes, video.title).toBeLessThan(poster.bytes);
    }
    expect(webp).toBeGreaterThanOrEqual(DEMO_VIDEOS.length - 3);
  });

  it("preloads what each first screen's poster element will fetch: a card's srcset and sizes, the player's one URL", async () => {
    const feed = feedResponseSchema.parse((await browser(t).get('/api/videos?tab=latest&limit=20')).json());
    const first = feed.items[0]!;
    expect(preloadsOf((await t.app.inject({ method: 'GET', url: '/' })).body)).toEqual([
      {
        imagesrcset: posterSrcSet(first.posterVariants),
        imagesizes: posterSizes(CARD_FRAMES.feedList, mediaAspectRatio(first)),
      },
    ]);
    expect(preloadsOf((await t.app.inject({ method: 'GET', url: `/video/${first.id}` })).body)).toEqual([
      { href: first.posterVariants.at(-1)!.url },
    ]);
    const username = first.ownerUsername!;
    const uploads = feedResponseSchema.parse((await browser(t).get(`/api/profiles/${username}/videos`)).json());
    expect(preloadsOf((await t.app.inject({ method: 'GET', url: `/u/${username}` })).body)).toEqual([
      {
        imagesrcset: posterSrcSet(uploads.items[0]!.posterVariants),
        imagesizes: posterSizes(CARD_FRAMES.profileGrid, mediaAspectRatio(uploads.items[0]!)),
      },
    ]);
  });
});
