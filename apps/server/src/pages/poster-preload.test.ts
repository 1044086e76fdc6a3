import { CARD_FRAMES, type VideoCard, type VideoDetail } from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import { cardPosterPreload, playerPosterPreload, withFirstLoad } from './share-tags.js';

const INDEX =
  '<html><head><title>x</title>\n    <script type="module" src="/assets/index.js"></script></head><body></body></html>';

const variants = [
  { url: '/media/videos/u/thumbnails/1-a-w320.webp', width: 320 },
  { url: '/media/videos/u/thumbnails/1-a-w480.webp', width: 480 },
  { url: '/media/videos/u/thumbnails/1-a-w720.webp', width: 720 },
];
const card = (over: Partial<VideoCard> = {}) =>
  ({
    posterUrl: '/media/videos/u/thumbnails/1-a.jpg',
    posterVariants: variants,
    width: 1280,
    height: 720,
    orientation: 'landscape',
    ...over,
  }) as VideoCard;

describe("the first poster's preload", () => {
  it("names a card's srcset and the sizes its list draws it at, and no href", () => {
    const poster = cardPosterPreload(card(), CARD_FRAMES.feedList);
    expect(poster).toEqual({
      srcSet:
        '/media/videos/u/thumbnails/1-a-w320.webp 320w, /media/videos/u/thumbnails/1-a-w480.webp 480w, ' +
        '/media/videos/u/thumbnails/1-a-w720.webp 720w',
      sizes: '(min-width: 632px) 600px, calc(100vw - 32px)',
    });
    const html = withFirstLoad(INDEX, { poster, data: null });
    expect(html).toContain(
      '<link rel="preload" as="image" imagesrcset="/media/videos/u/thumbnails/1-a-w320.webp 320w, ' +
        '/media/videos/u/thumbnails/1-a-w480.webp 480w, /media/videos/u/thumbnails/1-a-w720.webp 720w" ' +
        'imagesizes="(min-width: 632px) 600px, calc(100vw - 32px)" fetchpriority="high">',
    );
    // Ahead of the app's script, so the preload scanner asks for it first.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('uses the sizes of the frame the page draws its cards in', () => {
    const poster = cardPosterPreload(
      card({ width: 180, height: 320, orientation: 'portrait' }),
      CARD_FRAMES.profileGrid,
    );
    expect(poster && 'sizes' in poster ? poster.sizes : null).toBe(
      '(min-width: 1280px) 134.4px, (min-width: 1024px) 171px, (min-width: 752px) 232px, ' +
        '(min-width: 640px) calc((100vw - 56px) / 3), calc((100vw - 44px) / 2)',
    );
  });

  it('falls back to the poster itself for a video from before the copies, and to nothing without a poster', () => {
    expect(cardPosterPreload(card({ posterVariants: [] }), CARD_FRAMES.feedList)).toEqual({
      href: '/media/videos/u/thumbnails/1-a.jpg',
    });
    expect(cardPosterPreload(card({ posterUrl: null, posterVariants: [] }), CARD_FRAMES.feedList)).toBeNull();
    expect(cardPosterPreload(undefined, CARD_FRAMES.feedList)).toBeNull();
    expect(withFirstLoad(INDEX, { poster: null, data: null })).toBe(INDEX);
  });

  it("preloads the video page's one player poster: the widest copy, or the poster", () => {
    const detail = (over: Partial<VideoDetail>) => ({ ...card(), ...over }) as VideoDetail;
    expect(playerPosterPreload(detail({}))).toEqual({ href: '/media/videos/u/thumbnails/1-a-w720.webp' });
    expect(playerPosterPreload(detail({ posterVariants: [] }))).toEqual({ href: '/media/videos/u/thumbnails/1-a.jpg' });
    expect(withFirstLoad(INDEX, { poster: { href: '/a&b.webp' }, data: null })).toContain(
      '<link rel="preload" as="image" href="/a&amp;b.webp" fetchpriority="high">',
    );
  });
});
