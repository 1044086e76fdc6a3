import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGate, releaseGatesOnInteraction, takenOver, watchGate, type TakeoverGate } from './takeover-gate';

// happy-dom has no IntersectionObserver: this one reports what the test says is on screen.
let report: IntersectionObserverCallback = () => undefined;
beforeEach(() =>
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe() {}
      unobserve() {}
    },
  ),
);
afterEach(() => vi.unstubAllGlobals());

/** Gates watched on fresh elements, each saying whether it has opened. */
async function watched(count: number) {
  const parts = Array.from({ length: count }, () => {
    const element = document.body.appendChild(document.createElement('li'));
    const gate = createGate();
    const part = { element, gate, open: false };
    void gate.promise.then(() => (part.open = true));
    watchGate(element, gate);
    return part;
  });
  const onScreen = async (...indexes: number[]) => {
    const entries = indexes.map((i) => ({ target: parts[i]!.element, isIntersecting: true }));
    report(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
    await Promise.resolve();
  };
  const done = async (gate: TakeoverGate) => {
    takenOver(gate);
    await Promise.resolve();
  };
  return { parts, onScreen, done, open: () => parts.map((p) => p.open) };
}

describe('takeover gates', () => {
  releaseGatesOnInteraction();

  it('open one at a time for parts that come on screen together', async () => {
    const { parts, onScreen, done, open } = await watched(3);
    await onScreen(0, 1, 2);
    expect(open()).toEqual([true, false, false]);
    await done(parts[0]!.gate);
    expect(open()).toEqual([true, true, false]);
    await done(parts[1]!.gate);
    expect(open()).toEqual([true, true, true]);
    await done(parts[2]!.gate);
  });

  it('skip a waiting part that was taken over meanwhile, and one that went away', async () => {
    const { parts, onScreen, done, open } = await watched(4);
    await onScreen(0, 1, 2, 3);
    parts[1]!.gate.release(); // a tap on it
    await done(parts[1]!.gate);
    await done(parts[2]!.gate); // unmounted before its turn
    expect(open()).toEqual([true, true, false, false]);
    await done(parts[0]!.gate);
    expect(open()).toEqual([true, true, false, true]);
    await done(parts[3]!.gate);
  });

  it('open at once for a part waiting in line that a person presses', async () => {
    const { parts, onScreen, done, open } = await watched(3);
    await onScreen(0, 1, 2);
    expect(open()).toEqual([true, false, false]);
    parts[2]!.element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await Promise.resolve();
    expect(open()).toEqual([true, false, true]);
    for (const part of parts) await done(part.gate);
  });
});
