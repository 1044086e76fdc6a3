import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VIDEOS } from '../src/seed/demo-content.js';
import { startS3rver, type TestS3 } from '../test/helpers/s3rver.js';
import { tusUpload } from '../test/helpers/tus.js';
import {
  type Answer,
  createDatabase,
  type EventStream,
  filesUnder,
  freePort,
  type Instance,
  logOf,
  type Nginx,
  openEvents,
  renderSite,
  REPO_ROOT,
  request,
  sleep,
  startInstance,
  startNginx,
  stopInstance,
  waitFor,
} from './cluster.js';

// `npm run test:scale`: two server instances started at the same moment on one empty PostgreSQL
// database, sharing Redis and an S3 bucket (s3rver), behind Debian's nginx running the shipped site
// (deploy/nginx/promptreel.conf). The tests run in order and build on each other; the last one
// kills instance A.

/** Where the suite creates (and drops) its database: SCALE_DATABASE_URL, else TEST_DATABASE_URL's server. */
const ADMIN_DATABASE_URL = process.env.SCALE_DATABASE_URL ?? maintenanceUrl(process.env.TEST_DATABASE_URL);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SEED_MEDIA = path.join(REPO_ROOT, 'apps/server/seed/media');
/** A job whose holder stopped renewing it is taken over after this. */
const LEASE_MS = 3000;

describe('several instances behind nginx', () => {
  let root: string;
  let db: Awaited<ReturnType<typeof createDatabase>>;
  let s3: TestS3;
  let nginx: Nginx;
  let a: Instance;
  let b: Instance;
  let assetsDir: string;
  let origin: string;
  /** The user of c. to f.: their session cookie (made on A) and id. */
  let cookie = '';
  let userId = '';
  /** The video uploaded in d., watched and commented on in e. */
  let uploadedId = 0;

  const instances = () => [a, b];
  const failWithLogs = (err: unknown): never => {
    const logs = [a, b].filter(Boolean).map((i) => `--- ${i.name} (${i.url}) ---\n${logOf(i)}`);
    throw new Error(`${(err as Error).message}\n${logs.join('\n')}\n--- nginx ---\n${nginx?.errorLog() ?? ''}`, {
      cause: err,
    });
  };
  const json = (res: Answer) => JSON.parse(res.body.toString('utf8'));
  const writeHeaders = () => ({ origin, cookie, 'content-type': 'application/json' });
  const meta = (title: string) => ({
    title,
    platformId: '1',
    categoryId: '2',
    filename: 'clip.mp4',
    filetype: 'video/mp4',
  });
  const jobOf = async (videoId: number, kind = 'process-video') =>
    (
      await db.pool.query<{ state: string; locked_by: string | null; attempts: number }>(
        `select state, locked_by, attempts from jobs where kind = $2 and (payload::jsonb ->> 'videoId')::int = $1`,
        [videoId, kind],
      )
    ).rows[0];
  /** A visitor's view of the video through `port`: 200 once its processing is done (404 before). */
  const visible = (port: number, id: number) =>
    waitFor(`video ${id} to be visible to visitors on :${port}`, async () => {
      const res = await request(port, `/api/videos/${id}`);
      return res.status === 200 ? json(res) : undefined;
    });
  const bucketKeys = async (prefix: string) => {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await s3.client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).map((o) => o.Key!));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-scale-'));
    // nginx's workers run as www-data when it is started as root: they read the assets from here.
    fs.chmodSync(root, 0o755);
    const [portA, portB, portNginx] = [await freePort(), await freePort(), await freePort()];
    origin = `http://127.0.0.1:${portNginx}`;

    // A web build of two files: the app page (the server's) and one hashed asset with its .gz (nginx's).
    const web = path.join(root, 'web');
    assetsDir = path.join(web, 'assets');
    fs.mkdirSync(assetsDir, { recursive: true });
    fs.copyFileSync(path.join(REPO_ROOT, 'apps/web/index.html'), path.join(web, 'index.html'));
    const asset = `console.log(${JSON.stringify('promptreel '.repeat(200))});\n`;
    fs.writeFileSync(path.join(assetsDir, 'app-3f9c1a.js'), asset);
    fs.writeFileSync(path.join(assetsDir, 'app-3f9c1a.js.gz'), zlib.gzipSync(asset));
    for (const f of ['', 'app-3f9c1a.js', 'app-3f9c1a.js.gz']) fs.chmodSync(path.join(assetsDir, f), 0o755);
    fs.chmodSync(web, 0o755);

    db = await createDatabase(ADMIN_DATABASE_URL);
    s3 = await startS3rver(`promptreel-scale-${randomBytes(4).toString('hex')}`);
    const shared = {
      DATABASE_URL: db.url,
      REDIS_URL,
      ...s3.env,
      // Sessions are signed with it: one secret for every instance (unset, each would make its own).
      AUTH_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: origin,
      JOB_LEASE_MS: String(LEASE_MS),
      LOG_LEVEL: 'warn',
      WEB_DIST: web,
    };
    // Started in the same tick on the empty database: both migrate and both try to seed. B looks
    // for work less often, so a job queued on A is A's (f. needs A to hold it).
    a = startInstance('A', root, portA, { ...shared, JOB_POLL_MS: '200' });
    b = startInstance('B', root, portB, { ...shared, JOB_POLL_MS: '1000' });

    nginx = await startNginx(
      path.join(root, 'nginx'),
      portNginx,
      renderSite({
        listen: `127.0.0.1:${portNginx}`,
        upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
        assetsDir,
        storageDir: path.join(root, 'no-local-storage'),
      }),
    );
    await Promise.all(
      instances().map(async (i) => {
        const up = await waitFor(
          `${i.name} to answer /healthz`,
          async () => (i.child.exitCode !== null ? 'exited' : (await request(i.port, '/healthz')).status === 200),
          { timeoutMs: 150_000, everyMs: 250 },
        );
        if (up === 'exited') throw new Error(`${i.name} exited with ${i.child.exitCode} while starting`);
      }),
    ).catch(failWithLogs);
  }, 200_000);

  afterAll(async () => {
    await Promise.allSettled([a && stopInstance(a), b && stopInstance(b)]);
    await nginx?.stop();
    await s3?.close();
    await db?.drop();
    // A killed instance's ffmpeg may still be finishing in its work folder: retried.
    if (root) fs.rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }, 60_000);

  it('a. both instances start together on the empty database, are healthy, and the demo is seeded once', async () => {
    for (const i of instances()) {
      const res = await request(i.port, '/healthz');
      expect(res.status, i.name).toBe(200);
      expect(json(res), i.name).toMatchObject({ status: 'ok', database: 'postgres' });
    }
    const videos = await db.pool.query<{ n: string }>('select count(*) as n from videos');
    expect(DEMO_VIDEOS.length).toBeGreaterThan(0);
    expect(Number(videos.rows[0]!.n)).toBe(DEMO_VIDEOS.length);
    const admins = await db.pool.query<{ n: string }>("select count(*) as n from profiles where username = 'admin'");
    expect(Number(admins.rows[0]!.n)).toBe(1);
    // Only one instance seeded: each demo clip is in the bucket once.
    const clips = (await bucketKeys('videos/')).filter((k) => k.endsWith('.mp4'));
    expect(clips).toHaveLength(DEMO_VIDEOS.length);
    // Both still run, and neither logged an error (pino: level 50 and up) starting beside the other.
    for (const i of instances()) {
      expect(i.child.exitCode, logOf(i)).toBeNull();
      expect(fs.readFileSync(i.logFile, 'utf8'), i.name).not.toMatch(/"level":(50|60)/);
    }

    // This run's videos get ids no other run on this machine uses: live events travel on Redis
    // channels named after the video (promptreel:video:<id>), shared by every run using that Redis.
    await db.pool.query(`select setval(pg_get_serial_sequence('videos', 'id'), $1, false)`, [
      100_000_000 + Math.floor(Math.random() * 1_000_000_000),
    ]);
  });

  it('a. /readyz answers 200 on both instances: PostgreSQL, Redis and the bucket all answer', async () => {
    const answers = await Promise.all(instances().map((i) => request(i.port, '/readyz')));
    answers.forEach((res, n) => {
      expect(res.status, `${instances()[n]!.name}: ${res.body}`).toBe(200);
      expect(JSON.parse(String(res.body))).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'ok', storage: 'ok' },
      });
    });
  });

  it('b. demo media is served by both instances and through nginx, whole and with Range (206)', async () => {
    const feed = json(await request(a.port, '/api/videos'));
    const card = feed.items[0] as { title: string; publicUrl: string };
    const demo = DEMO_VIDEOS.find((v) => v.title === card.title)!;
    expect(demo, card.title).toBeDefined();
    const original = fs.readFileSync(path.join(SEED_MEDIA, `${demo.file}.mp4`));
    expect(card.publicUrl).toMatch(/^\/media\/videos\//);
    for (const port of [a.port, b.port, nginx.port]) {
      const whole = await request(port, card.publicUrl);
      expect(whole.status, `:${port}`).toBe(200);
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.body.equals(original), `:${port} whole`).toBe(true);
      const part = await request(port, card.publicUrl, { headers: { range: 'bytes=100-1099' } });
      expect(part.status, `:${port}`).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-1099/${original.length}`);
      expect(part.body.equals(original.subarray(100, 1100)), `:${port} range`).toBe(true);
    }
    // Through nginx the request id is nginx's $request_id (32 hex digits), echoed by the instance.
    const viaNginx = await request(nginx.port, '/api/videos');
    expect(viaNginx.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('b. nginx serves /assets/ from disk, cached for a year, gzip from the .gz beside the file', async () => {
    const plain = await request(nginx.port, '/assets/app-3f9c1a.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.body.equals(fs.readFileSync(path.join(assetsDir, 'app-3f9c1a.js')))).toBe(true);
    // No instance saw it: every answer of theirs carries X-Request-Id.
    expect(plain.headers['x-request-id']).toBeUndefined();
    const gz = await request(nginx.port, '/assets/app-3f9c1a.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect((await request(nginx.port, '/assets/missing-000000.js')).status).toBe(404);
  });

  it('c. a session made on A works on B', async () => {
    const email = `scale-${randomBytes(4).toString('hex')}@example.test`;
    const password = 'scale-secret-pass';
    const up = await request(a.port, '/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, name: 'scaler' }),
    });
    expect(up.status, up.body.toString()).toBe(200);
    // No SMTP_URL: A wrote the confirmation mail to its DATA_DIR/outbox.
    const outbox = path.join(a.dataDir, 'outbox');
    const link = await waitFor('the confirmation mail', () => {
      for (const f of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
        const mail = JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as { to: string; text: string };
        const url = mail.to === email ? mail.text.match(/https?:\/\/\S+\/auth\/confirm\S*/)?.[0] : undefined;
        if (url) return new URL(url);
      }
      return undefined;
    });
    const verified = await request(a.port, `/api/auth/verify-email?token=${link.searchParams.get('token')}`);
    expect(verified.status, verified.body.toString()).toBeLessThan(400);
    const signIn = await request(a.port, '/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status, signIn.body.toString()).toBe(200);
    cookie = (signIn.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0]!)
      .filter((c) => !c.endsWith('='))
      .join('; ');
    expect(cookie).toContain('promptreel.session_token=');

    const me = await request(b.port, '/api/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(json(me).user).toMatchObject({ email });
    userId = json(me).user.id;
    const profile = await request(b.port, '/api/profile', { headers: { cookie } });
    expect(profile.status, profile.body.toString()).toBe(200);
    // And without the cookie B knows nobody.
    expect(json(await request(b.port, '/api/me')).user).toBeNull();
  });

  it('d. an upload through A plays with Range through B and nginx once processed; its bytes are in the bucket only', async () => {
    const file = makeMp4(root, 320, 180, 2, false);
    const res = await tusUpload(`${a.url}/api/uploads`, file, meta('Across the cluster'), {
      headers: { Origin: origin, Cookie: cookie },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    uploadedId = res.videoId!;
    expect(uploadedId).toBeGreaterThan(0);
    // The owner sees it at once, processing or not; a visitor only once the job is done.
    expect((await request(b.port, `/api/videos/${uploadedId}`, { headers: { cookie } })).status).toBe(200);
    const video = await visible(b.port, uploadedId).catch(failWithLogs);
    expect(video.publicUrl).toMatch(/-faststart\.mp4$/);
    expect((await jobOf(uploadedId))?.state).toBe('done');

    const stored = fs.readFileSync(file);
    let size = 0;
    for (const port of [b.port, nginx.port]) {
      const part = await request(port, video.publicUrl, { headers: { range: 'bytes=0-99' } });
      expect(part.status, `:${port}`).toBe(206);
      size = Number(part.headers['content-range']!.split('/')[1]);
      expect(part.body).toHaveLength(100);
    }
    // The fast-start copy holds the same frames, the index moved in front of them.
    const whole = await request(nginx.port, video.publicUrl);
    expect(whole.body).toHaveLength(size);
    expect(whole.body.indexOf('moov')).toBeLessThan(whole.body.indexOf('mdat'));
    expect(Math.abs(whole.body.length - stored.length)).toBeLessThan(stored.length / 10);

    const keys = await bucketKeys(`videos/${userId}/`);
    expect(keys).toContain(`videos/${decodeURIComponent(video.publicUrl.slice('/media/videos/'.length))}`);
    expect(keys).toContain(`videos/${decodeURIComponent(video.posterUrl.slice('/media/videos/'.length))}`);
    for (const i of instances()) {
      expect(filesUnder(path.join(i.dataDir, 'uploads-incoming')), i.name).toEqual([]);
      expect(filesUnder(path.join(i.dataDir, 'storage')), i.name).toEqual([]);
    }
  });

  it('d. an upload through nginx in 5 MiB chunks stays on one instance (tus needs it) and is processed', async () => {
    const file = makeMp4(root, 1920, 1080, 3, false, true);
    expect(fs.statSync(file).size).toBeGreaterThan(2 * 5 * 1024 * 1024);
    const res = await tusUpload(`${nginx.url}/api/uploads`, file, meta('Chunks through nginx'), {
      headers: { Origin: origin, Cookie: cookie },
      chunkSize: 5 * 1024 * 1024,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    const video = await visible(nginx.port, res.videoId!).catch(failWithLogs);
    expect((await request(nginx.port, video.publicUrl, { headers: { range: 'bytes=0-9' } })).status).toBe(206);
    for (const i of instances()) expect(filesUnder(path.join(i.dataDir, 'uploads-incoming')), i.name).toEqual([]);
  });

  it('e. a comment posted on A reaches an event stream held by B through nginx', async () => {
    expect(uploadedId).toBeGreaterThan(0);
    // least_conn: with one stream open, the next goes to the other instance. Streams are opened
    // through nginx until one is B's (nginx names the instance in X-Upstream, added by the test).
    const opened: EventStream[] = [];
    let onB: EventStream | undefined;
    try {
      for (let n = 0; n < 6 && !onB; n++) {
        const stream = await openEvents(nginx.port, `/api/events?video=${uploadedId}`);
        opened.push(stream);
        expect(stream.status).toBe(200);
        expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
        if (stream.headers['x-upstream'] === `127.0.0.1:${b.port}`) onB = stream;
      }
      expect(onB, `no stream reached B: ${opened.map((s) => s.headers['x-upstream']).join(', ')}`).toBeDefined();
      // Unbuffered: the first event comes through nginx at once.
      await waitFor('the ready event through nginx', () => onB!.events.some((e) => e.event === 'ready'), {
        timeoutMs: 5_000,
        everyMs: 20,
      });
      await sleep(200); // B's SUBSCRIBE reaches Redis

      const posted = await request(a.port, `/api/videos/${uploadedId}/comments`, {
        method: 'POST',
        headers: writeHeaders(),
        body: JSON.stringify({ body: 'Posted on A, heard on B' }),
      });
      expect(posted.status, posted.body.toString()).toBe(201);
      const commentId = json(posted).id as number;
      const event = await waitFor(
        'the comment event on B',
        () => onB!.events.find((e) => e.event === 'comment-changed' && e.id === String(commentId)),
        { timeoutMs: 5_000, everyMs: 20 },
      );
      expect(JSON.parse(event.data)).toEqual({ type: 'comment-changed', videoId: uploadedId, commentId });
    } finally {
      opened.forEach((s) => s.close());
    }
  });

  it('f. a job whose instance is killed (kill -9) is finished by the other one, once', async () => {
    // A fresh day's allowance for this user (the earlier uploads count against it).
    await db.pool.query('delete from upload_limits where user_id = $1', [userId]);
    // A lossless 1080p clip without fast start: copied out of the bucket, remuxed and stored back,
    // it keeps a worker busy for a second or more.
    const file = makeMp4(root, 1920, 1080, 6, false, true);
    const pidA = a.child.pid!;
    const seen: string[] = [];
    let videoId = 0;
    for (let attempt = 1; ; attempt++) {
      const res = await tusUpload(`${a.url}/api/uploads`, file, meta(`Taken over ${attempt}`), {
        headers: { Origin: origin, Cookie: cookie },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(204);
      videoId = res.videoId!;
      // A was woken by its own upload; B polls once a second. Kill A the moment it holds the job.
      const first = await waitFor(
        `the job of video ${videoId} to be claimed`,
        async () => {
          const job = await jobOf(videoId);
          return job && job.state !== 'queued' ? job : undefined;
        },
        { timeoutMs: 10_000, everyMs: 10 },
      );
      if (first.state === 'running' && first.locked_by?.includes(`:${pidA}:`)) {
        a.child.kill('SIGKILL');
        break;
      }
      // B was quicker, or the job was already done: not the case under test. Try again (twice).
      seen.push(`${first.state} by ${first.locked_by}`);
      if (attempt === 3) throw new Error(`A never held a running job: ${seen.join('; ')}`);
      await visible(b.port, videoId);
    }
    await a.exited;
    expect(a.child.signalCode).toBe('SIGKILL');
    const killedAt = Date.now();

    // B takes it once A's lease has run out, runs it again, and it is done: attempt 2, no holder.
    const done = await waitFor(
      'the job to be done by B',
      async () => {
        const job = await jobOf(videoId);
        return job?.state === 'done' ? job : undefined;
      },
      { timeoutMs: 60_000, everyMs: 100 },
    ).catch(failWithLogs);
    expect(done).toEqual({ state: 'done', attempts: 2, locked_by: null });
    expect(Date.now() - killedAt).toBeGreaterThan(LEASE_MS / 3);

    // Shown with its smallest rendition; B then makes the larger ones in a job of their own.
    await waitFor(
      'the larger renditions to be made',
      async () => (await jobOf(videoId, 'make-renditions'))?.state === 'done' || undefined,
      {
        timeoutMs: 120_000,
        everyMs: 100,
      },
    ).catch(failWithLogs);
    const video = await visible(b.port, videoId);
    expect(video.renditions.map((r: { height: number }) => r.height)).toEqual([480, 720, 1080]);
    expect(video.publicUrl).toMatch(/-faststart\.mp4$/);
    expect(video.posterUrl).toMatch(/\/thumbnails\/.+\.jpg$/);
    expect(video.posterVariants.length).toBeGreaterThan(0);
    const served = [video.publicUrl, video.posterUrl, ...video.posterVariants, ...video.renditions];
    for (const url of served.map((u: string | { url: string }) => (typeof u === 'string' ? u : u.url))) {
      const res = await request(b.port, url, { headers: { range: 'bytes=0-9' } });
      expect(res.status, url).toBe(206);
    }
    // nginx leaves the dead instance out and answers from B.
    for (let n = 0; n < 4; n++) {
      const res = await request(nginx.port, `/api/videos/${videoId}`);
      expect(res.status).toBe(200);
      expect(res.headers['x-upstream']).toMatch(new RegExp(`127\\.0\\.0\\.1:${b.port}$`));
    }

    // Exactly one of each object, whichever instance made it: the fast-start copy, the original
    // (until its delayed deletion), the renditions, the poster and its sizes.
    const key = (url: string) => `videos/${decodeURIComponent(url.slice('/media/videos/'.length))}`;
    const fastStart = key(video.publicUrl);
    const stem = fastStart.replace(/-faststart\.mp4$/, '');
    const poster = key(video.posterUrl);
    const posterStem = poster.replace(/\.jpg$/, '');
    const ofThisVideo = (await bucketKeys(`videos/${userId}/`)).filter(
      (k) => k.startsWith(stem) || k.startsWith(posterStem),
    );
    const renditions = video.renditions.map((r: { url: string }) => key(r.url));
    // The source is 720p or more (the loop below asserts its renditions too): it has some.
    expect(renditions.length).toBeGreaterThan(0);
    const expected = new Set([
      fastStart,
      poster,
      ...renditions,
      ...video.posterVariants.map((v: { url: string }) => key(v.url)),
    ]);
    const original = `${stem}.mp4`;
    expect(ofThisVideo.filter((k) => k !== original).sort()).toEqual([...expected].sort());
    expect(ofThisVideo.filter((k) => k === original).length).toBeLessThanOrEqual(1);
    expect(new Set(ofThisVideo).size).toBe(ofThisVideo.length);
    const copies = ofThisVideo.filter((k) => k.endsWith('-faststart.mp4'));
    expect(copies).toEqual([fastStart]);

    for (const i of instances()) expect(filesUnder(path.join(i.dataDir, 'uploads-incoming')), i.name).toEqual([]);
  });
});

/**
 * An H.264 MP4 made by ffmpeg into `dir`, cached by its shape. `lossless` makes a file of some size
 * cheaply: one second encoded without loss (~4 MiB at 1080p), repeated by copying to `seconds`.
 */
function makeMp4(dir: string, width: number, height: number, seconds: number, faststart: boolean, lossless = false) {
  const name = `${width}x${height}-${seconds}s${faststart ? '-fs' : ''}${lossless ? '-qp0' : ''}.mp4`;
  const file = path.join(dir, name);
  if (fs.existsSync(file)) return file;
  const encoded = lossless ? path.join(dir, `${width}x${height}-1s${faststart ? '-fs' : ''}-qp0-once.mp4`) : file;
  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
  const moov = faststart ? ['-movflags', '+faststart'] : [];
  if (!fs.existsSync(encoded)) {
    ffmpeg(
      ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=30`, '-t', String(lossless ? 1 : seconds)],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'ultrafast', ...(lossless ? ['-qp', '0'] : [])],
      ...moov,
      encoded,
    );
  }
  if (encoded !== file) ffmpeg('-stream_loop', String(seconds - 1), '-i', encoded, '-c', 'copy', ...moov, file);
  return file;
}

/** The `postgres` database of the server `url` names (default: the local one): CREATE DATABASE runs there. */
function maintenanceUrl(url = 'postgres://postgres@127.0.0.1:5432/postgres'): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}
