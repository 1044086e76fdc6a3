/**
 * Gates for parts of a server-rendered page that React takes over only when needed (see
 * components/lazy-takeover.tsx): a card below the fold costs no work until it nears the screen or a
 * person reaches for it. A gate is a promise React's `use` can read without waiting once released.
 */
export type TakeoverGate = { promise: Promise<void>; release: () => void };

export function createGate(): TakeoverGate {
  let resolve!: () => void;
  const promise = Object.assign(new Promise<void>((r) => (resolve = r)), {
    status: 'pending' as 'pending' | 'fulfilled',
  });
  const gate: TakeoverGate = {
    promise,
    release() {
      if (promise.status === 'fulfilled') return;
      // React's `use` reads `status` first: a released gate lets a synchronous takeover through.
      promise.status = 'fulfilled';
      resolve();
    },
  };
  return gate;
}

const gates = new WeakMap<Element, TakeoverGate>();

/** How far outside the screen a gated part starts to be taken over, so it is ready when scrolled to. */
const NEAR = '25% 0px';
let near: IntersectionObserver | null = null;

/** Releases `gate` when `element` nears the screen or a person interacts inside it; returns a stop. */
export function watchGate(element: Element, gate: TakeoverGate): () => void {
  gates.set(element, gate);
  near ??=
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) releaseInTurn(entry.target);
          },
          { rootMargin: NEAR },
        );
  if (near) near.observe(element);
  else gate.release();
  return () => {
    gates.delete(element);
    near?.unobserve(element);
    takenOver(gate);
  };
}

// Parts that come on screen together (a grid's first rows) are taken over one at a time, each in a
// render and commit of its own: together they made one long task. An interaction skips the line.
const waiting: TakeoverGate[] = [];
let current: TakeoverGate | null = null;
const finished = new WeakSet<TakeoverGate>();

function openNext() {
  while (!current && waiting.length) {
    const gate = waiting.shift()!;
    if (finished.has(gate)) continue; // taken over already, when a person reached it
    current = gate;
    gate.release();
  }
}

function releaseInTurn(element: Element) {
  const gate = gates.get(element);
  gates.delete(element);
  near?.unobserve(element);
  if (!gate) return;
  waiting.push(gate);
  openNext();
}

/** Called once the part behind `gate` is taken over (or gone): the next in line may start. */
export function takenOver(gate: TakeoverGate): void {
  finished.add(gate);
  const queued = waiting.indexOf(gate);
  if (queued >= 0) waiting.splice(queued, 1);
  if (current !== gate) return;
  current = null;
  openNext();
}

function releaseAt(element: Element) {
  gates.get(element)?.release();
  gates.delete(element);
  near?.unobserve(element);
}

// Capturing at the document runs before React's own listeners on #root: the gate is open when React
// takes the part over to hand it the event (a tap, a click from a screen reader, a Tab into a link).
const REACHING = ['pointerdown', 'pointerover', 'click', 'focusin', 'keydown'] as const;

/** Called once before taking over server markup: any interaction opens the gates around its target. */
export function releaseGatesOnInteraction(doc: Document = document): void {
  const onEvent = (event: Event) => {
    for (let el = event.target instanceof Element ? event.target : null; el; el = el.parentElement)
      if (gates.has(el)) releaseAt(el);
  };
  for (const type of REACHING) doc.addEventListener(type, onEvent, { capture: true, passive: true });
}
