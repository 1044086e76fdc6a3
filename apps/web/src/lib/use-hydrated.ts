import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React takes over markup the server rendered (the server cannot read this browser's
 * storage or media queries, so that pass must render what the server did), true otherwise and
 * from the render right after. A component whose first render depends on this browser's state
 * reads that state only when this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
