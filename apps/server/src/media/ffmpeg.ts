import { spawn } from 'node:child_process';

/**
 * Optional helpers that need Debian's ffmpeg. Without it the server still takes uploads;
 * it just keeps the browser's poster and the file's own box order.
 */
function run(command: string, args: string[], timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
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

const ffmpegPath = () => process.env.FFMPEG_PATH || 'ffmpeg';

/** A JPEG poster from the frame near 0.1 s, at most 720 px on its long side. */
export function makePoster(input: string, output: string): Promise<void> {
  return run(ffmpegPath(), [
    '-v',
    'error',
    '-y',
    '-ss',
    '0.1',
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    "scale='min(720,iw)':'min(720,ih)':force_original_aspect_ratio=decrease",
    '-q:v',
    '4',
    output,
  ]);
}

/**
 * Whether the first video frame decodes. The box checks prove a file is shaped like an MP4; a file
 * with an intact index but noise for frames passes them, and only a decoder tells. Any decoder
 * complaint counts (`-err_detect explode`, `-xerror`), since a clean encoder makes none.
 */
export function decodesFirstFrame(input: string): Promise<boolean> {
  return run(
    ffmpegPath(),
    [
      '-v',
      'error',
      '-xerror',
      '-err_detect',
      'explode',
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
