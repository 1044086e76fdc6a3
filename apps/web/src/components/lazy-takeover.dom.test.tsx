import { act, createContext, startTransition, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseGatesOnInteraction } from '../lib/takeover-gate';
import { beginHydration, endHydration } from '../lib/use-hydrated';
import { LazyTakeover } from './lazy-takeover';

/** A button that says whether React has taken it over (its effect ran) and counts its clicks. */
function Probe({ label, onPress }: { label: string; onPress: () => void }) {
  const [taken, setTaken] = useState(false);
  useEffect(() => setTaken(true), []);
  return (
    <button type="button" data-taken={taken} onClick={onPress}>
      {label}
    </button>
  );
}

function List({ labels, onPress }: { labels: string[]; onPress: (label: string) => void }) {
  return (
    <ul>
      {labels.map((label, i) => (
        <LazyTakeover key={i}>
          <Probe label={label} onPress={() => onPress(label)} />
        </LazyTakeover>
      ))}
    </ul>
  );
}

// happy-dom has no IntersectionObserver: this one reports what the test says is on screen.
let observed: Element[] = [];
let report: IntersectionObserverCallback = () => undefined;
const comeOnScreen = (index: number) =>
  act(async () => {
    const target = document.querySelectorAll('li')[index]!;
    report([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
  });
const button = (index: number) => document.querySelectorAll('button')[index]!;

// Tells React these tests wait for its work with act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root | null = null;
beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.unstubAllGlobals();
});

/** The server's markup of the list, then React taking it over as main.tsx does. */
async function takeOver(labels: string[], onPress = vi.fn()) {
  container.innerHTML = renderToString(<List labels={labels} onPress={onPress} />);
  const serverButtons = [...container.querySelectorAll('button')];
  beginHydration();
  await act(async () => {
    root = hydrateRoot(container, <List labels={labels} onPress={onPress} />);
  });
  endHydration();
  return { serverButtons, onPress };
}

describe('LazyTakeover', () => {
  releaseGatesOnInteraction();

  it('takes over server markup only once it nears the screen, keeping the same elements', async () => {
    const { serverButtons } = await takeOver(['A', 'B', 'C']);
    expect(observed).toHaveLength(3);
    expect([...container.querySelectorAll('button')]).toEqual(serverButtons);
    expect(serverButtons.map((b) => b.dataset.taken)).toEqual(['false', 'false', 'false']);

    await comeOnScreen(1);
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(serverButtons.map((b) => b.dataset.taken)).toEqual(['false', 'true', 'false']);
    expect([...container.querySelectorAll('button')]).toEqual(serverButtons);
  });

  it('takes over at once what a person clicks, and hands it the click', async () => {
    const { onPress } = await takeOver(['A', 'B']);
    await act(async () => {
      button(0).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      button(0).click();
    });
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onPress).toHaveBeenCalledWith('A');
    expect(button(0).dataset.taken).toBe('true');
    expect(button(1).dataset.taken).toBe('false');
  });

  it('takes over what gets keyboard focus', async () => {
    await takeOver(['A', 'B']);
    await act(async () => button(1).focus());
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(button(1).dataset.taken).toBe('true');
    expect(button(0).dataset.taken).toBe('false');
  });

  it('keeps the server markup when the list changes before its takeover, then shows the change', async () => {
    const onPress = vi.fn();
    await takeOver(['A', 'B'], onPress);
    await act(async () => root!.render(<List labels={['A', 'B, changed']} onPress={onPress} />));
    expect(button(1)).toHaveTextContent(/^B$/);

    await comeOnScreen(1);
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(button(1)).toHaveTextContent('B, changed');
    expect(button(1).dataset.taken).toBe('true');
  });

  // A change from above (a context: the theme, the router's state) reaches parts not yet taken over;
  // React holds a transition until they are, which a closed gate made for ever.
  it.each([
    ['a transition', (update: () => void) => startTransition(update)],
    ['an urgent update', (update: () => void) => update()],
  ])('lets %s of a context above through, taking the parts over in place', async (_, schedule) => {
    const Shade = createContext('light');
    let setShade: (shade: string) => void = () => undefined;
    // As the app's providers are: their children made outside, so only the change travels down.
    function ShadeProvider({ children }: { children: ReactNode }) {
      const [shade, set] = useState('light');
      setShade = set;
      return (
        <Shade.Provider value={shade}>
          <p>{shade}</p>
          {children}
        </Shade.Provider>
      );
    }
    const list = <List labels={['A', 'B']} onPress={vi.fn()} />;
    const Page = () => <ShadeProvider>{list}</ShadeProvider>;
    container.innerHTML = renderToString(<Page />);
    const serverButtons = [...container.querySelectorAll('button')];
    beginHydration();
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    endHydration();
    expect(button(0).dataset.taken).toBe('false');

    await act(async () => schedule(() => setShade('dark')));
    expect(container.querySelector('p')).toHaveTextContent('dark');
    expect([...container.querySelectorAll('button')]).toEqual(serverButtons);
    expect(serverButtons.map((b) => b.dataset.taken)).toEqual(['true', 'true']);
  });

  it('renders at once when there is no server markup to take over', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<List labels={['A', 'B']} onPress={vi.fn()} />);
    });
    expect(observed).toHaveLength(0);
    expect([button(0).dataset.taken, button(1).dataset.taken]).toEqual(['true', 'true']);
  });
});
