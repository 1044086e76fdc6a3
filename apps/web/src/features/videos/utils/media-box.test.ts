import { describe, expect, it } from 'vitest';
import { aspectRatioOf, CARD_MEDIA_MAX, mediaBoxStyle } from './media-box';

describe('aspectRatioOf', () => {
  it('prefers the real size', () => {
    expect(aspectRatioOf({ width: 320, height: 180, orientation: 'portrait' })).toBeCloseTo(16 / 9);
  });

  it('falls back to the orientation, then 16:9', () => {
    expect(aspectRatioOf({ width: null, height: null, orientation: 'portrait' })).toBeCloseTo(9 / 16);
    expect(aspectRatioOf({ width: null, height: null, orientation: 'square' })).toBe(1);
    expect(aspectRatioOf({ width: 0, height: 0, orientation: null })).toBeCloseTo(16 / 9);
  });
});

describe('mediaBoxStyle', () => {
  it('caps a portrait box at 559 px high by narrowing it', () => {
    expect(mediaBoxStyle(9 / 16, 559)).toEqual({ aspectRatio: '0.5625', width: 'min(100%, 314.44px)' });
  });

  it('accepts a CSS length cap', () => {
    expect(mediaBoxStyle(1, '70vh').width).toBe('min(100%, calc(70vh * 1.0000))');
  });
});

describe('CARD_MEDIA_MAX', () => {
  it("is the list's CSS cap (lowered on short screens by index.css) and the grid's 600 px", () => {
    expect(CARD_MEDIA_MAX.list).toBe('var(--list-media-max, 559px)');
    expect(mediaBoxStyle(9 / 16, CARD_MEDIA_MAX.list).width).toBe(
      'min(100%, calc(var(--list-media-max, 559px) * 0.5625))',
    );
    expect(CARD_MEDIA_MAX.grid).toBe(600);
  });
});
