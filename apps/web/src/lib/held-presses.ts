/** What the server's page keeps of presses made before the app took its markup over. */
interface HeldPresses {
  queue: Element[];
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
 * button does nothing). Safe to call on any page; it acts once.
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
  return replayed;
}

/**
 * A whole press, as a pointer makes it: some controls act on the pointer going down (menu
 * triggers, tabs), most on the click.
 */
function press(element: HTMLElement): void {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, isPrimary: true };
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  element.dispatchEvent(new Pointer('pointerdown', { ...init, pointerType: 'mouse' }));
  element.dispatchEvent(new MouseEvent('mousedown', init));
  element.dispatchEvent(new Pointer('pointerup', { ...init, buttons: 0, pointerType: 'mouse' }));
  element.dispatchEvent(new MouseEvent('mouseup', { ...init, buttons: 0 }));
  element.focus();
  element.click();
}
