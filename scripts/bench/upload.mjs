// Upload benchmark: server peak memory while taking a 100 MB resumable upload, and the upload's
// time next to writing the same bytes to disk.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tus from 'tus-js-client';
import { memoryOf, signedInUser, startServer, writeResults } from './harness.mjs';

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

export async function benchUpload() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-bench-upload-'));
  const file = make100MbMp4(work);
  const server = await startServer({ port: 3390 });
  try {
    const user = await signedInUser(server);
    const idle = memoryOf(server.pid);

    // Baseline: the same bytes streamed to a file on the same disk.
    let started = performance.now();
    await pipeline(fs.createReadStream(file), fs.createWriteStream(path.join(work, 'copy.mp4')));
    const diskMs = performance.now() - started;

    let peakRss = idle.rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, memoryOf(server.pid).rss)), 20);
    started = performance.now();
    const result = await new Promise((resolve, reject) => {
      const upload = new tus.Upload(fs.createReadStream(file), {
        endpoint: `${server.base}/api/uploads`,
        uploadSize: SIZE,
        chunkSize: Infinity,
        headers: user.headers,
        metadata: { title: 'One hundred megabytes', platformId: '1', categoryId: '1' },
        retryDelays: [],
        // tus 1.0: the final PATCH answers 204; the new video's address is in Promptreel-Video.
        onSuccess: (p) => resolve({ id: Number(p.lastResponse.getHeader('Promptreel-Video')?.split('/').pop()) }),
        onError: reject,
      });
      upload.start();
    });
    const uploadMs = performance.now() - started;
    clearInterval(sampler);
    const after = memoryOf(server.pid);

    const results = {
      fileMiB: SIZE / 1024 / 1024,
      videoId: result.id,
      uploadSeconds: +(uploadMs / 1000).toFixed(2),
      diskWriteSeconds: +(diskMs / 1000).toFixed(2),
      uploadVsDisk: +(uploadMs / diskMs).toFixed(1),
      uploadMiBps: +(SIZE / 1024 / 1024 / (uploadMs / 1000)).toFixed(1),
      serverRssIdleMiB: +idle.rss.toFixed(1),
      serverRssPeakDuringUploadMiB: +peakRss.toFixed(1),
      serverRssGrowthMiB: +(peakRss - idle.rss).toFixed(1),
      serverPeakRssLifetimeMiB: +after.peak.toFixed(1),
    };
    console.log('\nUpload of a 100 MB MP4 (tus, one streamed request)');
    console.table(results);
    console.log(`written to ${writeResults('upload', results)}`);
    return results;
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
