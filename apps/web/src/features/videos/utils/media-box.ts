// In the contract, because the server writes the first poster's preload `sizes` from the same shapes.
export { mediaAspectRatio as aspectRatioOf, MAX_MEDIA_HEIGHT } from '@promptreel/contract';

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
