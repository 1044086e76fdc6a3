import { beforeEach, describe, expect, it, vi } from 'vitest';
import { replayHeldPresses } from './held-presses';

describe('replayHeldPresses', () => {
  // Node has Event but not the pointer and mouse events a browser dispatches.
  beforeEach(() => {
    vi.stubGlobal('MouseEvent', class extends Event {});
    vi.stubGlobal('PointerEvent', class extends Event {});
  });

  it('stops holding, then presses each held button still on the page, in order, once', () => {
    const order: string[] = [];
    const button = (name: string, isConnected = true) =>
      ({
        isConnected,
        dispatchEvent: (event: Event) => order.push(`${name} ${event.type}`),
        focus: () => order.push(`${name} focus`),
        click: () => order.push(`${name} click`),
      }) as unknown as Element;
    const stop = vi.fn();
    const win = { __promptreelPresses: { queue: [button('Hot'), button('gone', false), button('Load more')], stop } };
    expect(replayHeldPresses(win)).toBe(2);
    expect(stop).toHaveBeenCalledTimes(1);
    const pressOf = (name: string) =>
      ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'focus', 'click'].map((step) => `${name} ${step}`);
    expect(order).toEqual([...pressOf('Hot'), ...pressOf('Load more')]);
    expect(win.__promptreelPresses).toBeUndefined();
    expect(replayHeldPresses(win)).toBe(0);
  });

  it('makes the pointer go down again on a button pressed while the app took over: its click comes to the app', () => {
    const order: string[] = [];
    const menuButton = {
      isConnected: true,
      dispatchEvent: (event: Event) => order.push(event.type),
      focus: () => order.push('focus'),
      click: () => order.push('click'),
    } as unknown as Element;
    // The pointer went down before the app was live (its dispatch is over) and is not up yet.
    const event = { eventPhase: 0, clientX: 12, clientY: 34, pointerId: 1, pointerType: 'mouse' } as PointerEvent;
    const win = { __promptreelPresses: { queue: [], down: { element: menuButton, event }, stop: vi.fn() } };
    expect(replayHeldPresses(win)).toBe(1);
    // Only the going down: the pointer's coming up and the click are still to come, to the live app.
    expect(order).toEqual(['pointerdown', 'mousedown']);
  });

  it('leaves a going down the app is still being handed, or whose button has gone, to the browser', () => {
    const dispatched = vi.fn();
    const button = (isConnected: boolean) => ({ isConnected, dispatchEvent: dispatched }) as unknown as Element;
    const down = (eventPhase: number, isConnected: boolean) => ({
      element: button(isConnected),
      event: { eventPhase, pointerType: 'mouse' } as PointerEvent,
    });
    // Taken over in the middle of dispatching it (React hydrates on a press): React hands it on itself.
    expect(replayHeldPresses({ __promptreelPresses: { queue: [], down: down(1, true), stop: vi.fn() } })).toBe(0);
    expect(replayHeldPresses({ __promptreelPresses: { queue: [], down: down(0, false), stop: vi.fn() } })).toBe(0);
    expect(dispatched).not.toHaveBeenCalled();
  });

  it('does nothing on a page the server did not render', () => {
    expect(replayHeldPresses({})).toBe(0);
  });
});
