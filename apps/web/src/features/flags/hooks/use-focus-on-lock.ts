import { useEffect, useRef } from 'react';

/**
 * The Cancel button's ref, focused when the form locks. The answer may come after the dialog
 * focused a field: disabling it drops focus to the page, so the way out takes it, inside the
 * dialog. It sits in the sticky footer, always in view: scrolling to it would hide the notice at the top.
 */
export function useFocusOnLock(locked: boolean) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (locked && (focused === document.body || (focused as HTMLButtonElement | null)?.disabled)) {
      cancelRef.current?.focus({ preventScroll: true });
    }
  }, [locked]);
  return cancelRef;
}
