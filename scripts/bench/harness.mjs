// Shared pieces of the benchmarks: a real server process on a fresh data folder, and a signed-in user.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { root } from '../build-if-stale.mjs';

export async function startServer({ port, env = {}, keepData = false }) {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-bench-'));
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: child.pid,
    dataDir,
    origin: `http://localhost:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident and peak memory of a process, from /proc (Linux), in MiB. */
export function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** Signs a user up through the API and follows the confirmation link from the outbox. */
export async function signedInUser(server, email = `bench-${Date.now()}@example.test`) {
  const headers = { origin: server.origin, 'content-type': 'application/json' };
  await fetch(`${server.base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'bench-password', name: 'bench' }),
  });
  const outbox = path.join(server.dataDir, 'outbox');
  // The mail leaves after the answer (auth/background.ts): wait for it rather than race it.
  const mailTo = () =>
    (fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])
      .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')))
      .find((m) => m.to === email);
  let mail = mailTo();
  for (let waited = 0; !mail && waited < 10_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    mail = mailTo();
  }
  if (!mail) throw new Error(`no confirmation mail for ${email} in ${outbox}`);
  const token = new URL(mail.text.match(/https?:\/\/\S+/)[0]).searchParams.get('token');
  const res = await fetch(`${server.base}/api/auth/verify-email?token=${token}`, { redirect: 'manual' });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, headers: { Origin: server.origin, Cookie: cookie } };
}

/** Uploads `file` through tus-js-client in one PATCH, as the upload page does; the new video's id. */
export function tusUpload(server, user, file, title) {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(fs.createReadStream(file), {
      endpoint: `${server.base}/api/uploads`,
      uploadSize: fs.statSync(file).size,
      chunkSize: Infinity,
      headers: user.headers,
      metadata: { title, platformId: '1', categoryId: '1' },
      retryDelays: [],
      // tus 1.0: the final PATCH answers 204; the new video's address is in Promptreel-Video.
      onSuccess: (p) => resolve(Number(p.lastResponse.getHeader('Promptreel-Video')?.split('/').pop())),
      onError: reject,
    });
    upload.start();
  });
}

/** The renditions a video gets: one per rung its short edge fills (apps/server/src/media/transcode.ts). */
const rungsFilled = (video) => [480, 720, 1080].filter((edge) => edge <= Math.min(video.width, video.height)).length;

/**
 * For `processed`: every rendition made. A video is shown with its smallest; the larger ones follow
 * in a job of their own.
 */
export const everyRendition = (video) => video.renditions.length >= rungsFilled(video);

/**
 * Waits for the upload's processing job (until it has run the video is its owner's alone); `done`
 * may ask more of the video's answer. Returns that answer.
 */
export async function processed(server, user, id, { timeoutMs = 120_000, done = () => true } = {}) {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const res = await fetch(`${server.base}/api/videos/${id}`, { headers: user.headers });
    if (res.ok) {
      const video = await res.json();
      if (video.processing === false && done(video)) return video;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`video ${id} still processing after ${timeoutMs / 1000} s`);
}

export function writeResults(name, results) {
  const dir = path.join(root, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      { ...results, machine: { cpus: os.cpus().length, node: process.version }, at: new Date().toISOString() },
      null,
      2,
    ),
  );
  return file;
}
