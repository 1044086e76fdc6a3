import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

// From main.tsx's beginHydration until the page's content is taken over (endHydration, from the root
// layout): a component mounted then may be taking over server markup, so it starts as not hydrated.
let takingOver = false;

/** Called once before React takes over server-rendered markup. */
export function beginHydration(): void {
  takingOver = true;
}

/** True from beginHydration until endHydration: only then is server markup being taken over. */
export function isTakingOver(): boolean {
  return takingOver;
}

/** Called once the page's content is taken over: components mounted after it start as hydrated. */
export function endHydration(): void {
  takingOver = false;
}

/**
 * False while React takes over markup the server rendered (the server cannot read this browser's
 * storage or media queries, so that pass must render what the server did), true otherwise and
 * soon after. A component whose first render depends on this browser's state reads that state
 * only when this is true.
 *
 * React tells a takeover render by asking for the server's value (the third argument), also for a
 * part of the page it takes over later (a Suspense boundary). The switch to true is a transition:
 * an external store whose browser value differs from the server's instead forces a synchronous
 * re-render (every card on a phone, the theme, every relative time), which ran in the same task as
 * the takeover's commit, the first load's longest task. The browser's value is the server's until
 * endHydration, so the store itself never differs.
 */
export function useHydrated(): boolean {
  const mountedTakingOver = useSyncExternalStore(
    noSubscription,
    () => takingOver,
    () => true,
  );
  const [hydrated, setHydrated] = useState(!mountedTakingOver);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * A value kept in this browser (storage, a media query) that the server cannot know: `serverValue`
 * while taking over server markup, then the browser's (see useHydrated). The store is read in the
 * browser even while taking over, so React never finds it changed and re-renders synchronously.
 */
export function useBrowserStore<T>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: T): T {
  const hydrated = useHydrated();
  const value = useSyncExternalStore(subscribe, read, typeof window === 'undefined' ? () => serverValue : read);
  return hydrated ? value : serverValue;
}
