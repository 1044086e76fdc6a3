import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { UPLOADED_VIDEO_HEADER, uploadedVideoIdOf } from '@promptreel/contract';
import { QUICK_POLL } from './fixtures';

// Real MP4s made with ffmpeg for the upload and video-page specs, and an upload over tus through
// the page's own session (as the upload form does) for tests that only need a video to exist.

export const MEDIA_DIR = path.resolve(`test-results/e2e-media-${process.env.E2E_PORT ?? 3100}`);

function ensureDir(): void {
  fs.mkdirSync(MEDIA_DIR, { recursive: true });
}

/** testsrc2 in H.264, index at the front (so the server keeps the bytes as they are). */
export function makeMp4(
  name: string,
  {
    width = 640,
    height = 360,
    seconds = 3,
    bitrate,
  }: { width?: number; height?: number; seconds?: number; bitrate?: string } = {},
): string {
  ensureDir();
  const file = path.join(MEDIA_DIR, name);
  if (!fs.existsSync(file)) {
    const testPattern = ['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=25`, '-t', String(seconds)];
    const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'];
    const constantRate = bitrate
      ? ['-b:v', bitrate, '-minrate', bitrate, '-maxrate', bitrate, '-bufsize', bitrate]
      : [];
    execFileSync('ffmpeg', ['-v', 'error', '-y', ...testPattern, ...h264, ...constantRate, file]);
  }
  return file;
}

/**
 * A copy of `source` named `name`, carrying these metadata tags by name (mdta keys), as ComfyUI's
 * video save node writes its 'prompt' and 'workflow'.
 */
export function withTags(source: string, name: string, tags: Record<string, string>): string {
  const file = path.join(MEDIA_DIR, name);
  const meta = `${file}.txt`;
  const escape = (value: string) => value.replace(/[\\=;#\n]/g, (c) => `\\${c}`);
  fs.writeFileSync(
    meta,
    `;FFMETADATA1\n${Object.entries(tags)
      .map(([k, v]) => `${k}=${escape(v)}\n`)
      .join('')}`,
  );
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-i', source, '-i', meta, '-map', '0', '-map_metadata', '1', '-c', 'copy'],
    ...['-movflags', '+faststart+use_metadata_tags', file],
  ]);
  return file;
}

/** A real MP4 followed by a trailing 'free' box of random bytes, `size` bytes in all. */
export function paddedMp4(name: string, size: number): string {
  ensureDir();
  const file = path.join(MEDIA_DIR, name);
  if (!fs.existsSync(file) || fs.statSync(file).size !== size) {
    const source = fs.readFileSync(makeMp4('pad-source.mp4', { width: 1280, height: 720, seconds: 4 }));
    const free = size - source.length;
    const header = Buffer.alloc(8);
    header.writeUInt32BE(free, 0);
    header.write('free', 4, 'latin1');
    // Random, so nothing on the way can compress it.
    fs.writeFileSync(file, Buffer.concat([source, header, Buffer.from(cryptoRandom(free - 8))]));
  }
  return file;
}

function cryptoRandom(length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let offset = 0; offset < length; offset += 65536) {
    globalThis.crypto.getRandomValues(out.subarray(offset, Math.min(length, offset + 65536)));
  }
  return out;
}

/** A text file wearing an .mp4 name: the browser calls it video/mp4, its bytes say otherwise. */
export function fakeMp4(): string {
  ensureDir();
  const file = path.join(MEDIA_DIR, 'not-a-video.mp4');
  fs.writeFileSync(file, 'This is a text file wearing an .mp4 costume. '.repeat(50));
  return file;
}

/** A real MP4 start, stretched (sparsely) to 101 MB. */
export function oversizeMp4(): string {
  ensureDir();
  const file = path.join(MEDIA_DIR, 'oversize.mp4');
  if (!fs.existsSync(file)) {
    fs.copyFileSync(makeMp4('small.mp4'), file);
    fs.truncateSync(file, 101 * 1024 * 1024);
  }
  return file;
}

export interface Catalogues {
  platforms: { id: number; label: string; slug: string }[];
  categories: { id: number; label: string; slug: string; emoji: string }[];
}

export async function catalogues(page: Page): Promise<Catalogues> {
  const res = await page.request.get('/api/catalogues');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Catalogues;
}

export interface UploadedVideo {
  id: number;
  title: string;
  prompt: string | null;
  platform: string;
  categoryLabel: string | null;
  publicUrl: string | null;
  posterUrl: string | null;
  viewsCount: number;
  views: string;
  sizeBytes: number | null;
  processing: boolean;
}

export async function getVideo(page: Page, id: number): Promise<UploadedVideo> {
  const res = await page.request.get(`/api/videos/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as UploadedVideo;
}

/** An upload's details; `more` is the rest of its metadata (contract uploadMetadataSchema), e.g. visibility. */
export interface UploadDetails {
  title: string;
  prompt?: string;
  description?: string;
  more?: Record<string, string>;
}

/**
 * Uploads `file` over tus (create, then one PATCH) as the page's signed-in user; returns the video
 * once its processing job has run (until then it is its owner's alone: feeds and visitors lack it).
 */
export async function uploadViaApi(page: Page, file: string, details: UploadDetails): Promise<UploadedVideo> {
  const id = await startUploadViaApi(page, file, details);
  await expect
    .poll(async () => (await getVideo(page, id)).processing, {
      timeout: 30_000,
      intervals: QUICK_POLL,
      message: 'processing ended',
    })
    .toBe(false);
  return getVideo(page, id);
}

/** Uploads `file` and answers the new video's id at once, while its processing job still runs. */
export async function startUploadViaApi(page: Page, file: string, details: UploadDetails): Promise<number> {
  const { platforms, categories } = await catalogues(page);
  const origin = new URL(page.url()).origin;
  const bytes = fs.readFileSync(file);
  const metadata: Record<string, string> = {
    title: details.title,
    description: details.description ?? '',
    prompt: details.prompt ?? '',
    platformId: String(platforms[0]!.id),
    categoryId: String(categories[0]!.id),
    filename: path.basename(file),
    filetype: 'video/mp4',
    ...details.more,
  };
  const tus = { 'Tus-Resumable': '1.0.0', Origin: origin };
  const created = await page.request.post('/api/uploads', {
    headers: {
      ...tus,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': Object.entries(metadata)
        .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
        .join(','),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = new URL(created.headers()['location']!, origin).pathname;
  const finished = await page.request.patch(location, {
    headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    data: bytes,
  });
  // tus 1.0: the final PATCH answers 204; the new video's address comes in a header.
  expect(finished.status(), await finished.text()).toBe(204);
  const id = uploadedVideoIdOf(finished.headers()[UPLOADED_VIDEO_HEADER.toLowerCase()]);
  expect(id).not.toBeNull();
  return id!;
}
