import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import { LIMITS } from '@promptreel/contract';
import { type FfmpegArgs, prepareFfmpeg, runReadyFfmpeg } from './ready-ffmpeg.js';

/**
 * Optional helpers that need Debian's ffmpeg. Without it the server still takes uploads;
 * it just keeps the browser's poster and the file's own box order.
 */
export function run(
  command: string,
  args: string[],
  timeoutMs = 60_000,
  niceness = 0,
  /** Given what the command writes to its standard output (ffmpeg's `-progress pipe:1`). */
  onStdout?: (text: string) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', onStdout ? 'pipe' : 'ignore', 'pipe'] });
    child.stdout?.on('data', (d: Buffer) => onStdout?.(d.toString()));
    try {
      if (niceness && child.pid) os.setPriority(child.pid, niceness);
    } catch {
      // Not allowed to change it: run at the server's priority rather than not at all.
    }
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-2000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`));
    });
  });
}

let available: Promise<boolean> | undefined;

/** Whether ffmpeg runs on this machine (asked once). FFMPEG_PATH=none turns it off. */
export function ffmpegAvailable(): Promise<boolean> {
  if (process.env.FFMPEG_PATH === 'none') return Promise.resolve(false);
  available ??= run(ffmpegPath(), ['-version'], 10_000).then(
    () => true,
    () => false,
  );
  return available;
}

/** The ffmpeg to run: FFMPEG_PATH, or the one on PATH. */
export const ffmpegPath = () => process.env.FFMPEG_PATH || 'ffmpeg';

const POSTER_SCALE = "scale='min(720,iw)':'min(720,ih)':force_original_aspect_ratio=decrease";

/**
 * Whether the first video frame decodes, and a JPEG poster from the frame near 0.1 s (at most
 * 720 px on its long side) when it does, in one run of ffmpeg: it decodes from the first frame to
 * the poster's under the same strictness as `decodesFirstFrame` (two runs took twice the ~0.1 s
 * that starting ffmpeg costs, on every upload), by an ffmpeg started ahead (ready-ffmpeg.ts), so the
 * upload does not wait for that start either. A video shorter than 0.1 s decodes but has no poster;
 * when the run fails, `decodesFirstFrame` alone tells a bad file from a poster that could not be made.
 * An `early` check (of an unfinished upload's first bytes) just fails instead, and leaves starting
 * the next ffmpeg to `prepareFirstFrameCheck` once the upload has ended: its ~0.13 s of CPU would
 * otherwise slow the bytes still arriving.
 */
export async function firstFrameAndPoster(
  input: string,
  { early = false }: { early?: boolean } = {},
): Promise<{ decodes: boolean; poster: Buffer | null }> {
  const result = await runReadyFfmpeg(ffmpegPath(), FIRST_FRAME_AND_POSTER, input, 60_000, { prepareNext: !early });
  if (result.code !== 0) return { decodes: !early && (await decodesFirstFrame(input)), poster: null };
  return { decodes: true, poster: result.stdout.length > 0 ? result.stdout : null };
}

/**
 * Frames past the upload's size limit are refused by the decoder itself, so a check may start
 * before the file's header has been read (a header claiming a huge frame then costs no memory).
 */
const MAX_PIXELS = ['-max_pixels', String(LIMITS.maxVideoSidePx ** 2)];

const FIRST_FRAME_AND_POSTER: FfmpegArgs = {
  input: ['-v', 'error', '-xerror', '-err_detect', 'explode', ...MAX_PIXELS],
  output: ['-map', '0:v:0', '-ss', '0.1', '-frames:v', '1', '-vf', POSTER_SCALE, '-q:v', '4', '-f', 'mjpeg', 'pipe:1'],
};

/** Starts the ffmpeg that the next upload's first-frame check will use (ready-ffmpeg.ts says why). */
export async function prepareFirstFrameCheck(): Promise<void> {
  if (await ffmpegAvailable()) prepareFfmpeg(ffmpegPath(), FIRST_FRAME_AND_POSTER);
}

/**
 * Whether the first video frame decodes. The box checks prove a file is shaped like an MP4; a file
 * with an intact index but noise for frames passes them, and only a decoder tells. Any decoder
 * complaint counts (`-err_detect explode`, `-xerror`), since a clean encoder makes none.
 */
function decodesFirstFrame(input: string): Promise<boolean> {
  return run(
    ffmpegPath(),
    [
      '-v',
      'error',
      '-xerror',
      '-err_detect',
      'explode',
      ...MAX_PIXELS,
      '-i',
      input,
      '-map',
      '0:v:0',
      '-frames:v',
      '1',
      '-f',
      'null',
      '-',
    ],
    30_000,
  ).then(
    () => true,
    () => false,
  );
}

/** Moves the index (moov) before the media data without re-encoding, so playback starts early. */
export function remuxFastStart(input: string, output: string): Promise<void> {
  return run(ffmpegPath(), [
    '-v',
    'error',
    '-y',
    '-i',
    input,
    '-map',
    '0',
    '-c',
    'copy',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    output,
  ]);
}

/**
 * A JPEG poster (at most 720 px on its long side, as at upload) of the frame shown `atMs` into the
 * video, written to `output`: seeking the input is exact when decoding, so it is that frame.
 * Resolves false when ffmpeg wrote nothing (a time past the last frame).
 */
export async function posterFrameAt(input: string, atMs: number, output: string): Promise<boolean> {
  await run(
    ffmpegPath(),
    [
      '-v',
      'error',
      '-y',
      ...MAX_PIXELS,
      '-ss',
      (atMs / 1000).toFixed(3),
      '-i',
      input,
      '-map',
      '0:v:0',
      '-frames:v',
      '1',
      '-vf',
      POSTER_SCALE,
      '-q:v',
      '4',
      '-f',
      'mjpeg',
      output,
    ],
    60_000,
    10,
  );
  return (await fs.stat(output).catch(() => null))?.size ? true : false;
}
