import { useSyncExternalStore } from 'react';

/** Live result of a CSS media query, e.g. '(prefers-reduced-motion: reduce)'. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** Below 768 px the spec asks for the mobile layout. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
