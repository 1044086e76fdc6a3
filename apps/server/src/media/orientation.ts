import { LIMITS, type Orientation } from '@promptreel/contract';

/** Aspect ratio 0.95 to 1.05 counts as square; without usable dimensions the orientation stays null. */
export function orientationOf(width: number, height: number): Orientation | null {
  if (!(width > 0 && height > 0)) return null;
  const ratio = width / height;
  if (ratio >= LIMITS.squareMinRatio && ratio <= LIMITS.squareMaxRatio) return 'square';
  return ratio > 1 ? 'landscape' : 'portrait';
}
