import { useCallback, useEffect, useRef, type MouseEvent } from 'react';

/** Two taps closer than this are a double-tap. */
export const DOUBLE_TAP_MS = 280;

/**
 * A click handler telling a tap from a double-tap: a tap waits DOUBLE_TAP_MS to be sure it is not
 * the first of two. Keyboard presses (no pointer, `detail` 0) act at once.
 */
export function useDoubleTap(onTap: () => void, onDoubleTap: () => void) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (event: MouseEvent) => {
      if (event.detail === 0) return onTap();
      if (timer.current !== undefined) {
        window.clearTimeout(timer.current);
        timer.current = undefined;
        return onDoubleTap();
      }
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        onTap();
      }, DOUBLE_TAP_MS);
    },
    [onTap, onDoubleTap],
  );
}
