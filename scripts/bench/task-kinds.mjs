// What a main-thread task of a first load was, from the trace events inside it: Lighthouse's
// simulation counts each task of 10 ms or more as it ran, so the long ones are worth naming.

const EVALUATION = new Set(['v8.evaluateModule', 'EvaluateScript']);
const SCRIPT = new Set(['FunctionCall', 'RunMicrotasks', 'FireAnimationFrame', 'FireIdleCallback', 'EventDispatch']);

/**
 * 'evaluation' (a script's first run), 'timer' (a setTimeout's callback and what it started),
 * 'script' (any other of the page's code: React's work slices, events, frames) or 'browser'
 * (parsing, style, layout, paint, setting up the document), from the names of the events inside.
 */
export function taskKind(names) {
  const inside = new Set(names);
  if ([...EVALUATION].some((n) => inside.has(n))) return 'evaluation';
  if (inside.has('TimerFire')) return 'timer';
  if ([...SCRIPT].some((n) => inside.has(n))) return 'script';
  return 'browser';
}

/**
 * The main thread's tasks of `minMs` or more after the first contentful paint, with their kinds,
 * from a trace's events (devtools.timeline categories); null when the trace has no first paint.
 */
export function longTasksAfterFirstPaint(events, minMs = 10) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X');
  return main
    .filter((t) => t.name === 'RunTask' && t.ts >= fcp.ts && t.dur >= minMs * 1000)
    .map((t) => ({
      ms: t.dur / 1000,
      kind: taskKind(main.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur).map((e) => e.name)),
    }));
}
