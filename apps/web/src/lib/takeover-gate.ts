/**
 * Gates for parts of a server-rendered page that React takes over only when needed (see
 * components/lazy-takeover.tsx): a card below the fold costs no work until it nears the screen or a
 * person reaches for it. A gate is a promise React's `use` can read without waiting once released.
 */
export type TakeoverGate = { promise: Promise<void>; release: () => void };

export function createGate(): TakeoverGate {
  let resolve!: () => void;
  const promise = Object.assign(new Promise<void>((r) => (resolve = r)), { status: 'pending' });
  return {
    promise,
    release() {
      // React's `use` reads `status` first: a released gate lets a synchronous takeover through.
      promise.status = 'fulfilled';
      resolve();
    },
  };
}

const gates = new WeakMap<Element, TakeoverGate>();
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
}

/** Called once the part behind `gate` is taken over (or gone): the next in line may start. */
export function takenOver(gate: TakeoverGate): void {
  finished.add(gate);
  if (current === gate) current = undefined;
  openNext();
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
