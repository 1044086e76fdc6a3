import type { Rendition } from '@promptreel/contract';
import { useEffect, type RefObject } from 'react';
import { pageSettled } from '../../../lib/page-settled';
import { pickRendition, viewerConditions } from '../../../lib/renditions';
import { connection } from '../../../lib/throughput';
import { MOBILE_QUERY } from '../../../lib/use-media-query';

/** Files whose start is already here (or on its way), so scrolling back never fetches it twice. */
const warmed = new Set<string>();

/** The first 1.5 s of a rendition and its index (at the front: fast start), at most 1 MiB. */
const startBytes = (r: Rendition | null) =>
  Math.min(1 << 20, Math.round(((r?.bitrate ?? 4_000_000) / 8) * 1.5) + 65_536);

/**
 * Fetches the start of a card's video while the card is still a screen away, by Range, into the
 * HTTP cache (media answers are immutable there), so a tap or the autoplay starts from bytes
 * already here, once the page has settled. The same rendition is chosen as the player (on a phone, the viewer) will. Not with Save-Data or on
 * 2G: their viewers pay for bytes they may never watch.
 */
export function useWarmStart(
  box: RefObject<HTMLElement | null>,
  original: string | null,
  renditions: readonly Rendition[],
) {
  useEffect(() => {
    const element = box.current;
    if (!element || !original || typeof IntersectionObserver === 'undefined') return;
    const link = connection();
    if (link?.saveData || link?.effectiveType?.endsWith('2g')) return;
    let observer: IntersectionObserver | null = null;
    let stopped = false;
    const watch = () => {
      if (stopped) return;
      observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry?.isIntersecting) return;
          observer?.disconnect();
          // A phone's tap opens the full-screen viewer, which chooses by the screen's width.
          const width = matchMedia(MOBILE_QUERY).matches ? innerWidth : element.clientWidth;
          const chosen = pickRendition(renditions, viewerConditions(width));
          const url = chosen?.url ?? original;
          if (warmed.has(url)) return;
          warmed.add(url);
          const headers = { Range: `bytes=0-${startBytes(chosen) - 1}` };
          void fetch(url, { headers, priority: 'low' } as RequestInit)
            .then((r) => r.arrayBuffer())
            .catch(() => warmed.delete(url));
        },
        // One screen ahead: the next card, as a thumb flicks to it.
        { rootMargin: '100% 0px' },
      );
      observer.observe(element);
    };
    void pageSettled().then(watch);
    return () => {
      stopped = true;
      observer?.disconnect();
    };
  }, [box, original, renditions]);
}
