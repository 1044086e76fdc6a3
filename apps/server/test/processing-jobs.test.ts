import fs from 'node:fs';
import path from 'node:path';
import { feedResponseSchema, videoDetailSchema } from '@promptreel/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../src/db/sqlite.js';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { makeMp4 } from './helpers/media.js';
import { createTestApp, type TestApp, listenLocally } from './helpers/test-app.js';
import { storedFiles as storedOf } from './helpers/stored-files.js';
import { uploadAs } from './helpers/uploads.js';

/**
 * An upload answers once its bytes are checked and stored; a durable job then makes the poster
 * sizes, the fast-start copy and reads the Content Credentials, and only then do visitors see it.
 * The worker is off here (JOBS_WORKER=false) so each test decides when jobs run, and the clock is
 * the test's, so leases and retries pass without waiting.
 */
describe('upload processing jobs', () => {
  let t: TestApp;
  let base: string;
  let clock = Date.now();
  let alice: SignedUp;
  let bob: SignedUp;

  const jobs = () => t.handle.db.selectFrom('jobs').selectAll().orderBy('id').execute();
  const storedFiles = (userId: string) => storedOf(t.config.dataDir, userId);
  const upload = (title: string, file = makeMp4(180, 320, { seconds: 1, faststart: false })) =>
    uploadAs(t, base, alice.browser.cookie, file, title);
  const latestIds = async () =>
    feedResponseSchema.parse((await browser(t).get('/api/videos?tab=latest')).json()).items.map((v) => v.id);
  const searchIds = async (q: string) =>
    (
      (await browser(t).get(`/api/search?q=${encodeURIComponent(q)}`)).json() as { videos: { id: number }[] }
    ).videos.map((v) => v.id);

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', JOBS_WORKER: 'false', JOB_LEASE_MS: '1000' }, { now: () => clock });
    base = await listenLocally(t);
    alice = await signUpVerified(t, 'alice@example.test');
    bob = await signUpVerified(t, 'bob@example.test');
  }, 60_000);
  afterAll(() => t.close());

  it("shows a new upload to its owner alone, as 'processing', until its job has run; then to everyone", async () => {
    const id = await upload('Quietly processing heron');
    const [job] = (await jobs()).filter((j) => JSON.parse(j.payload).videoId === id);
    expect(job).toMatchObject({ kind: 'process-video', state: 'queued', attempts: 0 });

    const mineRes = await alice.browser.get(`/api/videos/${id}`);
    expect(mineRes.statusCode, mineRes.body).toBe(200);
    const mine = videoDetailSchema.parse(mineRes.json());
    expect(mine).toMatchObject({ id, processing: true, provenance: null, posterVariants: [] });
    // The poster comes with the upload's own answer; its sizes come with the job.
    expect(mine.posterUrl).toMatch(/\.jpg$/);
    for (const other of [browser(t), bob.browser]) {
      const res = await other.get(`/api/videos/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Video not found' });
    }
    expect(await latestIds()).not.toContain(id);
    expect(await searchIds('heron')).not.toContain(id);
    const profile = await t.handle.db
      .selectFrom('profiles')
      .select('username')
      .where('id', '=', alice.user.id)
      .executeTakeFirst();
    const uploads = (await browser(t).get(`/api/profiles/${profile!.username}/videos`)).json() as {
      items: { id: number }[];
    };
    expect(uploads.items.map((v) => v.id)).not.toContain(id);

    await t.worker.drain();
    const seen = videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json());
    expect(seen.processing).toBe(false);
    expect(seen.posterVariants.length).toBeGreaterThan(0);
    expect(seen.publicUrl).toMatch(/-faststart\.mp4$/);
    // Read, and found absent (a video never read has nulls here).
    const c2pa = await t.handle.db.selectFrom('videos').select('c2pa_present').where('id', '=', id).executeTakeFirst();
    expect(c2pa?.c2pa_present).toBe(0);
    expect(await latestIds()).toContain(id);
    expect(await searchIds('heron')).toContain(id);
    expect((await jobs()).find((j) => j.id === job!.id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('removes the replaced original only after a grace period, by a job of its own', async () => {
    const id = await upload('Grace period');
    const before = await t.handle.db.selectFrom('videos').select('file_path').where('id', '=', id).executeTakeFirst();
    await t.worker.drain();
    const original = path.join(t.config.dataDir, 'storage/videos', before!.file_path!);
    expect(fs.existsSync(original)).toBe(true);
    const removal = (await jobs()).find((j) => j.kind === 'delete-object' && j.payload.includes(before!.file_path!));
    expect(removal).toMatchObject({ state: 'queued' });
    clock += 10 * 60 * 1000 + 1;
    await t.worker.drain();
    expect(fs.existsSync(original)).toBe(false);
    const row = await t.handle.db.selectFrom('videos').select('file_path').where('id', '=', id).executeTakeFirst();
    expect(fs.existsSync(path.join(t.config.dataDir, 'storage/videos', row!.file_path!))).toBe(true);
  });

  it('lets another worker finish a job whose worker died, once: the dead one cannot record its run', async () => {
    const id = await upload('Taken over');
    // A worker claims the job and dies: it never renews its claim.
    const claimed = await t.services.jobs.claim('dead-worker');
    expect(claimed).toMatchObject({ kind: 'process-video', attempts: 1 });
    expect(JSON.parse(claimed!.payload)).toEqual({ videoId: id });
    // While the claim holds nobody else takes it...
    expect(await t.services.jobs.claim('other-worker')).toBeNull();
    // ...and once it lapses (JOB_LEASE_MS) this instance's worker does.
    clock += 1001;
    await t.worker.drain();
    const job = (await jobs()).find((j) => j.id === claimed!.id);
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
    // The dead worker comes back and finishes its run: nothing of it is recorded, nothing is duplicated.
    const late = await t.services.jobs.run(claimed!, 'dead-worker');
    expect(late.outcome).toBe('lost');
    const video = videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json());
    expect(video.processing).toBe(false);
    const files = storedFiles(alice.user.id).filter((f) => f.includes('taken-over'));
    // The upload, its fast-start copy, the poster and its WebP sizes: each once.
    expect(files.filter((f) => f.endsWith('.mp4'))).toHaveLength(2);
    expect(files.filter((f) => f.endsWith('.jpg'))).toHaveLength(1);
    expect(new Set(files).size).toBe(files.length);
  });

  it('retries a failing job later, and after the last attempt shows the video as stored, with no badge', async () => {
    const id = await upload('Broken after upload');
    const row = await t.handle.db.selectFrom('videos').select('file_path').where('id', '=', id).executeTakeFirst();
    fs.rmSync(path.join(t.config.dataDir, 'storage/videos', row!.file_path!));
    await t.worker.drain();
    let job = (await jobs()).find((j) => j.kind === 'process-video' && JSON.parse(j.payload).videoId === id)!;
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });
    expect(job.last_error).toBeTruthy();
    expect(Number(job.run_after)).toBeGreaterThan(clock);
    expect((await browser(t).get(`/api/videos/${id}`)).statusCode).toBe(404);
    for (let attempt = 2; attempt <= 5; attempt++) {
      clock = Number(job.run_after);
      await t.worker.drain();
      job = (await jobs()).find((j) => j.id === job.id)!;
      expect(job.attempts).toBe(attempt);
    }
    expect(job.state).toBe('failed');
    const shown = videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json());
    expect(shown).toMatchObject({ processing: false, provenance: null, publicUrl: null });
  });

  it('drops the job of a video deleted while it waited, leaving no file behind', async () => {
    const id = await upload('Deleted in time');
    const res = await alice.browser.delete(`/api/videos/${id}`, { confirm: 'DELETE' });
    expect(res.statusCode).toBe(204);
    await t.worker.drain();
    expect(storedFiles(alice.user.id).filter((f) => f.includes('deleted-in-time'))).toEqual([]);
    const job = (await jobs()).find((j) => j.kind === 'process-video' && JSON.parse(j.payload).videoId === id);
    expect(job).toMatchObject({ state: 'done' });
  });

  it('asks for work without a write lock when none is due, so an idle worker never holds up writes', async () => {
    await t.worker.drain();
    // Another connection holds what a claim's transaction would wait for: SQLite's write lock, or
    // a PostgreSQL lock on the jobs table that lets plain reads through.
    const db = t.config.database;
    let release: () => Promise<void>;
    if (db.kind === 'sqlite') {
      const other = openSqlite(db.file);
      other.exec('begin immediate');
      release = async () => {
        other.exec('rollback');
        other.close();
      };
    } else {
      const other = new pg.Client({ connectionString: db.url });
      await other.connect();
      await other.query(`set search_path to ${db.schema}`);
      await other.query('begin');
      await other.query('lock table jobs in exclusive mode');
      release = async () => {
        await other.query('rollback');
        await other.end();
      };
    }
    try {
      const started = performance.now();
      expect(await t.services.jobs.claim('idle-worker')).toBeNull();
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      await release();
    }
  });

  it('hands out each due job to one claimant, however many ask at once', async () => {
    const ids = [await upload('Parallel one'), await upload('Parallel two')];
    const claims = await Promise.all(['w1', 'w2', 'w3'].map((w) => t.services.jobs.claim(w)));
    const got = claims.filter((c) => c !== null).map((c) => JSON.parse(c!.payload).videoId);
    expect(got.sort()).toEqual(ids.sort());
    // Back to the queue for the worker: their holders "die".
    clock += 1001;
    await t.worker.drain();
    for (const id of ids) expect((await browser(t).get(`/api/videos/${id}`)).statusCode).toBe(200);
  });

  it('finishes the job it is running before it stops (graceful shutdown), and takes no new one', async () => {
    const first = await upload('Stopping gently');
    const second = await upload('Left for the next instance');
    const running = t.worker.drain();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await t.worker.stop();
    await running;
    expect((await browser(t).get(`/api/videos/${first}`)).statusCode).toBe(200);
    const left = (await jobs()).find((j) => j.kind === 'process-video' && JSON.parse(j.payload).videoId === second);
    expect(left).toMatchObject({ state: 'queued' });
  });
});
