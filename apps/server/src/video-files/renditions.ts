import fs from 'node:fs/promises';
import path from 'node:path';
import { probeMp4 } from '../media/mp4-probe.js';
import { type RenditionRung, rungsFor, runTranscode, transcodeArgs } from '../media/transcode.js';

/** One phone-sized copy as stored: its key in the videos bucket, pixel size and average bit rate. */
export interface StoredRendition {
  key: string;
  width: number;
  height: number;
  bitrate: number;
}

/** 'u/videos/1-a.mp4' → 'u/videos/1-a-480p.mp4': next to the upload, named after it and its short edge. */
export function renditionKey(videoKey: string, shortEdge: number): string {
  return `${videoKey.replace(/(-faststart)?\.mp4$/, '')}-${shortEdge}p.mp4`;
}

/** The column's JSON, smallest first; anything unreadable counts as none (the upload alone plays). */
export function parseRenditions(text: string | null | undefined): StoredRendition[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    const whole = (n: unknown) => Number.isInteger(n) && (n as number) > 0;
    const ok = value.every(
      (r: Partial<StoredRendition> | null) =>
        typeof r?.key === 'string' && whole(r.width) && whole(r.height) && whole(r.bitrate),
    );
    return ok
      ? (value as StoredRendition[]).map(({ key, width, height, bitrate }) => ({ key, width, height, bitrate }))
      : [];
  } catch {
    return [];
  }
}

export function formatRenditions(renditions: readonly StoredRendition[]): string | null {
  return renditions.length > 0 ? JSON.stringify(renditions) : null;
}

/** Every stored key of a video's renditions. */
export const renditionKeys = (row: { renditions: string | null }): string[] =>
  parseRenditions(row.renditions).map((r) => r.key);

/** The rungs `source` can fill (media/transcode.ts), smallest first; none below the smallest rung. */
export function ladderOf(source: { width: number; height: number; durationMs: number; sizeBytes: number }) {
  const seconds = Math.max(source.durationMs, 1) / 1000;
  return rungsFor({ ...source, bitrate: (source.sizeBytes * 8) / seconds });
}

/**
 * Encodes `rungs` of `source` in one run of ffmpeg (one decode), into files in `work`; each is
 * read back for its real size.
 */
export async function encodeRenditions(
  ffmpeg: string,
  source: { file: string; durationMs: number },
  rungs: readonly RenditionRung[],
  work: string,
  /** Told the share of the clip encoded so far, 0–1. */
  onProgress?: (fraction: number) => void,
): Promise<{ shortEdge: number; file: string; width: number; height: number; bitrate: number }[]> {
  if (rungs.length === 0) return [];
  const seconds = Math.max(source.durationMs, 1) / 1000;
  const outputs = rungs.map((rung) => ({ rung, file: path.join(work, `${rung.shortEdge}p.mp4`) }));
  const progress = onProgress && ((done: number) => onProgress(Math.min(1, done / seconds)));
  // Generous: a slow machine may take several times the clip's length; the job's lease is renewed meanwhile.
  await runTranscode(ffmpeg, transcodeArgs(source.file, outputs), Math.max(120_000, seconds * 20_000), progress);
  return Promise.all(
    outputs.map(async ({ rung, file }) => {
      const [info, stat] = await Promise.all([probeMp4(file), fs.stat(file)]);
      const bitrate = Math.round((stat.size * 8) / (Math.max(info.durationMs, 1) / 1000));
      return { shortEdge: rung.shortEdge, file, width: info.width, height: info.height, bitrate };
    }),
  );
}
