import { describe, expect, it } from 'vitest';
import {
  CARD_FRAMES,
  mediaAspectRatio,
  playerPosterUrl,
  posterSizes,
  posterSlotWidth,
  posterSrcSet,
  type CardFrame,
} from './poster-sizes.js';

const variants = [
  { url: '/media/videos/a/thumbnails/1-x-w320.webp', width: 320 },
  { url: '/media/videos/a/thumbnails/1-x-w480.webp', width: 480 },
  { url: '/media/videos/a/thumbnails/1-x-w720.webp', width: 720 },
];

/**
 * What a browser makes of `sizes` at one viewport width: the first entry whose (min-width) matches,
 * its calc() worked out. Only the forms posterSizes writes.
 */
function evaluateSizes(sizes: string, viewportWidth: number): number {
  for (const entry of sizes.split(', ')) {
    const m = /^(?:\(min-width: (\d+)px\) )?(.+)$/.exec(entry)!;
    if (m[1] && viewportWidth < Number(m[1])) continue;
    const value = m[2]!;
    const fixed = /^([\d.]+)px$/.exec(value);
    if (fixed) return Number(fixed[1]);
    const calc = /^calc\(\(?100vw - (\d+)px\)?(?: \/ (\d+))?\)$/.exec(value)!;
    return (viewportWidth - Number(calc[1])) / Number(calc[2] ?? 1);
  }
  throw new Error(`no entry of ${sizes} matches ${viewportWidth}`);
}

describe('poster srcset', () => {
  it('lists every WebP copy with its width, and nothing without copies', () => {
    expect(posterSrcSet(variants)).toBe(
      '/media/videos/a/thumbnails/1-x-w320.webp 320w, /media/videos/a/thumbnails/1-x-w480.webp 480w, ' +
        '/media/videos/a/thumbnails/1-x-w720.webp 720w',
    );
    expect(posterSrcSet([])).toBeUndefined();
  });

  it('gives the player the widest copy, or the original poster when there is none', () => {
    expect(playerPosterUrl({ posterUrl: '/p.jpg', posterVariants: variants })).toBe(variants[2]!.url);
    expect(playerPosterUrl({ posterUrl: '/p.jpg', posterVariants: [] })).toBe('/p.jpg');
    expect(playerPosterUrl({ posterUrl: null, posterVariants: [] })).toBeNull();
  });
});

describe('poster sizes', () => {
  const landscape = 16 / 9;
  const portrait = mediaAspectRatio({ width: 180, height: 320, orientation: 'portrait' });

  it('says the feed list draws a wide poster across the column up to 600 px', () => {
    expect(posterSizes(CARD_FRAMES.feedList, landscape)).toBe('(min-width: 632px) 600px, calc(100vw - 32px)');
  });

  it('says a tall poster in the list stops growing at its height cap (559 px high)', () => {
    expect(posterSizes(CARD_FRAMES.feedList, portrait)).toBe('(min-width: 347px) 314.44px, calc(100vw - 32px)');
  });

  it('follows the grid from two to five columns, and stops at the page width', () => {
    expect(posterSizes(CARD_FRAMES.feedGrid, landscape)).toBe(
      '(min-width: 1536px) 291.2px, (min-width: 1280px) calc((100vw - 80px) / 5), ' +
        '(min-width: 1024px) calc((100vw - 68px) / 4), (min-width: 640px) calc((100vw - 56px) / 3), ' +
        'calc((100vw - 44px) / 2)',
    );
    expect(posterSizes(CARD_FRAMES.profileGrid, landscape)).toBe(
      '(min-width: 1280px) 134.4px, (min-width: 1024px) 171px, (min-width: 752px) 232px, ' +
        '(min-width: 640px) calc((100vw - 56px) / 3), calc((100vw - 44px) / 2)',
    );
  });

  it('means the drawn width at every viewport width, for every frame and shape', () => {
    const frames: CardFrame[] = Object.values(CARD_FRAMES);
    for (const frame of frames) {
      for (const ratio of [landscape, 1, portrait, 0.3]) {
        const sizes = posterSizes(frame, ratio);
        for (let v = 320; v <= 2000; v += 7) {
          // The cut-over widths are rounded up to whole pixels: at most a pixel's difference.
          expect(evaluateSizes(sizes, v), `${sizes} at ${v}`).toBeCloseTo(posterSlotWidth(frame, ratio, v), 0);
        }
      }
    }
  });

  it('draws the first card of a 390 px phone 358 px wide (626.5 device pixels at density 1.75)', () => {
    expect(posterSlotWidth(CARD_FRAMES.feedList, landscape, 390) * 1.75).toBe(626.5);
  });
});
