import { type ComponentType, type PointerEvent, useRef, useState } from 'react';

/**
 * One download of a popover's code for every button that uses it; a failed one is tried again
 * at the next call.
 */
export function deferredImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/**
 * A button whose popover (Radix and its positioning) is not needed to draw the page: until its code
 * has arrived the caller draws a stand-in of the same look and name with `standIn`, which fetches
 * the code when someone points at, focuses or presses it. Then `popover` is set and replaces the
 * stand-in, keeping focus (`focus`) and opening if it was pressed (`pressed`).
 */
export function useDeferredPopover<P>(load: () => Promise<ComponentType<P>>) {
  const [popover, setPopover] = useState<{ Component: ComponentType<P>; focus: boolean } | null>(null);
  const [pressed, setPressed] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const fetchCode = () => {
    load().then(
      (Component) => setPopover({ Component, focus: document.activeElement === ref.current }),
      () => undefined, // still the stand-in; the next hover or press tries again
    );
  };
  const press = () => {
    setPressed(true);
    fetchCode();
  };
  const standIn = {
    ref,
    onPointerEnter: fetchCode,
    onFocus: fetchCode,
    // A press counts from its pointerdown: if the code arrives between the pointer going down and
    // up, the stand-in is replaced in between and the browser fires no click at all.
    onPointerDown: (event: PointerEvent) => (event.button === 0 ? press() : fetchCode()),
    // Radix opens on click (Enter and Space click a button too).
    onClick: press,
  };
  return { popover, pressed, standIn };
}
