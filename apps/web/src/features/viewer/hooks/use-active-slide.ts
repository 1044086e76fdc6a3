import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';

/**
 * The slide on screen (`box` is the scroller, once mounted: the dialog's portal mounts it after the
 * first render) in a vertical, snapping scroller whose slides are each one screen high:
 * scrolled there first, followed while swiping (it changes at the half-way point, so the next
 * clip starts as the swipe settles), and moved by `step` (animated unless reduced motion is asked),
 * which counts from where the last move is headed: two quick presses go two videos on.
 */
export function useActiveSlide(box: HTMLElement | null, startIndex: number, count: number) {
  const [active, setActive] = useState(startIndex);
  const reducedMotion = usePrefersReducedMotion();
  const started = useRef(false);
  // Where `step` sent the scroller, until it settles there (or a swipe takes over).
  const aim = useRef<number | null>(null);

  useEffect(() => {
    if (!box || started.current) return;
    started.current = true;
    box.scrollTop = startIndex * box.clientHeight;
  }, [box, startIndex]);

  useEffect(() => {
    if (!box) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (box.clientHeight > 0) setActive(Math.round(box.scrollTop / box.clientHeight));
      });
    };
    const onSettled = () => (aim.current = null);
    box.addEventListener('scroll', onScroll, { passive: true });
    box.addEventListener('scrollend', onSettled);
    return () => {
      cancelAnimationFrame(frame);
      box.removeEventListener('scroll', onScroll);
      box.removeEventListener('scrollend', onSettled);
    };
  }, [box]);

  const go = useCallback(
    (index: number) => {
      if (!box || index < 0 || index >= count) return;
      aim.current = index;
      box.scrollTo({ top: index * box.clientHeight, behavior: reducedMotion ? 'instant' : 'smooth' });
    },
    [box, count, reducedMotion],
  );

  const shown = Math.min(active, Math.max(0, count - 1));
  const step = useCallback((by: number) => go((aim.current ?? shown) + by), [go, shown]);

  return { active: shown, step };
}
