import fs from 'node:fs/promises';
import { createFile, MP4BoxBuffer } from 'mp4box';

export interface Mp4Info {
  width: number;
  height: number;
  durationMs: number;
  /** The longest duration any header claims (movie or track), to bound what a forged header says. */
  claimedMs: number;
  codec: string;
  /** True when the index (moov) precedes the media data, so playback can start early. */
  fastStart: boolean;
}

export class NotMp4Error extends Error {
  override name = 'NotMp4Error';
}

// ISO-BMFF brands of MP4-family files a browser plays as video/mp4.
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'MSNV',
  'mmp4',
  'hvc1',
  'av01',
]);
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

export interface TopBox {
  type: string;
  start: number;
  size: number;
}

/**
 * Walks the top-level boxes, reading only their headers: every box must fit in the file and the
 * last must end exactly at its end — which is how a truncated upload shows itself.
 */
export async function topLevelBoxes(file: fs.FileHandle, fileSize: number): Promise<TopBox[]> {
  const boxes: TopBox[] = [];
  const header = Buffer.alloc(16);
  let offset = 0;
  while (offset < fileSize) {
    if (fileSize - offset < 8) throw new NotMp4Error('trailing bytes after the last box');
    await file.read(header, 0, 16, offset);
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) throw new NotMp4Error(`not a box at ${offset}`);
    if (size === 1) size = Number(header.readBigUInt64BE(8));
    else if (size === 0) size = fileSize - offset;
    if (size < 8 || offset + size > fileSize) throw new NotMp4Error(`box ${type} runs past the end (truncated)`);
    boxes.push({ type, start: offset, size });
    offset += size;
    if (boxes.length > 10_000) throw new NotMp4Error('too many boxes');
  }
  return boxes;
}

/** Reads ftyp and moov only (not the media data) and lets mp4box describe the tracks. */
async function describe(file: fs.FileHandle, ftyp: TopBox, moov: TopBox) {
  const iso = createFile();
  let info: Parameters<NonNullable<typeof iso.onReady>>[0] | undefined;
  let failure: string | undefined;
  iso.onReady = (movie) => {
    info = movie;
  };
  iso.onError = (_module: string, message: string) => {
    failure = message;
  };
  // mp4box parses a contiguous stream; the header boxes are handed over as if adjacent (the media
  // data in between is never read, and sample offsets do not matter for describing tracks).
  let position = 0;
  for (const box of [ftyp, moov]) {
    const bytes = Buffer.alloc(box.size);
    await file.read(bytes, 0, box.size, box.start);
    const ab = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    iso.appendBuffer(MP4BoxBuffer.fromArrayBuffer(ab, position));
    position += box.size;
  }
  iso.flush();
  if (!info) throw new NotMp4Error(failure ?? 'no movie header');
  return info;
}

/** Checks that a file on disk is an ISO-BMFF MP4 with a video track, and reads its size and duration. */
export async function probeMp4(path: string): Promise<Mp4Info> {
  const file = await fs.open(path, 'r');
  try {
    const { size } = await file.stat();
    const boxes = await topLevelBoxes(file, size);
    const ftyp = boxes[0];
    if (!ftyp || ftyp.type !== 'ftyp') throw new NotMp4Error('no ftyp box first');
    const brandBytes = Buffer.alloc(Math.min(ftyp.size - 8, 64));
    await file.read(brandBytes, 0, brandBytes.length, ftyp.start + 8);
    const brands = [brandBytes.toString('latin1', 0, 4)];
    for (let i = 8; i + 4 <= brandBytes.length; i += 4) brands.push(brandBytes.toString('latin1', i, i + 4));
    if (!brands.some((b) => MP4_BRANDS.has(b))) throw new NotMp4Error(`brands ${brands.join(',')} are not MP4`);
    const moov = boxes.find((b) => b.type === 'moov');
    const mdat = boxes.find((b) => b.type === 'mdat' || b.type === 'moof');
    if (!moov || !mdat) throw new NotMp4Error('no movie header or no media data');
    if (moov.size > MAX_MOOV_BYTES) throw new NotMp4Error('movie header too large');

    const info = await describe(file, ftyp, moov);
    const video = info.videoTracks[0];
    if (!video) throw new NotMp4Error('no video track');
    let width = video.video?.width ?? video.track_width;
    let height = video.video?.height ?? video.track_height;
    // A rotation of 90° or 270° in the track matrix swaps what the viewer sees.
    const [a = 0, b = 0] = Array.from(video.matrix as ArrayLike<number>);
    if (Math.abs(b) > Math.abs(a)) [width, height] = [height, width];
    if (!width || !height) throw new NotMp4Error('video track has no size');
    const msOf = (duration: number, timescale: number) => (timescale ? Math.round((duration / timescale) * 1000) : 0);
    const durationMs = msOf(info.duration, info.timescale);
    const claimedMs = Math.max(
      durationMs,
      ...info.tracks.flatMap((t) => [msOf(t.duration, t.timescale), msOf(t.movie_duration, t.movie_timescale)]),
    );
    return { width, height, durationMs, claimedMs, codec: video.codec, fastStart: moov.start < mdat.start };
  } finally {
    await file.close();
  }
}
