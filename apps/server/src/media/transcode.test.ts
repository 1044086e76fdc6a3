import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rungsFor, runTranscode, transcodeArgs } from './transcode.js';

let dir: string;
let clip: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'transcode-'));
  clip = path.join(dir, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=540x960:rate=30', '-t', '4'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip],
  ]);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('runTranscode', () => {
  it("reports the seconds encoded from ffmpeg's progress, rising to the clip's length", async () => {
    const seconds: number[] = [];
    const out = path.join(dir, '480p.mp4');
    const args = transcodeArgs(clip, [
      { rung: { shortEdge: 480, maxBitrate: 900_000, preset: 'veryfast' }, file: out },
    ]);
    await runTranscode('ffmpeg', args, 60_000, (s) => seconds.push(s));
    expect(seconds.length).toBeGreaterThan(0);
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
    expect(seconds.at(-1)).toBeGreaterThan(3.5);
    expect(seconds.at(-1)).toBeLessThanOrEqual(4.1);
    expect(fs.statSync(out).size).toBeGreaterThan(0);
  });
});

describe('rungsFor', () => {
  it('offers no rung larger than the source nor above 0.9× its rate, each with its preset', () => {
    expect(rungsFor({ width: 720, height: 1280, bitrate: 1_500_000 })).toEqual([
      { shortEdge: 480, maxBitrate: 900_000, preset: 'veryfast' },
      { shortEdge: 720, maxBitrate: 1_350_000, preset: 'superfast' },
    ]);
    expect(rungsFor({ width: 1920, height: 1080, bitrate: 12_000_000 }).map((r) => r.shortEdge)).toEqual([
      480, 720, 1080,
    ]);
  });

  it("writes each output with its rung's preset", () => {
    const rungs = rungsFor({ width: 1080, height: 1920, bitrate: 12_000_000 });
    const args = transcodeArgs(
      'in.mp4',
      rungs.map((rung, i) => ({ rung, file: `out-${i}.mp4` })),
    );
    const presets = args.flatMap((a, i) => (a === '-preset' ? [args[i + 1]] : []));
    expect(presets).toEqual(['veryfast', 'superfast', 'superfast']);
  });
});
