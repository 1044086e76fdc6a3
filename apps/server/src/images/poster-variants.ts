import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { ObjectExistsError, type Storage } from '../storage/storage.js';

/**
 * Widths of the poster's WebP copies. A card is drawn about 170–600 CSS px wide (grid on a phone to
 * the list on a computer), so at densities 1–2 these cover it without sending a phone the widest.
 * Posters are at most 720 px on their long side (media/ffmpeg.ts, the browser's poster), so 720
 * is the widest that can exist.
 */
export const POSTER_WIDTHS = [320, 480, 720] as const;

/**
 * On video frames WebP at 70 is about 40–60 % of the bytes of the JPEG poster (ffmpeg -q:v 4) at the
 * same width; on grain and static it gains little, and the poster may stay the better file.
 */
const WEBP_QUALITY = 70;

const LIMIT_INPUT_PIXELS = 40_000_000;

/** One size of a poster as stored: its key in the videos bucket and its pixel width. */
export interface StoredPosterVariant {
  key: string;
  width: number;
}

/**
 * The widths to make from a poster `sourceWidth` px wide: never wider than it (an upscale only adds
 * bytes), always one at its own width (up to 720) so even a small poster has a size in the srcset,
 * and no smaller target within 10 % of it (two near-equal files would save nothing).
 */
export function posterVariantWidths(sourceWidth: number): number[] {
  const widest = Math.min(Math.floor(sourceWidth), POSTER_WIDTHS.at(-1)!);
  if (widest < 1) return [];
  return [...POSTER_WIDTHS.filter((w) => w < widest * 0.9), widest];
}

/** 'a/thumbnails/1-x.jpg' → 'a/thumbnails/1-x-w320.webp': next to the poster, named after it. */
export function posterVariantKey(posterKey: string, width: number): string {
  const dot = posterKey.lastIndexOf('.');
  const stem = dot > posterKey.lastIndexOf('/') ? posterKey.slice(0, dot) : posterKey;
  return `${stem}-w${width}.webp`;
}

/** The column's JSON as sizes, narrowest first; anything unreadable counts as none (the poster alone). */
export function parsePosterVariants(text: string | null | undefined): StoredPosterVariant[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    const ok = value.every(
      (v: Partial<StoredPosterVariant> | null, i) =>
        typeof v?.key === 'string' &&
        Number.isInteger(v.width) &&
        v.width! > 0 &&
        (i === 0 || v.width! > (value[i - 1] as StoredPosterVariant).width),
    );
    return ok ? (value as StoredPosterVariant[]).map(({ key, width }) => ({ key, width })) : [];
  } catch {
    return [];
  }
}

export function formatPosterVariants(variants: readonly StoredPosterVariant[]): string | null {
  return variants.length > 0 ? JSON.stringify(variants.map(({ key, width }) => ({ key, width }))) : null;
}

/** Every stored key of a video's poster: the original and its WebP copies. */
export function posterKeys(row: { thumbnail_url: string | null; poster_variants: string | null }): string[] {
  if (!row.thumbnail_url) return [];
  const copies = parsePosterVariants(row.poster_variants).map((v) => v.key);
  return [...new Set([row.thumbnail_url, ...copies])];
}

/**
 * Makes and stores WebP copies of the poster stored at `posterKey` (its bytes or file in `input`)
 * and returns the poster's sizes for srcset. At the poster's own width the smaller file serves:
 * the WebP copy, or the poster itself (then nothing is stored for that width). A poster sharp cannot
 * read, or a failed write, leaves no copy behind and returns none: the original poster still serves.
 */
export async function storePosterVariants(
  storage: Storage,
  posterKey: string,
  input: Buffer | string,
): Promise<StoredPosterVariant[]> {
  const sizes: StoredPosterVariant[] = [];
  const stored: string[] = [];
  try {
    const { width: sourceWidth = 0 } = await sharp(input, { limitInputPixels: LIMIT_INPUT_PIXELS }).metadata();
    const sourceBytes = typeof input === 'string' ? (await fs.stat(input)).size : input.length;
    for (const width of posterVariantWidths(sourceWidth)) {
      const webp = await sharp(input, { limitInputPixels: LIMIT_INPUT_PIXELS })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      if (width === sourceWidth && webp.length >= sourceBytes) {
        sizes.push({ key: posterKey, width });
        continue;
      }
      const key = posterVariantKey(posterKey, width);
      // The key names the poster, so one already there was made from it by an earlier run of the
      // same job (a worker that died after storing it): it is kept, not made twice.
      const made = await storage.put('videos', key, Readable.from(webp), { contentType: 'image/webp' }).then(
        () => true,
        (err: unknown) => {
          if (err instanceof ObjectExistsError) return false;
          throw err;
        },
      );
      if (made) stored.push(key);
      sizes.push({ key, width });
    }
    return sizes;
  } catch {
    for (const key of stored) await storage.delete('videos', key).catch(() => undefined);
    return [];
  }
}
