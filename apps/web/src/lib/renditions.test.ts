import type { Rendition } from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import { pickRendition, type ViewerConditions } from './renditions';

// A portrait clip's ladder, as the server makes it (smallest first).
const LADDER: Rendition[] = [
  { url: '/r/480.mp4', width: 480, height: 854, bitrate: 800_000 },
  { url: '/r/720.mp4', width: 720, height: 1280, bitrate: 2_000_000 },
  { url: '/r/1080.mp4', width: 1080, height: 1920, bitrate: 4_000_000 },
];
const phone: ViewerConditions = { boxWidth: 390, devicePixelRatio: 3, throughput: 50_000_000, saveData: false };
const pick = (viewer: Partial<ViewerConditions>) => pickRendition(LADDER, { ...phone, ...viewer })?.url;

describe('pickRendition', () => {
  it('takes the smallest rendition that fills the box at the screen density', () => {
    expect(pick({ devicePixelRatio: 2 })).toBe('/r/720.mp4'); // 780 px: 720 fills it to the eye
    expect(pick({ boxWidth: 300, devicePixelRatio: 1 })).toBe('/r/480.mp4');
    expect(pick({ boxWidth: 1200, devicePixelRatio: 1 })).toBe('/r/1080.mp4'); // a desktop's wide player
  });

  it('serves a screen denser than 2× as a 2× one', () => {
    expect(pick({})).toBe('/r/720.mp4'); // 390 × 3 would want 1080p; as 2×, 720p fills it
  });

  it('keeps within what the connection carries, with room to spare', () => {
    const desktop = { boxWidth: 1200, devicePixelRatio: 1 };
    expect(pick({ ...desktop, throughput: 9_000_000 })).toBe('/r/1080.mp4'); // 4 Mbit/s ≤ 60 % of 9
    expect(pick({ ...desktop, throughput: 5_000_000 })).toBe('/r/720.mp4');
    expect(pick({ throughput: 1_600_000 })).toBe('/r/480.mp4');
    // Slower than the smallest: the smallest all the same.
    expect(pick({ throughput: 300_000 })).toBe('/r/480.mp4');
  });

  it('assumes a middling connection until one is measured', () => {
    expect(pick({ throughput: null })).toBe('/r/480.mp4');
  });

  it('sends the smallest with Save-Data on', () => {
    expect(pick({ saveData: true, throughput: 100_000_000 })).toBe('/r/480.mp4');
  });

  it('leaves the original to play when there is no rendition', () => {
    expect(pickRendition([], phone)).toBeNull();
  });
});
