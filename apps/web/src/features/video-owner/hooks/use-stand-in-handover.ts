import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Takes over from the stand-in '…' button this menu replaces: its focus, a key on its way to it,
 * and a keyboard opening (the first item focused). Returns the real trigger's ref.
 */
export function useStandInHandover({
  openedWith,
  focus,
  replaced,
}: {
  openedWith?: 'pointer' | 'keyboard';
  focus?: boolean;
  replaced?: HTMLElement | null;
}) {
  const trigger = useRef<HTMLButtonElement>(null);

  // In the commit that swaps the buttons, before the browser hands the page another event: from a
  // later effect, a key pressed in between reached <body> (the stand-in had gone) and was lost.
  useLayoutEffect(() => {
    if (focus && !openedWith) trigger.current?.focus();
    // Only when this replaces the stand-in button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A key already on its way to the stand-in when it went arrives at the removed button, where React
  // never sees it (a probe with the CPU slowed 4×: 2 of 30 first presses lost): it goes on to this
  // trigger, as it would have had the key come a moment later.
  useLayoutEffect(() => {
    if (!replaced) return;
    const passOn = (event: globalThis.KeyboardEvent) => {
      const to = trigger.current;
      if (replaced.isConnected || !to || document.activeElement !== to) return;
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
      to.dispatchEvent(
        new KeyboardEvent('keydown', {
          key,
          code,
          shiftKey,
          ctrlKey,
          altKey,
          metaKey,
          bubbles: true,
          cancelable: true,
        }),
      );
    };
    replaced.addEventListener('keydown', passOn);
    return () => replaced.removeEventListener('keydown', passOn);
    // The button this replaced: a later load (hover, then focus) passes null, the stand-in being gone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (openedWith !== 'keyboard') return;
    // Radix puts a keyboard user on the first item only when it saw the key press itself; it saw
    // none (the press reached the stand-in button), so do it once the menu has taken focus.
    const frame = window.requestAnimationFrame(() => {
      const content = document.getElementById(trigger.current?.getAttribute('aria-controls') ?? '');
      content?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    });
    return () => window.cancelAnimationFrame(frame);
    // Only when this replaces the stand-in button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return trigger;
}

/** The dialogs open from a menu that has already closed: hand focus back to the '…' button after. */
export function useFocusBackAfterDialog(
  dialog: string | null,
  trigger: { readonly current: HTMLButtonElement | null },
) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (dialog) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      const frame = window.requestAnimationFrame(() => trigger.current?.focus());
      return () => window.cancelAnimationFrame(frame);
    }
  }, [dialog, trigger]);
}
