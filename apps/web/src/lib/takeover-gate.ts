import { SETTLE_MS, pageSettled, whenIdle } from './page-settled';

/**
 * Gates for parts of a server-rendered page that React takes over only when needed (see
 * components/lazy-takeover.tsx): a card below the fold costs no work until it nears the screen or a
 * person reaches for it, and the rest follow one by one once the page has settled. A gate is a
 * promise React's `use` can read without waiting once released.
 */
export type TakeoverGate = {
  promise: Promise<void>;
  release: () => void;
  /** Whether release has been called: React may take the part over. */
  readonly released: boolean;
  /** Set once React has tried to take the part over (components/lazy-takeover.tsx). */
  tried: boolean;
};

export function createGate(): TakeoverGate {
  let resolve!: () => void;
  const promise = Object.assign(new Promise<void>((r) => (resolve = r)), { status: 'pending' });
  return {
    promise,
    tried: false,
    get released() {
      return promise.status === 'fulfilled';
    },
    release() {
      // React's `use` reads `status` first: a released gate lets a synchronous takeover through.
      promise.status = 'fulfilled';
      resolve();
    },
  };
}

// In the order watched, which is the page's: the rest are taken over from the top down.
const gates = new Map<Element, TakeoverGate>();
let near: IntersectionObserver | undefined;

/** Releases `gate` when `element` nears the screen or a person interacts inside it; returns a stop. */
export function watchGate(element: Element, gate: TakeoverGate): () => void {
  gates.set(element, gate);
  // A screen ahead, as far as a card's warm start reaches (use-warm-start.ts): ready when scrolled to.
  near ??= new IntersectionObserver(
    (entries) => entries.forEach((entry) => entry.isIntersecting && release(entry.target, true)),
    { rootMargin: '100% 0px' },
  );
  near.observe(element);
  return () => {
    release(element, false);
    takenOver(gate);
  };
}

// Parts that come on screen together (a grid's first rows) are taken over one at a time, each in a
// render and commit of its own: together they made one long task. An interaction skips the line.
const waiting: TakeoverGate[] = [];
const finished = new WeakSet<TakeoverGate>();
let current: TakeoverGate | undefined;

function release(element: Element, inTurn: boolean) {
  const gate = gates.get(element);
  if (!gate) return;
  near?.unobserve(element);
  // One waiting in line stays findable: a press on it must open it at once, or React drops the press.
  if (!inTurn) {
    gates.delete(element);
    gate.release();
  } else if (!waiting.includes(gate)) waiting.push(gate);
  openNext();
}

function openNext() {
  while (!current && waiting.length) {
    current = waiting.shift()!;
    // One taken over already (a person reached it) is skipped.
    if (finished.has(current)) current = undefined;
    else current.release();
  }
  if (!current && settled) takeOverOneWhenIdle();
}

/** Called once the part behind `gate` is taken over (or gone): the next in line may start. */
export function takenOver(gate: TakeoverGate): void {
  finished.add(gate);
  for (const [element, watched] of gates) if (watched === gate) gates.delete(element);
  if (current === gate) current = undefined;
  openNext();
}

// Once the page has settled, the parts still waiting are taken over too, one per idle moment: a
// change from above (the theme, the router's state) reaching a part not yet taken over makes React
// hold it until that part is, and the first tap on any card then needs no takeover.
let settled = false;
let idleTurn = false;

/** Called once before taking over server markup: the rest start once the page has settled. */
export function releaseRestOnceSettled(): void {
  void pageSettled(SETTLE_MS).then(() => {
    settled = true;
    openNext();
  });
}

function takeOverOneWhenIdle() {
  if (idleTurn) return;
  idleTurn = true;
  whenIdle(() => {
    idleTurn = false;
    if (current) return;
    for (const [element, gate] of gates) {
      if (finished.has(gate)) gates.delete(element);
      else return release(element, true);
    }
  });
}

/**
 * Called once before taking over server markup: any interaction opens the gates around its target.
 * Capturing at the document runs before React's own listeners on #root, so the gate is open when
 * React takes the part over to hand it the event (a tap, a screen reader's click, a Tab into a link).
 */
export function releaseGatesOnInteraction(): void {
  for (const type of ['pointerdown', 'pointerover', 'click', 'focusin', 'keydown'])
    document.addEventListener(
      type,
      (event) => {
        for (let el = event.target as Element | null; el?.closest; el = el.parentElement) release(el, false);
      },
      { capture: true, passive: true },
    );
}
