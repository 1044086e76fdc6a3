import type { Rendition } from '@promptreel/contract';
import { useState, type RefObject } from 'react';
import { sourceFor } from '../../../lib/renditions';

/**
 * The file a card plays: chosen as it starts playing, by the box's width and the connection then
 * (lib/renditions.ts), and kept while it plays, so a switch happens between clips, never mid-clip.
 */
export function useChosenSource(
  playing: boolean,
  original: string | null,
  renditions: readonly Rendition[],
  box: RefObject<HTMLElement | null>,
): string | undefined {
  const [source, setSource] = useState<string | null>(null);
  // Derived while rendering (React's pattern for state that follows a prop), so the <video> is
  // created with its source rather than given one a render later.
  if (playing && source === null && original) setSource(sourceFor(original, renditions, box.current?.clientWidth ?? 0));
  if (!playing && source !== null) setSource(null);
  return source ?? undefined;
}
