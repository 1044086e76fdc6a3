import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { posterBox, readsAsImage, sniffImageType } from './poster-image.js';

describe('an uploaded poster image', () => {
  it('is typed by its first bytes, not its name', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } });
    expect(sniffImageType(await base.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await base.clone().png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await base.clone().webp().toBuffer())).toBe('image/webp');
    expect(sniffImageType(await base.clone().gif().toBuffer())).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF0000WAVE'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it('must have a header sharp reads as that type', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    expect(await readsAsImage(png, 'image/png')).toBe(true);
    expect(await readsAsImage(Buffer.concat([png.subarray(0, 8), Buffer.alloc(64)]), 'image/png')).toBe(false);
  });

  it("is cropped to the video's shape, at most 720 px on its long side, never enlarged", () => {
    expect(posterBox(400, 400, 16 / 9)).toEqual({ width: 400, height: 225 });
    expect(posterBox(400, 400, 9 / 16)).toEqual({ width: 225, height: 400 });
    expect(posterBox(4000, 3000, 16 / 9)).toEqual({ width: 720, height: 405 });
    expect(posterBox(1000, 3000, 9 / 16)).toEqual({ width: 405, height: 720 });
    expect(posterBox(100, 50, 1)).toEqual({ width: 50, height: 50 });
  });
});
