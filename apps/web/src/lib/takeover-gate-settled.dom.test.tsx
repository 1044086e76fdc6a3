import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SETTLE_MS } from './page-settled';
import { createGate, releaseRestOnceSettled, takenOver, watchGate } from './takeover-gate';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
    },
  );
  // Idle moments come when the test says, as timers.
  vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 50));
  vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// A part not taken over holds every transition whose change reaches it (a new theme, the router's
// state): once the page has settled, none is left waiting for the person to scroll to it.
it('takes over the parts still waiting once the page has settled, one per idle moment, from the top', async () => {
  const parts = Array.from({ length: 3 }, () => {
    const gate = createGate();
    const part = { gate, open: false };
    void gate.promise.then(() => (part.open = true));
    watchGate(document.body.appendChild(document.createElement('li')), gate);
    return part;
  });
  const open = async () => {
    await Promise.resolve();
    return parts.map((p) => p.open);
  };
  releaseRestOnceSettled();

  await vi.advanceTimersByTimeAsync(SETTLE_MS - 10);
  expect(await open()).toEqual([false, false, false]);
  await vi.advanceTimersByTimeAsync(200);
  expect(await open()).toEqual([true, false, false]);
  // The next waits for the one before to be taken over, then for another idle moment.
  await vi.advanceTimersByTimeAsync(1000);
  expect(await open()).toEqual([true, false, false]);
  takenOver(parts[0]!.gate);
  expect(await open()).toEqual([true, false, false]);
  await vi.advanceTimersByTimeAsync(60);
  expect(await open()).toEqual([true, true, false]);
  takenOver(parts[1]!.gate);
  await vi.advanceTimersByTimeAsync(60);
  expect(await open()).toEqual([true, true, true]);
});
