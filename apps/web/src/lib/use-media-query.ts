import { useCallback } from 'react';
import { useBrowserStore } from './use-hydrated';

// One list per query, kept: React reads a store several times per render, and every card asks the
// same few queries; making a list each time was ~3 ms of a phone's first load.
const lists = new Map<string, MediaQueryList>();
function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/**
 * Live result of a CSS media query, e.g. '(prefers-reduced-motion: reduce)'; false while taking
 * over server markup (the server cannot know it), then the browser's answer (see useBrowserStore).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = useCallback(() => mediaQueryList(query).matches, [query]);
  return useBrowserStore(subscribe, read, false);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** Below 768 px the spec asks for the mobile layout. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
