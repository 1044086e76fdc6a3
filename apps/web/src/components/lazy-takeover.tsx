import { Suspense, use, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactElement } from 'react';
import { createGate, takenOver, watchGate, type TakeoverGate } from '../lib/takeover-gate';
import { isTakingOver } from '../lib/use-hydrated';

const noSubscription = () => () => undefined;
/** A promise React's `use` reads as settled without waiting. */
const OPEN = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
/**
 * True only while React takes over server markup (it then asks for the server's value). Unlike
 * useHydrated's store, the browser's value differs: React re-renders the part once taken over.
 */
const useTakingOver = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * An `<li>` whose server-rendered content React takes over only once it nears the screen or is
 * touched, clicked or focused (lib/takeover-gate.ts); rendered in the browser, it is a plain `<li>`.
 * Until then the content's props stay as first rendered: an update would make React drop the markup.
 */
export function LazyTakeover({ className, children }: { className?: string; children: ReactElement }) {
  const ref = useRef<HTMLLIElement>(null);
  const takingOver = useTakingOver();
  // The server renders everything at once: only the browser's takeover of the page waits.
  const [gate] = useState(() => (takingOver && isTakingOver() ? createGate() : null));
  const [takenOver, setTakenOver] = useState(gate === null);
  const [shown, setShown] = useState(children);
  if (takenOver && shown !== children && !sameElement(shown, children)) setShown(children);

  useEffect(() => (gate && ref.current ? watchGate(ref.current, gate) : undefined), [gate]);
  // Its links are the app's from now on (lib/held-links.ts).
  useEffect(() => void (takenOver && ref.current?.setAttribute('data-live', '')), [takenOver]);
  const content = useMemo(
    () => (
      <Suspense fallback={null}>
        <Gatekeeper gate={gate} onTakenOver={setTakenOver} />
        {shown}
      </Suspense>
    ),
    [gate, shown],
  );
  return (
    <li ref={ref} className={className} data-lazy="">
      {content}
    </li>
  );
}

/** Holds the takeover until the gate opens; a render from scratch (not a takeover) never waits. */
function Gatekeeper({ gate, onTakenOver }: { gate: TakeoverGate | null; onTakenOver: (done: true) => void }) {
  const takingOver = useTakingOver();
  // Tried again while closed: an urgent change from above (a context) reached this part, and React
  // would drop its markup, so it is taken over now. A transition React may hold instead, without
  // trying again: the parts left are taken over once the page has settled (lib/takeover-gate.ts).
  if (gate && takingOver && !gate.released) {
    if (gate.tried) gate.release();
    gate.tried = true;
  }
  // `use` on every render of a gated part (React wants the same calls each time it tries again).
  if (gate) use(takingOver ? gate.promise : OPEN);
  useEffect(() => {
    onTakenOver(true);
    if (gate) takenOver(gate);
  }, [gate, onTakenOver]);
  return null;
}

/** Same component with the same props: re-rendering it would change nothing. */
function sameElement(a: ReactElement, b: ReactElement): boolean {
  if (a.type !== b.type || a.key !== b.key) return false;
  const pa = a.props as Record<string, unknown>;
  const pb = b.props as Record<string, unknown>;
  const keys = Object.keys(pa);
  return keys.length === Object.keys(pb).length && keys.every((k) => Object.is(pa[k], pb[k]));
}
