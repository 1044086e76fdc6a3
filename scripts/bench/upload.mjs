// Upload benchmark: server peak memory while taking a 100 MB resumable upload, and the upload's
// time next to writing the same bytes to disk and to a bare node:http server receiving them.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { memoryOf, processed, signedInUser, startServer, tusUpload, writeResults } from './harness.mjs';

const SIZE = 100 * 1024 * 1024;

function make100MbMp4(dir) {
  const small = path.join(dir, 'small.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x180:rate=10',
    '-t',
    '2',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    small,
  ]);
  const bytes = fs.readFileSync(small);
  const file = path.join(dir, 'hundred.mp4');
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, bytes);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(SIZE - bytes.length, 0);
  header.write('free', 4, 'latin1');
  fs.writeSync(fd, header);
  fs.ftruncateSync(fd, SIZE);
  fs.closeSync(fd);
  return file;
}

/** One resumable upload of `file` through tus-js-client, timed; the server's peak memory meanwhile. */
async function timedUpload(server, user, file, title) {
  let peakRss = memoryOf(server.pid).rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, memoryOf(server.pid).rss)), 20);
  const started = performance.now();
  try {
    const id = await tusUpload(server, user, file, title);
    const ms = performance.now() - started;
    // The processing job (a fast-start copy of the file) ends before the next round begins.
    await processed(server, user, id);
    return { id, ms, peakRss };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * A bare node:http server in a process of its own, as the product's is: each request's body goes to
 * a new file on the same disk, written with the same 1 MiB queue as the product's tus store. On
 * `/durable` it also calls fdatasync before answering: the honest floor for the product's upload,
 * which answers its last PATCH only once the bytes are on disk. The file is removed after answering.
 */
async function startBareServer(port, dir) {
  const code = `
    const http = require('node:http'); const fs = require('node:fs'); const path = require('node:path');
    const { pipeline } = require('node:stream/promises');
    let n = 0;
    http.createServer(async (req, res) => {
      const file = path.join(${JSON.stringify(dir)}, 'bare-' + ++n);
      await pipeline(req, fs.createWriteStream(file, { highWaterMark: 1024 * 1024 }));
      if (req.url === '/durable') {
        // As the durable disk floor: a write stream closes its descriptor when done, so sync anew.
        const handle = await fs.promises.open(file, 'r');
        await handle.datasync();
        await handle.close();
      }
      res.writeHead(204).end();
      fs.rmSync(file);
    }).listen(${port}, '127.0.0.1', () => process.send('up'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  return { port, stop: () => new Promise((r) => (child.once('exit', r), child.kill())) };
}

/**
 * One request streaming `file` as its body, the way any plain HTTP client sends a file; its time, and
 * the time from the last byte handed to the socket to the answer's end (`answerMs`).
 */
function timedRawSend(port, pathname, headers, file) {
  const started = performance.now();
  let sent;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: 'PATCH', path: pathname, headers: { ...headers, 'Content-Length': SIZE } },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode < 300
            ? resolve({ ms: performance.now() - started, answerMs: performance.now() - sent, res })
            : reject(new Error(`answered ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.on('finish', () => (sent = performance.now()));
    fs.createReadStream(file, { highWaterMark: 1024 * 1024 }).pipe(req);
  });
}

/**
 * The product's tus endpoint driven by that plain client: creation (POST), then the whole file in
 * one PATCH. Timed from the creation, as tus-js-client's upload is.
 */
async function timedRawTusUpload(server, user, file, title) {
  const b64 = (v) => Buffer.from(v).toString('base64');
  const started = performance.now();
  const created = await fetch(`${server.base}/api/uploads`, {
    method: 'POST',
    headers: {
      ...user.headers,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(SIZE),
      'Upload-Metadata': `title ${b64(title)},platformId ${b64('1')},categoryId ${b64('1')}`,
    },
  });
  const createMs = performance.now() - started;
  const location = new URL(created.headers.get('location'), server.base);
  const { res, answerMs } = await timedRawSend(
    Number(location.port),
    location.pathname,
    {
      ...user.headers,
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    file,
  );
  const ms = performance.now() - started;
  const id = Number(String(res.headers['promptreel-video']).split('/').pop());
  await processed(server, user, id);
  return { id, ms, createMs, answerMs };
}

/**
 * The floor: the same bytes streamed to a new file on the same disk. `durable` adds one fdatasync at
 * the end: the floor for what the product promises, the bytes on disk before it answers the last PATCH.
 */
async function timedDiskWrite(file, target, { durable = false } = {}) {
  const started = performance.now();
  await pipeline(fs.createReadStream(file), fs.createWriteStream(target));
  if (durable) {
    const handle = await fs.promises.open(target, 'r');
    await handle.datasync();
    await handle.close();
  }
  const ms = performance.now() - started;
  fs.rmSync(target);
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchUpload({ rounds = Number(process.env.BENCH_ROUNDS ?? 5) } = {}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-bench-upload-'));
  const file = make100MbMp4(work);
  // The daily upload limit counts per user: one user a round.
  const server = await startServer({ port: 3390 });
  const bare = await startBareServer(3392, work);
  try {
    const idle = memoryOf(server.pid);
    const disk = [];
    const durableDisk = [];
    const rawVsDurable = [];
    const upload = [];
    const ratios = [];
    const bareHttp = [];
    const durableHttp = [];
    const rawVsDurableHttp = [];
    const raw = [];
    const rawRatios = [];
    const rawVsBare = [];
    let peakRss = idle.rss;
    // Every round's seconds and the load average, since two shared cores swing rounds several-fold.
    const perRound = [];
    const loadAtStart = os.loadavg();
    let videoId;
    // Alternated rounds on a shared, noisy machine: the floor and the upload one after the other.
    for (let round = 1; round <= rounds; round++) {
      const user = await signedInUser(server, `bench-${Date.now()}-${round}@example.test`);
      const rawUser = await signedInUser(server, `bench-raw-${Date.now()}-${round}@example.test`);
      const diskMs = await timedDiskWrite(file, path.join(work, `copy-${round}.mp4`));
      const durableMs = await timedDiskWrite(file, path.join(work, `durable-${round}.mp4`), { durable: true });
      const bareMs = (await timedRawSend(bare.port, '/', {}, file)).ms;
      const durableHttpMs = (await timedRawSend(bare.port, '/durable', {}, file)).ms;
      const plain = await timedRawTusUpload(server, rawUser, file, `Plain client ${round}`);
      const up = await timedUpload(server, user, file, `One hundred megabytes ${round}`);
      disk.push(diskMs);
      bareHttp.push(bareMs);
      durableHttp.push(durableHttpMs);
      rawVsDurableHttp.push(plain.ms / durableHttpMs);
      durableDisk.push(durableMs);
      rawVsDurable.push(plain.ms / durableMs);
      raw.push(plain.ms);
      rawRatios.push(plain.ms / diskMs);
      rawVsBare.push(plain.ms / bareMs);
      upload.push(up.ms);
      ratios.push(up.ms / diskMs);
      peakRss = Math.max(peakRss, up.peakRss);
      videoId = up.id;
      const sec = (ms) => +(ms / 1000).toFixed(3);
      perRound.push({
        load1: +os.loadavg()[0].toFixed(2),
        disk: sec(diskMs),
        durableDisk: sec(durableMs),
        bareHttp: sec(bareMs),
        durableHttp: sec(durableHttpMs),
        plainClient: sec(plain.ms),
        // Where the plain upload's time went: creation, the body, and after its last byte.
        plainClientCreate: sec(plain.createMs),
        plainClientAfterLastByte: sec(plain.answerMs),
        tusJsClient: sec(up.ms),
      });
      const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
      console.log(
        `round ${round} (load ${os.loadavg()[0].toFixed(2)}): disk ${s(diskMs)}, durable disk ${s(durableMs)}, ` +
          `bare node:http ${s(bareMs)}, durable node:http ${s(durableHttpMs)}; ` +
          `product (plain client) ${s(plain.ms)} = ${(plain.ms / durableHttpMs).toFixed(2)}× durable node:http, ` +
          `${(plain.ms / durableMs).toFixed(2)}× durable disk, ${(plain.ms / bareMs).toFixed(2)}× bare; ` +
          `product (tus-js-client) ${s(up.ms)} = ${(up.ms / diskMs).toFixed(2)}× disk`,
      );
    }
    const after = memoryOf(server.pid);

    const results = {
      fileMiB: SIZE / 1024 / 1024,
      rounds,
      lastVideoId: videoId,
      diskWriteSecondsMedian: +(median(disk) / 1000).toFixed(2),
      durableDiskWriteSecondsMedian: +(median(durableDisk) / 1000).toFixed(2),
      bareHttpSecondsMedian: +(median(bareHttp) / 1000).toFixed(2),
      durableHttpSecondsMedian: +(median(durableHttp) / 1000).toFixed(2),
      plainClientUploadSecondsMedian: +(median(raw) / 1000).toFixed(2),
      plainClientCreateMsMedian: Math.round(median(perRound.map((r) => r.plainClientCreate)) * 1000),
      plainClientAfterLastByteMsMedian: Math.round(median(perRound.map((r) => r.plainClientAfterLastByte)) * 1000),
      plainClientUploadVsDiskMedianOfRounds: +median(rawRatios).toFixed(2),
      plainClientUploadVsDurableHttpMedianOfRounds: +median(rawVsDurableHttp).toFixed(2),
      plainClientUploadVsDurableDiskMedianOfRounds: +median(rawVsDurable).toFixed(2),
      plainClientUploadVsBareHttpMedianOfRounds: +median(rawVsBare).toFixed(2),
      uploadSecondsMedian: +(median(upload) / 1000).toFixed(2),
      uploadVsDiskMedianOfRounds: +median(ratios).toFixed(2),
      uploadMiBps: +(SIZE / 1024 / 1024 / (median(upload) / 1000)).toFixed(1),
      serverRssIdleMiB: +idle.rss.toFixed(1),
      serverRssPeakDuringUploadsMiB: +peakRss.toFixed(1),
      serverRssGrowthMiB: +(peakRss - idle.rss).toFixed(1),
      serverPeakRssLifetimeMiB: +after.peak.toFixed(1),
      loadAverageAtStart: loadAtStart.map((l) => l.toFixed(2)).join(' '),
      loadAverageAtEnd: os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' '),
    };
    console.log(
      `\nUpload of a 100 MB MP4 (tus: tus-js-client, and a plain client sending one PATCH), medians of ${rounds} alternated rounds`,
    );
    console.table(results);
    console.log(
      `product (plain client) / durable node:http receive: ${results.plainClientUploadVsDurableHttpMedianOfRounds}× ` +
        `(median of rounds; medians ${results.plainClientUploadSecondsMedian} s / ${results.durableHttpSecondsMedian} s)`,
    );
    console.log(`written to ${writeResults('upload', { ...results, perRound })}`);
    return results;
  } finally {
    await server.stop();
    await bare.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
