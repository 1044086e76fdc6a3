import { createContext, useContext } from 'react';
import type { TimeFormatOptions } from './format-time';
import { useHydrated } from './use-hydrated';

/**
 * The clock and time zone the server rendered a first screen with ('5m', '3 November'): the server
 * knows neither the visitor's zone nor the moment the browser takes the markup over, so that
 * takeover must format times exactly as the server did, or React finds other text and throws the
 * markup away. Null when nothing was rendered on the server.
 */
export const RenderClockContext = createContext<TimeFormatOptions | null>(null);

/** Options for lib/format-time: the server's clock while taking over its markup, else this browser's. */
export function useTimeFormat(): TimeFormatOptions {
  const clock = useContext(RenderClockContext);
  const hydrated = useHydrated();
  return hydrated || !clock ? {} : clock;
}
