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

  it('does nothing on a page the server did not render', () => {
    expect(replayHeldPresses({})).toBe(0);
  });
});
