import type { Orientation } from '@promptreel/contract';

const RATIO: Record<Orientation, number> = { portrait: 9 / 16, landscape: 16 / 9, square: 1 };

/** Width ÷ height of a video: from its real size when known, else from its orientation, else 16:9. */
export function aspectRatioOf(video: {
  width: number | null;
  height: number | null;
  orientation: Orientation | null;
}): number {
  if (video.width && video.height && video.width > 0 && video.height > 0) return video.width / video.height;
  return video.orientation ? RATIO[video.orientation] : RATIO.landscape;
}

/** Spec section 9: portrait cards are capped at 559 px high in the list, 600 px in the grid. */
export const MAX_MEDIA_HEIGHT = { list: 559, grid: 600 } as const;

/**
 * CSS for a box that keeps the video's shape before anything loads: the full column width,
 * unless that would be taller than `maxHeight`, in which case it narrows and stays centred.
 */
export function mediaBoxStyle(ratio: number, maxHeight: number | string): { aspectRatio: string; width: string } {
  const cap =
    typeof maxHeight === 'number'
      ? `${Math.round(maxHeight * ratio * 100) / 100}px`
      : `calc(${maxHeight} * ${ratio.toFixed(4)})`;
  return { aspectRatio: `${ratio.toFixed(4)}`, width: `min(100%, ${cap})` };
}
