import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstFrameAndPoster } from './ffmpeg.js';
import { type FfmpegArgs, prepareFfmpeg, runReadyFfmpeg, stopReadyFfmpeg } from './ready-ffmpeg.js';

let dir: string;
let clip: string;
let noise: string;
let quoted: string;

/** A real one-second MP4, and a copy whose media data (inside 'mdat') is noise: boxes intact. */
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ready-ffmpeg-'));
  clip = path.join(dir, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=10', '-t', '1'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', clip],
  ]);
  const bytes = fs.readFileSync(clip);
  for (let at = 0; at < bytes.length;) {
    const size = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'mdat') bytes.fill(0x5a, at + 8, at + size);
    at += size;
  }
  noise = path.join(dir, 'noise.mp4');
  fs.writeFileSync(noise, bytes);
  quoted = path.join(dir, "it's a clip.mp4");
  fs.copyFileSync(clip, quoted);
});

afterAll(() => {
  stopReadyFfmpeg();
  fs.rmSync(dir, { recursive: true, force: true });
});

const PROBE: FfmpegArgs = { input: ['-v', 'error'], output: ['-map', '0:v:0', '-frames:v', '1', '-f', 'null', '-'] };

const waitingFfmpegs = () =>
  spawnSync('pgrep', ['-f', '-P', String(process.pid), 'protocol_whitelist file,pipe'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean);

// Each test starts ffmpeg processes: seconds, not milliseconds, on a loaded two-core machine.
describe('an ffmpeg started ahead of its input', { timeout: 30_000 }, () => {
  it('answers as a fresh run does: a poster from a good file, a refusal for noise frames', async () => {
    const good = await firstFrameAndPoster(clip);
    expect(good.decodes).toBe(true);
    expect(good.poster?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(await firstFrameAndPoster(noise)).toEqual({ decodes: false, poster: null });
  });

  it('keeps one waiting after each run, and that one is used next', async () => {
    stopReadyFfmpeg();
    prepareFfmpeg('ffmpeg', PROBE);
    await expect.poll(() => waitingFfmpegs()).toHaveLength(1);
    const waiting = waitingFfmpegs();
    expect((await runReadyFfmpeg('ffmpeg', PROBE, clip, 10_000)).code).toBe(0);
    await expect.poll(() => waitingFfmpegs()).toHaveLength(1);
    expect(waitingFfmpegs()).not.toEqual(waiting);
  });

  it('reads a path with a quote in it', async () => {
    expect((await runReadyFfmpeg('ffmpeg', PROBE, quoted, 10_000)).code).toBe(0);
  });

  it('is replaced when other arguments are asked for, and ends when told', async () => {
    prepareFfmpeg('ffmpeg', PROBE);
    const other: FfmpegArgs = { input: PROBE.input, output: ['-map', '0:v:0', '-frames:v', '2', '-f', 'null', '-'] };
    expect((await runReadyFfmpeg('ffmpeg', other, clip, 10_000)).code).toBe(0);
    // The one for PROBE was killed; one for `other` waits.
    await expect.poll(() => waitingFfmpegs()).toHaveLength(1);
    stopReadyFfmpeg();
    await expect.poll(() => waitingFfmpegs()).toHaveLength(0);
  });

  it('exits by itself when its stdin closes, so a dead server leaves none behind', async () => {
    const script = [
      `const m = await import(${JSON.stringify(path.join(import.meta.dirname, 'ready-ffmpeg.ts'))});`,
      `m.prepareFfmpeg('ffmpeg', ${JSON.stringify(PROBE)});`,
      `const { execFileSync } = await import('node:child_process');`,
      `console.log(execFileSync('pgrep', ['-P', String(process.pid), 'ffmpeg'], { encoding: 'utf8' }).trim());`,
    ].join('\n');
    const res = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    // Node exited by itself (the waiting ffmpeg holds nothing open)...
    expect(res.status, res.stderr).toBe(0);
    const pid = Number(res.stdout.trim());
    expect(pid).toBeGreaterThan(0);
    // ...and its ffmpeg followed.
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await expect.poll(alive, { timeout: 5_000 }).toBe(false);
    // A child Node.js with tsx: seconds on a loaded two-core machine.
  }, 60_000);
});
