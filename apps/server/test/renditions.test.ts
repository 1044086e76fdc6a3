import fs from 'node:fs';
import path from 'node:path';
import { feedResponseSchema, renditionLabel, videoDetailSchema, type VideoDetail } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMp4 } from '../src/media/mp4-probe.js';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { makeClip, makeMp4, mediaDir, probeStreams } from './helpers/media.js';
import { startS3rver, type TestS3 } from './helpers/s3rver.js';
import { createTestApp, type TestApp, listenLocally } from './helpers/test-app.js';
import { uploadAs } from './helpers/uploads.js';

/**
 * After an upload's checks, its processing job makes phone-sized H.264/AAC renditions (480p and
 * 720p by the short edge here; 1080p when the source has it), stored next to the upload on disk or
 * in the bucket, carried by every card and page, served with Range and removed with the video.
 */
// Encoding takes seconds of both cores: on a loaded machine far more than the default 20 s.
describe.each(['disk', 's3'] as const)('renditions, stored on %s', { timeout: 90_000 }, (where) => {
  let s3: TestS3 | undefined;
  let t: TestApp;
  let base: string;
  let clock = Date.now();
  let alice: SignedUp;
  let desk: SignedUp;

  beforeAll(async () => {
    s3 = where === 's3' ? await startS3rver() : undefined;
    const env = {
      ...(s3?.env ?? {}),
      ...{ AUTH_RATE_LIMIT: '0', JOBS_WORKER: 'false', JOB_LEASE_MS: '60000' },
      ADMIN_EMAILS: `desk-${where}@example.test`,
    };
    t = await createTestApp(env, { now: () => clock });
    base = await listenLocally(t);
    alice = await signUpVerified(t, `alice-${where}@example.test`);
    desk = await signUpVerified(t, `desk-${where}@example.test`);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const upload = (title: string, file: string) => uploadAs(t, base, alice.browser.cookie, file, title);
  const detail = async (id: number): Promise<VideoDetail> =>
    videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json());
  const lastJob = (kind: string) =>
    t.handle.db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const bytesOf = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.rawPayload;
  };

  it('makes 480p and 720p from a 720×1280 upload: H.264 Main, stereo AAC, fast start, within their ceilings', async () => {
    const id = await upload('Tall neon heron', makeClip(720, 1280, { seconds: 3, bitrate: '6M' }));
    await t.worker.drain();
    const video = await detail(id);
    expect(video.renditions.map(renditionLabel)).toEqual(['480p', '720p']);
    expect(video.renditions.map(({ width, height }) => [width, height])).toEqual([
      [480, 854],
      [720, 1280],
    ]);
    for (const [i, r] of video.renditions.entries()) {
      const file = path.join(mediaDir, `${where}-${id}-${i}.mp4`);
      fs.writeFileSync(file, await bytesOf(r.url));
      const { video: v, audio: a, bitrate } = probeStreams(file);
      expect(v).toMatchObject({
        codec_name: 'h264',
        profile: 'Main',
        pix_fmt: 'yuv420p',
        width: r.width,
        height: r.height,
      });
      expect(a).toMatchObject({ codec_name: 'aac', channels: 2, sample_rate: '48000' });
      expect((await probeMp4(file)).fastStart).toBe(true);
      // The stated rate is the file's own, under its rung's ceiling: a buffer of one second at the
      // ceiling may be spent on top over the clip (3 s here), plus the sound's 96 kbit/s.
      expect(Math.abs(bitrate - r.bitrate) / bitrate).toBeLessThan(0.05);
      expect(r.bitrate).toBeLessThan(([900_000, 2_000_000][i]! * 4) / 3 + 100_000);
      expect(r.bitrate).toBeLessThan(6_000_000 / 2);
    }
    // The original stays, for its owner and the data export.
    expect(video.publicUrl).toMatch(/\.mp4$/);
    expect((await bytesOf(video.publicUrl!)).length).toBe(video.sizeBytes);
    const feed = feedResponseSchema.parse((await browser(t).get('/api/videos?tab=latest')).json());
    expect(feed.items.find((c) => c.id === id)?.renditions).toEqual(video.renditions);
  });

  it('shows the video once its smallest rendition is made; the larger follow in a job of their own', async () => {
    const id = await upload('Hurried heron', makeClip(720, 1280, { seconds: 3, bitrate: '6M' }));
    const first = await t.services.jobs.claim('first-step');
    expect(first).toMatchObject({ kind: 'process-video' });
    expect((await t.services.jobs.run(first!, 'first-step')).outcome).toBe('done');
    // Visitors see it now, playing 480p; 720p is queued.
    expect((await detail(id)).renditions.map(renditionLabel)).toEqual(['480p']);
    const next = await lastJob('make-renditions');
    expect(next).toMatchObject({ kind: 'make-renditions', state: 'queued', payload: JSON.stringify({ videoId: id }) });
    await t.worker.drain();
    expect((await detail(id)).renditions.map(renditionLabel)).toEqual(['480p', '720p']);
  });

  it('makes no larger renditions for a video deleted before their turn, and leaves no file', async () => {
    const id = await upload('Fleeting heron', makeClip(720, 1280, { seconds: 2, bitrate: '6M' }));
    const first = await t.services.jobs.claim('first-step');
    await t.services.jobs.run(first!, 'first-step');
    const [small] = (await detail(id)).renditions;
    expect((await alice.browser.delete(`/api/videos/${id}`, { confirm: 'DELETE' })).statusCode).toBe(204);
    await t.worker.drain();
    expect(await lastJob('make-renditions')).toMatchObject({ state: 'done', payload: JSON.stringify({ videoId: id }) });
    const key = small!.url.slice('/media/videos/'.length);
    for (const edge of [480, 720]) expect(await t.storage.stat('videos', key.replace('-480p', `-${edge}p`))).toBeNull();
  });

  it('makes no larger renditions for a video a moderator removed before their turn: none in public', async () => {
    const id = await upload('Removed heron', makeClip(720, 1280, { seconds: 2, bitrate: '6M' }));
    const first = await t.services.jobs.claim('first-step');
    await t.services.jobs.run(first!, 'first-step');
    const [small] = (await detail(id)).renditions;
    expect((await desk.browser.post(`/api/admin/videos/${id}/delete`)).statusCode).toBe(200);
    await t.worker.drain();
    expect(await lastJob('make-renditions')).toMatchObject({ state: 'done', payload: JSON.stringify({ videoId: id }) });
    const key = small!.url.slice('/media/videos/'.length);
    expect(await t.storage.stat('videos', key.replace('-480p', '-720p'))).toBeNull();
    const row = await t.handle.db.selectFrom('videos').select('renditions').where('id', '=', id).executeTakeFirst();
    expect(JSON.parse(row!.renditions!).map((r: { key: string }) => r.key)).toEqual([key]);
  });

  it('shows its owner how far processing has got, and then nothing once it is done', async () => {
    const id = await upload('Progressing heron', makeClip(720, 1280, { seconds: 8, bitrate: '6M' }));
    const mine = async () => videoDetailSchema.parse((await alice.browser.get(`/api/videos/${id}`)).json());
    expect(await mine()).toMatchObject({ processing: true, processingPercent: null });
    let finished = false;
    const draining = t.worker.drain().finally(() => (finished = true));
    const seen: number[] = [];
    while (!finished) {
      const { processing, processingPercent } = await mine();
      if (processing && processingPercent !== null) seen.push(processingPercent);
      await new Promise((r) => setTimeout(r, 20));
    }
    await draining;
    // The test's clock stands still, so the first measure (0) is the one written: at most one a second.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => p >= 0 && p <= 99)).toBe(true);
    expect(await mine()).toMatchObject({ processing: false, processingPercent: null });
  });

  it('without ffmpeg (FFMPEG_PATH=none) shows the upload with no renditions, playing as it came', async () => {
    const before = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = 'none';
    try {
      const id = await upload('Unencoded heron', makeClip(720, 1280, { seconds: 2, bitrate: '6M' }));
      await t.worker.drain();
      const video = await detail(id);
      expect(video).toMatchObject({ processing: false, renditions: [] });
      expect((await bytesOf(video.publicUrl!)).length).toBe(video.sizeBytes);
    } finally {
      if (before === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = before;
    }
  });

  it('serves a rendition with Range, byte for byte', async () => {
    const id = await upload('Ranged heron', makeClip(480, 854, { seconds: 2, bitrate: '4M' }));
    await t.worker.drain();
    const [small] = (await detail(id)).renditions;
    const whole = await bytesOf(small!.url);
    const part = await t.app.inject({ method: 'GET', url: small!.url, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(1000, 2000))).toBe(true);
  });

  it('makes none from a source smaller than the smallest rung, which plays as uploaded', async () => {
    const id = await upload('Small heron', makeMp4(270, 480, { seconds: 1 }));
    await t.worker.drain();
    const video = await detail(id);
    expect(video.renditions).toEqual([]);
    expect(video.publicUrl).toMatch(/\.mp4$/);
  });

  it('finishes once when the worker that took the job died midway', async () => {
    const id = await upload('Interrupted heron', makeClip(480, 854, { seconds: 2, bitrate: '4M' }));
    const claimed = await t.services.jobs.claim('worker-killed-midway');
    expect(claimed).not.toBeNull();
    expect((await browser(t).get(`/api/videos/${id}`)).statusCode).toBe(404);
    clock += 60_001; // its lease runs out
    await t.worker.drain();
    const video = await detail(id);
    expect(video.renditions.map(renditionLabel)).toEqual(['480p']);
    expect(await lastJob('process-video')).toMatchObject({ state: 'done' });
  });

  it('removes the renditions with the video', async () => {
    const id = await upload('Departing heron', makeClip(480, 854, { seconds: 2, bitrate: '4M' }));
    await t.worker.drain();
    const video = await detail(id);
    expect(video.renditions).toHaveLength(1);
    expect((await alice.browser.delete(`/api/videos/${id}`, { confirm: 'DELETE' })).statusCode).toBe(204);
    for (const r of video.renditions) {
      expect((await t.app.inject({ method: 'GET', url: r.url })).statusCode).toBe(404);
      expect(await t.storage.stat('videos', r.url.slice('/media/videos/'.length))).toBeNull();
    }
  });
});
