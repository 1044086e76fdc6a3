/** What the server's page keeps of presses made before the app took its markup over. */
interface HeldPresses {
  queue: Element[];
  /** A pointer that went down on a button the app did not see yet, and is not yet up. */
  down?: { element: Element; event: PointerEvent } | null;
  stop: () => void;
}

declare global {
  interface Window {
    __promptreelPresses?: HeldPresses;
  }
}

/**
 * Once the app is live: stops holding presses and makes each held one again, on the same button if
 * it is still on the page (apps/server/src/pages/server-render.ts holds them, since until then a
 * button does nothing). A press under way (the pointer went down before, and comes up after) gets
 * its pointer going down again: its click comes to the live app, but a menu opens on the pointer
 * going down, which the app never saw. Safe to call on any page; it acts once.
 */
export function replayHeldPresses(win: Pick<Window, '__promptreelPresses'> = window): number {
  const held = win.__promptreelPresses;
  if (!held) return 0;
  delete win.__promptreelPresses;
  held.stop();
  let replayed = 0;
  for (const element of held.queue.splice(0)) {
    if (element.isConnected && typeof (element as HTMLElement).click === 'function') {
      press(element as HTMLElement);
      replayed += 1;
    }
  }
  const down = held.down;
  // Still being dispatched, the pointer's going down reaches the app itself, now live.
  if (down && down.event.eventPhase === 0 && down.element.isConnected) {
    pointerDown(down.element, down.event);
    replayed += 1;
  }
  return replayed;
}

const PRIMARY = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, isPrimary: true };

/** The pointer going down on `element` again, as `event` (where, which pointer, which keys). */
function pointerDown(element: Element, event: PointerEvent): void {
  const { clientX, clientY, screenX, screenY, ctrlKey, shiftKey, altKey, metaKey } = event;
  const init = { ...PRIMARY, clientX, clientY, screenX, screenY, ctrlKey, shiftKey, altKey, metaKey };
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  element.dispatchEvent(
    new Pointer('pointerdown', { ...init, pointerId: event.pointerId, pointerType: event.pointerType || 'mouse' }),
  );
  element.dispatchEvent(new MouseEvent('mousedown', init));
}

/**
 * A whole press, as a pointer makes it: some controls act on the pointer going down (menu
 * triggers, tabs), most on the click.
 */
function press(element: HTMLElement): void {
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  element.dispatchEvent(new Pointer('pointerdown', { ...PRIMARY, pointerType: 'mouse' }));
  element.dispatchEvent(new MouseEvent('mousedown', PRIMARY));
  element.dispatchEvent(new Pointer('pointerup', { ...PRIMARY, buttons: 0, pointerType: 'mouse' }));
  element.dispatchEvent(new MouseEvent('mouseup', { ...PRIMARY, buttons: 0 }));
  element.focus();
  element.click();
}
