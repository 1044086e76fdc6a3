import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  CompleteMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { feedResponseSchema, videoDetailSchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { seedDemoIfEmpty } from '../src/seed/demo-seed.js';
import { S3Storage, type S3StorageConfig } from '../src/storage/s3-storage.js';
import { ObjectExistsError, StorageKeyError } from '../src/storage/storage.js';
import { browser, signUpVerified } from './helpers/accounts.js';
import { makeMp4 } from './helpers/media.js';
import { startS3rver, type TestS3 } from './helpers/s3rver.js';
import { filesUnder } from './helpers/stored-files.js';
import { createTestApp, SEED_MEDIA_DIR, type TestApp, listenLocally } from './helpers/test-app.js';
import { tusUpload } from './helpers/tus.js';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(() => s3?.close());

const s3ConfigOf = (env: Record<string, string>) => loadConfig({ ...s3.env, ...env }).storage as S3StorageConfig;
/** Every object key in the test bucket under `prefix`. */
const keysIn = async (prefix: string) =>
  ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))).Contents ?? []).map(
    (o) => o.Key!,
  );
const objectBytes = async (key: string) =>
  Buffer.from(
    await (await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))).Body!.transformToByteArray(),
  );

describe('S3 storage driver (against s3rver)', () => {
  let storage: S3Storage;
  beforeAll(() => {
    storage = new S3Storage(s3ConfigOf({}));
  });
  afterAll(() => storage?.close());

  it('puts, describes, reads whole and in ranges, and deletes an object under {bucket}/{key}', async () => {
    const bytes = Buffer.from('0123456789abcdefghij');
    const stored = await storage.put('videos', 'u1/a.mp4', Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]));
    expect(stored.size).toBe(20);
    expect(stored.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await storage.stat('videos', 'u1/a.mp4')).toEqual(stored);
    expect(await keysIn('videos/u1/')).toEqual(['videos/u1/a.mp4']);
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'videos/u1/a.mp4' }));
    expect(head.ContentType).toBe('video/mp4');

    expect((await buffer(storage.read('videos', 'u1/a.mp4'))).equals(bytes)).toBe(true);
    expect((await buffer(storage.read('videos', 'u1/a.mp4', { start: 0, end: 0 }))).toString()).toBe('0');
    expect((await buffer(storage.read('videos', 'u1/a.mp4', { start: 10, end: 15 }))).toString()).toBe('abcdef');
    expect((await buffer(storage.read('videos', 'u1/a.mp4', { start: 19, end: 19 }))).toString()).toBe('j');

    await storage.delete('videos', 'u1/a.mp4');
    expect(await storage.stat('videos', 'u1/a.mp4')).toBeNull();
    expect(await keysIn('videos/u1/')).toEqual([]);
    await storage.delete('videos', 'u1/a.mp4'); // deleting a missing object is no error
  });

  it('takes the content type from the key or the caller', async () => {
    await storage.put('avatars', 'u1/me.webp', Readable.from([Buffer.from('w')]));
    await storage.put('videos', 'u1/p.png', Readable.from([Buffer.from('p')]), { contentType: 'image/jpeg' });
    const typeOf = async (Key: string) =>
      (await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key }))).ContentType;
    expect([await typeOf('avatars/u1/me.webp'), await typeOf('videos/u1/p.png')]).toEqual(['image/webp', 'image/jpeg']);
  });

  it('answers null for a missing object, and a read of one fails as a stream error', async () => {
    expect(await storage.stat('videos', 'u1/missing.mp4')).toBeNull();
    await expect(buffer(storage.read('videos', 'u1/missing.mp4'))).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('never overwrites: a second put of a key is refused and the first bytes stay', async () => {
    await storage.put('videos', 'u2/once.jpg', Readable.from([Buffer.from('first')]));
    await expect(storage.put('videos', 'u2/once.jpg', Readable.from([Buffer.from('second')]))).rejects.toThrow(
      ObjectExistsError,
    );
    const source = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-s3-')), 'x.jpg');
    fs.writeFileSync(source, 'third');
    await expect(storage.putFile('videos', 'u2/once.jpg', source)).rejects.toThrow('videos/u2/once.jpg already exists');
    fs.rmSync(path.dirname(source), { recursive: true });
    expect((await objectBytes('videos/u2/once.jpg')).toString()).toBe('first');
  });

  it('writes conditionally (If-None-Match: *), and a refused condition is ObjectExistsError', async () => {
    const original = S3Client.prototype.send;
    const send = vi.spyOn(S3Client.prototype, 'send').mockImplementation(function (this: S3Client, command, ...rest) {
      // Another instance wrote the key between our HeadObject and our PutObject.
      if (command instanceof PutObjectCommand) {
        expect(command.input.IfNoneMatch).toBe('*');
        return Promise.reject(
          new S3ServiceException({
            name: 'PreconditionFailed',
            $fault: 'client',
            $metadata: { httpStatusCode: 412 },
            message: 'At least one of the pre-conditions you specified did not hold',
          }),
        );
      }
      return (original as (...args: unknown[]) => Promise<unknown>).call(this, command, ...rest);
    });
    try {
      await expect(storage.put('videos', 'u2/raced.jpg', Readable.from([Buffer.from('x')]))).rejects.toThrow(
        ObjectExistsError,
      );
      expect(send.mock.calls.some(([command]) => command instanceof PutObjectCommand)).toBe(true);
    } finally {
      send.mockRestore();
    }
  });

  it('refuses keys that could leave their bucket, before any request', async () => {
    const send = vi.spyOn(S3Client.prototype, 'send');
    try {
      for (const key of ['../x.mp4', 'a/../../x', '/etc/passwd', 'a//b', '']) {
        await expect(storage.put('videos', key, Readable.from([Buffer.from('x')]))).rejects.toThrow(StorageKeyError);
        await expect(storage.stat('videos', key)).rejects.toThrow(StorageKeyError);
        expect(() => storage.read('videos', key)).toThrow(StorageKeyError);
        await expect(storage.delete('videos', key)).rejects.toThrow(StorageKeyError);
        await expect(storage.putFile('videos', key, '/dev/null')).rejects.toThrow(StorageKeyError);
      }
      expect(send).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
    }
  });

  it('streams a 12 MiB file up in parts and reads it back byte for byte', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-s3-'));
    const bytes = randomBytes(12 * 1024 * 1024 + 123);
    const source = path.join(dir, 'big.mp4');
    fs.writeFileSync(source, bytes);
    const send = vi.spyOn(S3Client.prototype, 'send');
    try {
      const stored = await storage.putFile('videos', 'u3/big.mp4', source);
      expect(stored.size).toBe(bytes.length);
      const commands = send.mock.calls.map(([command]) => command.constructor.name);
      expect(commands.filter((c) => c === 'UploadPartCommand')).toHaveLength(2);
      expect(commands).toContain('CompleteMultipartUploadCommand');
      expect(commands).not.toContain('PutObjectCommand');
      // The completion is conditional too (AWS, R2 and MinIO honour it; s3rver ignores it).
      const complete = send.mock.calls.find(([command]) => command instanceof CompleteMultipartUploadCommand);
      expect((complete![0] as CompleteMultipartUploadCommand).input.IfNoneMatch).toBe('*');
    } finally {
      send.mockRestore();
      fs.rmSync(dir, { recursive: true });
    }
    expect((await buffer(storage.read('videos', 'u3/big.mp4'))).equals(bytes)).toBe(true);
    const tail = await buffer(storage.read('videos', 'u3/big.mp4', { start: 9_000_000, end: bytes.length - 1 }));
    expect(tail.equals(bytes.subarray(9_000_000))).toBe(true);
  });

  it('pings the bucket, and fails for one that does not exist', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
    const elsewhere = new S3Storage(s3ConfigOf({ S3_BUCKET: 'no-such-bucket' }));
    await expect(elsewhere.ping()).rejects.toThrow();
    elsewhere.close();
  });

  it('gives /media/ paths, or S3_PUBLIC_URL ones when set', () => {
    expect(storage.publicPath('videos', 'u1/a.mp4')).toBe('/media/videos/u1/a.mp4');
    const cdn = new S3Storage(s3ConfigOf({ S3_PUBLIC_URL: 'https://cdn.example.test/reels/' }));
    expect(cdn.publicPath('avatars', 'u1/me.webp')).toBe('https://cdn.example.test/reels/avatars/u1/me.webp');
    cdn.close();
  });
});

describe('the app with STORAGE_DRIVER=s3', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // No background processing of uploads here: what is stored stays put while the test reads it.
    t = await createTestApp({ ...s3.env, AUTH_RATE_LIMIT: '0', JOBS_WORKER: 'false' });
    base = await listenLocally(t);
  }, 60_000);
  afterAll(() => t?.close());

  it('stores a tus upload in the bucket, serves it with Range, ETag and HEAD, and keeps no file on disk', async () => {
    const alice = await signUpVerified(t, 'alice@example.test');
    const file = makeMp4(180, 320, { seconds: 2, faststart: false });
    const res = await tusUpload(
      `${base}/api/uploads`,
      file,
      { title: 'Koi on S3', platformId: '1', categoryId: '2', filename: 'x.mp4', filetype: 'video/mp4' },
      { headers: { Origin: t.config.publicUrl, Cookie: alice.browser.cookie } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    const video = videoDetailSchema.parse((await alice.browser.get(`/api/videos/${res.videoId}`)).json());
    expect(video.publicUrl).toMatch(new RegExp(`^/media/videos/${alice.user.id}/\\d+-koi-on-s3\\.mp4$`));
    expect(video.posterUrl).toMatch(new RegExp(`^/media/videos/${alice.user.id}/thumbnails/\\d+-koi-on-s3\\.jpg$`));

    // The video, its poster and the poster's sizes are objects in the bucket.
    const objectKey = video.publicUrl!.slice('/media/'.length);
    const keys = await keysIn(`videos/${alice.user.id}/`);
    expect(keys).toContain(objectKey);
    expect(keys).toContain(video.posterUrl!.slice('/media/'.length));
    for (const variant of video.posterVariants) expect(keys).toContain(variant.url.slice('/media/'.length));
    const stored = await objectBytes(objectKey);
    expect(stored.length).toBe(video.sizeBytes);

    const whole = await t.app.inject({ method: 'GET', url: video.publicUrl! });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(stored)).toBe(true);

    const part = await t.app.inject({ method: 'GET', url: video.publicUrl!, headers: { range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${stored.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.rawPayload.equals(stored.subarray(100, 1100))).toBe(true);
    const last = await t.app.inject({ method: 'GET', url: video.publicUrl!, headers: { range: 'bytes=-10' } });
    expect(last.rawPayload.equals(stored.subarray(stored.length - 10))).toBe(true);

    const beyond = await t.app.inject({
      method: 'GET',
      url: video.publicUrl!,
      headers: { range: `bytes=${stored.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${stored.length}`);

    const etag = whole.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await t.app.inject({ method: 'GET', url: video.publicUrl!, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // If-Range with another validator: the whole file, not the range.
    const stale = await t.app.inject({
      method: 'GET',
      url: video.publicUrl!,
      headers: { range: 'bytes=0-9', 'if-range': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(stored.length);

    const head = await t.app.inject({ method: 'HEAD', url: video.publicUrl! });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(stored.length));
    expect(head.rawPayload.length).toBe(0);

    const poster = await t.app.inject({ method: 'GET', url: video.posterUrl! });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.equals(await objectBytes(video.posterUrl!.slice('/media/'.length)))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/media/videos/${alice.user.id}/missing.mp4` })).statusCode).toBe(
      404,
    );

    // Nothing of it stays on this machine: the tus file is gone and there is no storage folder.
    expect(filesUnder(path.join(t.config.dataDir, 'uploads-incoming'))).toEqual([]);
    expect(fs.existsSync(path.join(t.config.dataDir, 'storage'))).toBe(false);
  });

  it('deleting the video removes its objects from the bucket', async () => {
    const bob = await signUpVerified(t, 'bob@example.test');
    const res = await tusUpload(
      `${base}/api/uploads`,
      makeMp4(320, 180),
      { title: 'Gone soon', platformId: '1', categoryId: '2', filename: 'x.mp4', filetype: 'video/mp4' },
      { headers: { Origin: t.config.publicUrl, Cookie: bob.browser.cookie } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect((await keysIn(`videos/${bob.user.id}/`)).length).toBeGreaterThan(0);
    const removed = await bob.browser.delete(`/api/videos/${res.videoId}`, { confirm: 'DELETE' });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await keysIn(`videos/${bob.user.id}/`)).toEqual([]);
  });
});

describe('demo seeding with STORAGE_DRIVER=s3 and S3_PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.test/reels/' });
  }, 60_000);
  afterAll(() => t?.close());

  it('puts the demo media in the bucket, serves them, and gives cards URLs on the public base', async () => {
    const seeded = await seedDemoIfEmpty({
      db: t.handle.db,
      storage: t.storage,
      config: t.config,
      mediaDir: SEED_MEDIA_DIR,
      log: () => {},
      print: () => {},
    });
    expect(seeded).toBe(true);
    const videos = await t.handle.db.selectFrom('videos').select(['file_path', 'thumbnail_url']).execute();
    expect(videos.length).toBeGreaterThanOrEqual(12);
    for (const v of videos) {
      expect(await t.storage.stat('videos', v.file_path!)).not.toBeNull();
      expect(await t.storage.stat('videos', v.thumbnail_url!)).not.toBeNull();
    }
    const first = videos[0]!;
    expect(await keysIn(`videos/${first.file_path!.split('/')[0]}/`)).toContain(`videos/${first.file_path}`);
    expect(fs.existsSync(path.join(t.config.dataDir, 'storage'))).toBe(false);

    // The app still serves them under /media/ (links made before S3_PUBLIC_URL keep working).
    const part = await t.app.inject({
      method: 'GET',
      url: `/media/videos/${first.file_path}`,
      headers: { range: 'bytes=0-63' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals((await objectBytes(`videos/${first.file_path}`)).subarray(0, 64))).toBe(true);

    const feed = feedResponseSchema.parse((await browser(t).get('/api/videos')).json());
    expect(feed.items.length).toBeGreaterThan(0);
    for (const card of feed.items) {
      expect(card.publicUrl).toMatch(/^https:\/\/cdn\.example\.test\/reels\/videos\/[^/]+\/\d+-[a-z0-9-]+\.mp4$/);
      expect(card.posterUrl).toMatch(/^https:\/\/cdn\.example\.test\/reels\/videos\/[^/]+\/thumbnails\/.+\.jpg$/);
      for (const variant of card.posterVariants) expect(variant.url).toMatch(/^https:\/\/cdn\.example\.test\/reels\//);
    }
  });
});
