import { useEffect } from 'react';
import { endHydration } from '../lib/use-hydrated';

/**
 * Ends the takeover of server markup (see useHydrated) when it mounts. Placed last in the page's
 * Suspense boundary, which React takes over in a pass of its own: its effect runs after those of
 * everything before it, which check their stores against the takeover's values. Ended any earlier,
 * every component of the page would find them changed and re-render at once, in one long task.
 */
export function TakeoverEnd() {
  useEffect(endHydration, []);
  return null;
}
