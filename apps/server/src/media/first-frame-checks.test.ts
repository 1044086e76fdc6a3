import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstFrameAndPoster } from './ffmpeg.js';
import { createFirstFrameChecks } from './first-frame-checks.js';
import { stopReadyFfmpeg } from './ready-ffmpeg.js';

let dir: string;
/** A 4 s clip's bytes, its index first (fast start) or last. */
const clips: Record<'fastStart' | 'indexLast', Buffer> = {} as never;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-frames-'));
  for (const [name, flags] of [
    ['fastStart', ['-movflags', '+faststart']],
    ['indexLast', []],
  ] as const) {
    const file = path.join(dir, `${name}.mp4`);
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=30', '-t', '4'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', ...flags, file],
    ]);
    clips[name] = fs.readFileSync(file);
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** This process's ffmpegs started ahead and waiting for their input. */
const waitingFfmpegs = () =>
  spawnSync('pgrep', ['-f', '-P', String(process.pid), 'protocol_whitelist file,pipe'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean);

/** The real check, counted. */
function counted() {
  const runs: string[] = [];
  const check: typeof firstFrameAndPoster = (file, opts) => (runs.push(file), firstFrameAndPoster(file, opts));
  return { runs, checks: createFirstFrameChecks(check) };
}

/** An upload's file with only its first half arrived, then completed once `begin` was called. */
async function arriving(name: keyof typeof clips, begin: (file: string) => void): Promise<string> {
  const file = path.join(dir, `upload-${name}-${Math.random()}.mp4`);
  const bytes = clips[name];
  fs.writeFileSync(file, bytes.subarray(0, bytes.length / 2));
  begin(file);
  await new Promise((r) => setTimeout(r, 500)); // the early check runs on the half
  fs.appendFileSync(file, bytes.subarray(bytes.length / 2));
  return file;
}

describe("first-frame checks begun on an upload's first bytes", { timeout: 30_000 }, () => {
  it('a fast-start file: the early finding is taken at the end, ffmpeg not run again', async () => {
    const { runs, checks } = counted();
    const file = await arriving('fastStart', (f) => checks.begin('a', f));
    const frame = await checks.take('a', file);
    expect(frame.decodes).toBe(true);
    expect(frame.poster?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(runs).toHaveLength(1);
  });

  it('an index that comes last: the early check fails, the whole file is checked and decodes', async () => {
    const { runs, checks } = counted();
    const file = await arriving('indexLast', (f) => checks.begin('b', f));
    const frame = await checks.take('b', file);
    expect(frame.decodes).toBe(true);
    expect(frame.poster).not.toBeNull();
    expect(runs).toHaveLength(2);
  });

  it('an upload that ended without a video forgets its check; begin runs once per upload', async () => {
    const { runs, checks } = counted();
    const file = await arriving('fastStart', (f) => (checks.begin('c', f), checks.begin('c', f)));
    expect(runs).toHaveLength(1);
    checks.forget('c');
    expect((await checks.take('c', file)).decodes).toBe(true);
    expect(runs).toHaveLength(2);
  });

  it('starts the next ffmpeg only after the upload is taken, not while its bytes arrive', async () => {
    stopReadyFfmpeg();
    const { checks } = counted();
    const file = await arriving('fastStart', (f) => checks.begin('d', f));
    expect(waitingFfmpegs()).toEqual([]); // its ~0.13 s of CPU would slow the upload's body
    await checks.take('d', file);
    await expect.poll(waitingFfmpegs, { timeout: 5_000 }).toHaveLength(1);
  });
});
