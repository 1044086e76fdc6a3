import { useEffect, useState } from 'react';

/** How long a playing clip's overlay stays after the last touch, key or pointer movement. */
export const IDLE_MS = 3000;

/**
 * True once nothing has happened in `element` for IDLE_MS while `enabled` (the clip plays): the
 * overlay then fades, and returns with the next touch, key or pointer movement. `reset` (the clip
 * on screen) starts the wait again.
 */
export function useIdle(element: HTMLElement | null, enabled: boolean, reset: unknown): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    setIdle(false);
    if (!element || !enabled) return;
    let timer = window.setTimeout(() => setIdle(true), IDLE_MS);
    const wake = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), IDLE_MS);
    };
    const events = ['pointerdown', 'pointermove', 'keydown', 'focusin'] as const;
    events.forEach((type) => element.addEventListener(type, wake, { passive: true }));
    return () => {
      window.clearTimeout(timer);
      events.forEach((type) => element.removeEventListener(type, wake));
    };
  }, [element, enabled, reset]);
  return idle;
}
