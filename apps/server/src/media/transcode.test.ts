import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTranscode, transcodeArgs } from './transcode.js';

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
    const args = transcodeArgs(clip, [{ rung: { shortEdge: 480, maxBitrate: 900_000 }, file: out }]);
    await runTranscode('ffmpeg', args, 60_000, (s) => seconds.push(s));
    expect(seconds.length).toBeGreaterThan(0);
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
    expect(seconds.at(-1)).toBeGreaterThan(3.5);
    expect(seconds.at(-1)).toBeLessThanOrEqual(4.1);
    expect(fs.statSync(out).size).toBeGreaterThan(0);
  });
});
