import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { beginHydration, endHydration, useHydrated } from '../lib/use-hydrated';
import { TakeoverEnd } from './takeover-end';

// Taking over a server-rendered page (main.tsx): a component that reads useHydrated renders for the
// takeover, then once more for the switch to the browser's values, which is a transition. A forced
// re-render in between (its store found changed) is synchronous: one long task on a phone.

let renders: boolean[] = [];
function Reader() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

/** The page's shape (root-layout.tsx): the content in a boundary of its own, the takeover's end last. */
const page = (
  <main>
    <Suspense fallback={null}>
      <Reader />
      <Reader />
      <TakeoverEnd />
    </Suspense>
  </main>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  endHydration();
});

async function takeOver(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  renders = [];
  beginHydration();
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  return container;
}

describe('the end of the takeover', () => {
  it('switches each component to the browser once, with no forced re-render before', async () => {
    const container = await takeOver();
    expect(container.textContent).toBe('browserbrowser');
    // Each of the two: the takeover's render (server values), then the transition's (browser's).
    expect(renders).toEqual([false, false, true, true]);
  });

  it('lets a component mounted afterwards start with the browser values', async () => {
    await takeOver();
    renders = [];
    const later = document.createElement('div');
    document.body.append(later);
    const other = createRoot(later);
    await act(async () => other.render(<Reader />));
    expect(renders).toEqual([true]);
    act(() => other.unmount());
  });
});
