import { describe, expect, it } from 'vitest';
import { orientationOf } from './orientation.js';

describe('orientationOf', () => {
  it.each([
    [1080, 1920, 'portrait'],
    [1920, 1080, 'landscape'],
    [1000, 1000, 'square'],
    [950, 1000, 'square'],
    [1050, 1000, 'square'],
    [949, 1000, 'portrait'],
    [1051, 1000, 'landscape'],
    [0, 100, null],
  ])('%i×%i → %s', (w, h, o) => expect(orientationOf(w, h)).toBe(o));
});
