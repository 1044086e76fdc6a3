import { run } from './ffmpeg.js';

/** One phone-sized copy to make: its short edge in pixels, its bit-rate ceiling and x264's preset. */
export interface RenditionRung {
  shortEdge: number;
  maxBitrate: number;
  preset: 'veryfast' | 'superfast';
}

/**
 * The ladder, by the short edge so portrait and landscape clips get the same treatment. Ceilings
 * are what short-video apps send phones: capped constant quality, so a still scene costs less.
 * The first rung (slow links, and the one a video is shown with) gets x264's better 'veryfast';
 * the larger two, made beside serving, 'superfast': a third less CPU for them, at up to their
 * ceiling (`npm run bench transcode`, docs/performance.md).
 */
export const RENDITION_LADDER: readonly RenditionRung[] = [
  { shortEdge: 480, maxBitrate: 900_000, preset: 'veryfast' },
  { shortEdge: 720, maxBitrate: 2_000_000, preset: 'superfast' },
  { shortEdge: 1080, maxBitrate: 4_500_000, preset: 'superfast' },
];

/** The rungs a source can fill: none larger than it, none above its own bit rate. */
export function rungsFor(source: { width: number; height: number; bitrate: number }): RenditionRung[] {
  const shortEdge = Math.min(source.width, source.height);
  return RENDITION_LADDER.filter((r) => r.shortEdge <= shortEdge).map((r) => ({
    ...r,
    maxBitrate: Math.max(200_000, Math.min(r.maxBitrate, Math.round(source.bitrate * 0.9))),
  }));
}

/** ffmpeg's arguments for every rung from one decode: split once, scale and encode per output. */
export function transcodeArgs(input: string, outputs: { rung: RenditionRung; file: string }[]): string[] {
  const n = outputs.length;
  const labels = outputs.map((_, i) => `v${i}`);
  const scale = (edge: number) => `scale='if(lte(iw,ih),${edge},-2)':'if(lte(iw,ih),-2,${edge})':flags=bicubic`;
  const graph =
    `[0:v:0]split=${n}${labels.map((l) => `[s${l}]`).join('')};` +
    outputs.map(({ rung }, i) => `[s${labels[i]}]${scale(rung.shortEdge)},format=yuv420p[${labels[i]}]`).join(';');
  const perOutput = outputs.flatMap(({ rung, file }, i) => [
    ...['-map', `[${labels[i]}]`, '-map', '0:a:0?'],
    // Main profile at level 4.0 plays on every phone of the last decade; a key frame every 2 s
    // keeps seeks and the first bytes short.
    ...['-c:v', 'libx264', '-preset', rung.preset, '-profile:v', 'main', '-level:v', '4.0', '-crf', '23'],
    ...['-maxrate', String(rung.maxBitrate), '-bufsize', String(rung.maxBitrate)],
    ...['-g', '60', '-keyint_min', '30', '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-ac', '2', '-ar', '48000', '-b:a', '96k', '-af', 'aresample=async=1'],
    ...['-movflags', '+faststart', '-f', 'mp4', '-y', file],
  ]);
  return ['-v', 'error', '-nostdin', '-i', input, '-filter_complex', graph, ...perOutput];
}

/**
 * Runs ffmpeg below the server's priority (nice 10), so a transcode never slows what is being
 * served. `onProgress` is told how many seconds of the clip are encoded, from ffmpeg's
 * `-progress` lines (`out_time_us=`, microseconds), each time it reports (about every 0.5 s).
 */
export function runTranscode(
  ffmpeg: string,
  args: string[],
  timeoutMs: number,
  onProgress?: (seconds: number) => void,
): Promise<void> {
  if (!onProgress) return run(ffmpeg, args, timeoutMs, 10);
  let pending = '';
  const progressArgs = ['-progress', 'pipe:1', '-stats_period', '0.5', ...args];
  return run(ffmpeg, progressArgs, timeoutMs, 10, (text) => {
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^out_time_us=(\d+)$/.exec(line.trim());
      if (match) onProgress(Number(match[1]) / 1e6);
    }
  });
}
