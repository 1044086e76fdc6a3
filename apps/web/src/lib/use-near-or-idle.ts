import { startTransition, useEffect, useState, type RefObject } from 'react';
import { SETTLE_MS, whenIdle } from './page-settled';

/**
 * False on the first render (the server's and the takeover's), then true for good once the element
 * is on screen, the browser is idle `SETTLE_MS` after mounting, or at once with `now` (a link to it).
 * A part below the fold then starts in a pass of its own, after the page on screen is usable: taken
 * over with the rest, the video page's comments added ~300 ms of blocking time at 10× CPU.
 */
export function useNearOrIdle(ref: RefObject<Element | null>, now = false): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    if (now) return setReady(true);
    const start = () => startTransition(() => setReady(true));
    const seen =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start());
    if (ref.current) seen?.observe(ref.current);
    let stopIdle: () => void = () => undefined;
    const settled = window.setTimeout(() => (stopIdle = whenIdle(start)), SETTLE_MS);
    return () => {
      seen?.disconnect();
      clearTimeout(settled);
      stopIdle();
    };
  }, [ready, now, ref]);
  return ready;
}
