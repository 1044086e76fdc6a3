import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../storage/local-storage.js';
import {
  formatPosterVariants,
  parsePosterVariants,
  posterKeys,
  posterVariantKey,
  posterVariantWidths,
  storePosterVariants,
} from './poster-variants.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-posters-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('poster variants', () => {
  it('makes 320, 480 and 720 from a 720 px poster, never wider than the poster, always one at its width', () => {
    expect(posterVariantWidths(720)).toEqual([320, 480, 720]);
    expect(posterVariantWidths(1080)).toEqual([320, 480, 720]);
    // A portrait poster scaled to fit 720 px high.
    expect(posterVariantWidths(405)).toEqual([320, 405]);
    expect(posterVariantWidths(320)).toEqual([320]);
    expect(posterVariantWidths(180)).toEqual([180]);
    // 480 is within 10 % of 500: one file would do for both.
    expect(posterVariantWidths(500)).toEqual([320, 500]);
    expect(posterVariantWidths(0)).toEqual([]);
  });

  it('stores each copy next to the poster, named after it, and lists every key for deletion', () => {
    expect(posterVariantKey('u1/thumbnails/17-neon-koi.jpg', 320)).toBe('u1/thumbnails/17-neon-koi-w320.webp');
    expect(posterVariantKey('u1/thumbnails/17-neon-koi', 480)).toBe('u1/thumbnails/17-neon-koi-w480.webp');
    const variants = formatPosterVariants([
      { key: 'u1/thumbnails/1-a-w320.webp', width: 320 },
      { key: 'u1/thumbnails/1-a.jpg', width: 405 },
    ]);
    expect(posterKeys({ thumbnail_url: 'u1/thumbnails/1-a.jpg', poster_variants: variants })).toEqual([
      'u1/thumbnails/1-a.jpg',
      'u1/thumbnails/1-a-w320.webp',
    ]);
    expect(posterKeys({ thumbnail_url: 'u1/thumbnails/1-a.jpg', poster_variants: null })).toEqual([
      'u1/thumbnails/1-a.jpg',
    ]);
    expect(posterKeys({ thumbnail_url: null, poster_variants: null })).toEqual([]);
  });

  it('reads the column back, and treats anything unreadable as no sizes', () => {
    const sizes = [
      { key: 'a-w320.webp', width: 320 },
      { key: 'a-w480.webp', width: 480 },
    ];
    expect(parsePosterVariants(formatPosterVariants(sizes))).toEqual(sizes);
    expect(formatPosterVariants([])).toBeNull();
    for (const bad of [null, '', 'not json', '{}', '[{"key":"a","width":-1}]', '[{"key":1,"width":320}]']) {
      expect(parsePosterVariants(bad), String(bad)).toEqual([]);
    }
    // Narrowest first, or srcset and the player's choice would be wrong.
    expect(parsePosterVariants(JSON.stringify([...sizes].reverse()))).toEqual([]);
  });
});

describe('storing the poster variants', () => {
  const storage = new LocalStorage(root);
  /** A smooth picture, as video frames mostly are: WebP beats the JPEG at every width. */
  const smooth = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#203040' } })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
              `<linearGradient id="g"><stop offset="0" stop-color="#f80"/><stop offset="1" stop-color="#08f"/></linearGradient>` +
              `</defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="40%" cy="50%" r="30%" fill="#fe3"/></svg>`,
          ),
        },
      ])
      .jpeg({ quality: 80 })
      .toBuffer();
  /** Static: every pixel random, where WebP gains nothing over a JPEG. */
  const grain = (width: number, height: number) =>
    sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width, height, channels: 3 },
    })
      .jpeg({ quality: 60 })
      .toBuffer();

  it('stores smaller WebP copies at 320, 480 and 720 px of a 720 px poster', async () => {
    const poster = await smooth(720, 405);
    const sizes = await storePosterVariants(storage, 'u/thumbnails/1-smooth.jpg', poster);
    expect(sizes).toEqual([320, 480, 720].map((width) => ({ key: `u/thumbnails/1-smooth-w${width}.webp`, width })));
    for (const { key, width } of sizes) {
      const bytes = fs.readFileSync(path.join(root, 'videos', key));
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width });
    }
    expect(fs.statSync(path.join(root, 'videos/u/thumbnails/1-smooth-w720.webp')).size).toBeLessThan(poster.length);
  });

  it('keeps the poster itself at its own width when its WebP copy would not be smaller', async () => {
    const poster = await grain(400, 300);
    const sizes = await storePosterVariants(storage, 'u/thumbnails/2-grain.jpg', poster);
    expect(sizes.at(-1)).toEqual({ key: 'u/thumbnails/2-grain.jpg', width: 400 });
    expect(fs.existsSync(path.join(root, 'videos/u/thumbnails/2-grain-w400.webp'))).toBe(false);
    // The narrower copy is a quarter of the pixels: smaller whatever the picture.
    expect(sizes[0]).toEqual({ key: 'u/thumbnails/2-grain-w320.webp', width: 320 });
  });

  it('stores nothing for bytes that are no image', async () => {
    expect(await storePosterVariants(storage, 'u/thumbnails/3-bad.jpg', Buffer.from('not an image'))).toEqual([]);
    expect(fs.existsSync(path.join(root, 'videos/u/thumbnails/3-bad-w320.webp'))).toBe(false);
  });
});
