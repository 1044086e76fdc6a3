import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-media-'));

/** A real H.264 MP4 made by ffmpeg (cached per shape for the test run). */
export function makeMp4(width: number, height: number, opts: { seconds?: number; faststart?: boolean } = {}): string {
  const seconds = opts.seconds ?? 1;
  const faststart = opts.faststart ?? true;
  const file = path.join(mediaDir, `${width}x${height}-${seconds}s${faststart ? '-fs' : ''}.mp4`);
  if (!fs.existsSync(file)) {
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${width}x${height}:rate=10`,
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-preset',
      'ultrafast',
      ...(faststart ? ['-movflags', '+faststart'] : []),
      file,
    ]);
  }
  return file;
}

/** A valid MP4 padded with a trailing 'free' box to exactly `size` bytes. */
export function paddedMp4(size: number): string {
  const source = fs.readFileSync(makeMp4(160, 90));
  const file = path.join(mediaDir, `padded-${size}.mp4`);
  if (!fs.existsSync(file)) {
    const fd = fs.openSync(file, 'w');
    fs.writeSync(fd, source);
    const free = size - source.length;
    const header = Buffer.alloc(8);
    header.writeUInt32BE(free, 0);
    header.write('free', 4, 'latin1');
    fs.writeSync(fd, header);
    fs.ftruncateSync(fd, size);
    fs.closeSync(fd);
  }
  return file;
}

export function fakeMp4(): string {
  const file = path.join(mediaDir, 'not-a-video.mp4');
  fs.writeFileSync(file, 'This is a text file wearing an .mp4 costume. '.repeat(200));
  return file;
}

export function truncatedMp4(): string {
  const file = path.join(mediaDir, 'truncated.mp4');
  const whole = fs.readFileSync(makeMp4(320, 180, { seconds: 2 }));
  fs.writeFileSync(file, whole.subarray(0, Math.floor(whole.length * 0.6)));
  return file;
}

/**
 * A clip as AI tools export them: moving pictures at a high bit rate with mono sound, so a
 * rendition has rate to cut and sound to make stereo. Cached per shape for the test run.
 */
export function makeClip(width: number, height: number, opts: { seconds: number; bitrate: string }): string {
  const file = path.join(mediaDir, `clip-${width}x${height}-${opts.seconds}s-${opts.bitrate}.mp4`);
  if (fs.existsSync(file)) return file;
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=30`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100', '-t', String(opts.seconds)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-b:v', opts.bitrate],
    ...['-c:a', 'aac', '-ac', '1', '-shortest', file],
  ]);
  return file;
}

/** What ffprobe reads of a file's streams: codec, profile, size, pixel format, channels, rate. */
export function probeStreams(file: string) {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]);
  const json = JSON.parse(out.toString()) as {
    streams: {
      codec_type: string;
      codec_name: string;
      profile?: string;
      width?: number;
      height?: number;
      pix_fmt?: string;
      channels?: number;
      sample_rate?: string;
    }[];
    format: { bit_rate: string; duration: string };
  };
  return {
    video: json.streams.find((s) => s.codec_type === 'video'),
    audio: json.streams.find((s) => s.codec_type === 'audio'),
    bitrate: Number(json.format.bit_rate),
  };
}

/** The offset of a box type's four letters inside an MP4 (the first occurrence from `from`). */
export function boxAt(bytes: Buffer, type: string, from = 0): number {
  const at = bytes.indexOf(type, from, 'latin1');
  if (at < 4) throw new Error(`no ${type} box`);
  return at;
}

/** A real MP4 whose media data (every byte inside 'mdat') is noise: the boxes and index are intact. */
export function corruptedFramesMp4(): string {
  const bytes = fs.readFileSync(makeMp4(160, 90));
  const mdat = boxAt(bytes, 'mdat');
  const size = bytes.readUInt32BE(mdat - 4);
  let seed = 12345;
  for (let i = mdat + 4; i < mdat - 4 + size; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = seed >> 16;
  }
  const file = path.join(mediaDir, 'corrupted-frames.mp4');
  fs.writeFileSync(file, bytes);
  return file;
}

/** `bytes` with a 'free' box of `size` bytes inserted at `at` (a box boundary), written to `name`. */
export function withFreeBox(bytes: Buffer, at: number, size: number, name: string): string {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(size, 0);
  header.write('free', 4, 'latin1');
  const file = path.join(mediaDir, name);
  fs.writeFileSync(file, Buffer.concat([bytes.subarray(0, at), header, Buffer.alloc(size - 8), bytes.subarray(at)]));
  return file;
}

let tagged = 0;
/** A value in ffmpeg's metadata file, escaped as its format asks. */
const escapeMeta = (value: string) => value.replace(/[\\=;#\n]/g, (c) => `\\${c}`);

/**
 * A copy of `source` carrying these metadata tags, written by ffmpeg as a generator's save node does:
 * by name in mdta keys (ComfyUI's own, `-movflags use_metadata_tags`), or, with `keys: false`, as
 * ffmpeg's standard tags only (VideoHelperSuite's `comment`). The tags go through a metadata file,
 * as VideoHelperSuite's do, so a value may be megabytes long.
 */
export function withTags(source: string, tags: Record<string, string>, { keys = true } = {}): string {
  const file = path.join(mediaDir, `tagged-${++tagged}.mp4`);
  const meta = `${file}.txt`;
  fs.writeFileSync(
    meta,
    `;FFMETADATA1\n${Object.entries(tags)
      .map(([k, v]) => `${k}=${escapeMeta(v)}\n`)
      .join('')}`,
  );
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-i',
    source,
    '-i',
    meta,
    '-map',
    '0',
    '-map_metadata',
    '1',
    '-c',
    'copy',
    '-movflags',
    keys ? '+faststart+use_metadata_tags' : '+faststart',
    file,
  ]);
  return file;
}

/** The file's metadata boxes as the upload form cuts them: its moov with only 'udta' and 'meta'. */
export function metadataBoxesOf(file: string): Buffer {
  const bytes = fs.readFileSync(file);
  const boxes = (start: number, end: number) => {
    const found: { type: string; start: number; size: number }[] = [];
    for (let at = start; at + 8 <= end;) {
      const size = bytes.readUInt32BE(at);
      found.push({ type: bytes.toString('latin1', at + 4, at + 8), start: at, size });
      at += size;
    }
    return found;
  };
  const moov = boxes(0, bytes.length).find((b) => b.type === 'moov')!;
  const parts = boxes(moov.start + 8, moov.start + moov.size)
    .filter((b) => b.type === 'udta' || b.type === 'meta')
    .map((b) => bytes.subarray(b.start, b.start + b.size));
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + parts.reduce((n, p) => n + p.length, 0));
  head.write('moov', 4, 'latin1');
  return Buffer.concat([head, ...parts]);
}
