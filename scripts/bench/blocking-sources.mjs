// Where a Lighthouse run's blocking time comes from: its long-tasks audit (simulated start and
// length of each task over 50 ms) clipped to the simulated first paint and time to interactive, as
// Total Blocking Time is, and split between the page's scripts and the browser's own work (parsing,
// style, layout, paint, setting up the document), which the audit gives no script address.
// Close to Lighthouse's own TBT, not equal: the audit and the metric simulate slightly differently.

const BLOCKING_MS = 50;

/** { script, browser } blocking milliseconds of one Lighthouse result (`lhr`). */
export function blockingBySource(lhr) {
  const { audits } = lhr;
  const from = audits['first-contentful-paint'].numericValue;
  const to = audits['interactive'].numericValue;
  const sums = { script: 0, browser: 0 };
  for (const task of audits['long-tasks'].details?.items ?? []) {
    const start = Math.max(task.startTime, from);
    const end = Math.min(task.startTime + task.duration, to);
    const blocking = Math.max(0, end - start - BLOCKING_MS);
    sums[/\.m?js(\?|$)/.test(String(task.url)) ? 'script' : 'browser'] += blocking;
  }
  return { script: Math.round(sums.script), browser: Math.round(sums.browser) };
}
