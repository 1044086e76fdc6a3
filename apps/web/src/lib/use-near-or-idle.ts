import { startTransition, useEffect, useState, type RefObject } from 'react';

/** After the page is up, how long a part below the fold waits before it starts anyway (when idle). */
export const SETTLE_MS = 1500;

/**
 * False on the first render (the server's and the takeover's), then true for good once the element
 * is on screen, the browser is idle `SETTLE_MS` after mounting, or at once with `now` (a link to it).
 * A part below the fold then starts in a pass of its own, after the page on screen is usable: done
 * with the takeover, the video page's comments made it a third slower to answer a tap on a phone.
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
    let idle = 0;
    const settled = window.setTimeout(() => {
      idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start) : window.setTimeout(start, 0);
    }, SETTLE_MS);
    return () => {
      seen?.disconnect();
      clearTimeout(settled);
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      clearTimeout(idle);
    };
  }, [ready, now, ref]);
  return ready;
}
