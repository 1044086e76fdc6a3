import { useCallback } from 'react';
import { useBrowserStore } from './use-hydrated';

/**
 * Live result of a CSS media query, e.g. '(prefers-reduced-motion: reduce)'; false while taking
 * over server markup (the server cannot know it), then the browser's answer (see useBrowserStore).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = useCallback(() => window.matchMedia(query).matches, [query]);
  return useBrowserStore(subscribe, read, false);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** Below 768 px the spec asks for the mobile layout. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
