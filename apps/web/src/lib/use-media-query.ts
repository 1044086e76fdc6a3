import { useCallback, useSyncExternalStore } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Live result of a CSS media query, e.g. '(prefers-reduced-motion: reduce)'; false while taking
 * over server markup (the server cannot know it), then the browser's answer (see useHydrated).
 */
export function useMediaQuery(query: string): boolean {
  const hydrated = useHydrated();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // No window on the server. In the browser, the live value even while taking over: React would
  // re-render at once, synchronously, if the value read then differed from the one read after.
  const read = useCallback(() => typeof window !== 'undefined' && window.matchMedia(query).matches, [query]);
  const matches = useSyncExternalStore(subscribe, read, read);
  return hydrated && matches;
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** Below 768 px the spec asks for the mobile layout. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
