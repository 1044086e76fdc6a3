// In the contract, because the server writes the first poster's preload `sizes` from the same shapes.
import { MAX_MEDIA_HEIGHT } from '@promptreel/contract';

export { mediaAspectRatio as aspectRatioOf, MAX_MEDIA_HEIGHT } from '@promptreel/contract';

/**
 * A card's media height cap: the contract's, which in the list index.css lowers on a screen under
 * 900 px tall (`--list-media-max`), so a phone shows the first card's clap row without scrolling.
 */
export const CARD_MEDIA_MAX = {
  list: `var(--list-media-max, ${MAX_MEDIA_HEIGHT.list}px)`,
  grid: MAX_MEDIA_HEIGHT.grid,
};

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
