/**
 * How fast this viewer's bytes arrive, from what the browser already downloaded: each same-origin
 * response of 20 KB or more (scripts, posters, video ranges) as bytes over its transfer time
 * (Resource Timing, after the first byte), smoothed, and kept for the tab's session so the next
 * page starts from it. The player reads it to choose a rendition for the next video.
 */
const KEY = 'promptreel.throughput';
const MIN_BYTES = 20_000;
// Each new sample moves the estimate this far: a few clips' worth of history, quick to follow a change.
const WEIGHT = 0.3;

let estimate: number | null = null;
let observing = false;

function remember(bitsPerSecond: number) {
  estimate = estimate === null ? bitsPerSecond : estimate * (1 - WEIGHT) + bitsPerSecond * WEIGHT;
  try {
    sessionStorage.setItem(KEY, String(Math.round(estimate)));
  } catch {
    // Storage refused (private mode): the estimate still serves this page.
  }
}

function sample(entry: PerformanceResourceTiming) {
  const seconds = (entry.responseEnd - entry.responseStart) / 1000;
  // transferSize is 0 for a cached or cross-origin answer without Timing-Allow-Origin: nothing learnt.
  if (entry.transferSize < MIN_BYTES || seconds <= 0.005) return;
  remember((entry.transferSize * 8) / seconds);
}

function observe() {
  if (observing || typeof PerformanceObserver === 'undefined') return;
  observing = true;
  const stored = Number(sessionStorage.getItem(KEY));
  if (stored > 0) estimate = stored;
  for (const entry of performance.getEntriesByType('resource')) sample(entry as PerformanceResourceTiming);
  new PerformanceObserver((list) => list.getEntries().forEach((e) => sample(e as PerformanceResourceTiming))).observe({
    type: 'resource',
  });
}

/** The measured bits per second, or the browser's own estimate, or null when neither is known yet. */
export function measuredThroughput(): number | null {
  try {
    observe();
  } catch {
    // No Resource Timing here: fall back to the browser's estimate.
  }
  if (estimate !== null) return estimate;
  const downlink = connection()?.downlink;
  return downlink ? downlink * 1_000_000 : null;
}

interface NetworkInformationLike {
  downlink?: number;
  saveData?: boolean;
  effectiveType?: string;
}

export const connection = (): NetworkInformationLike | undefined =>
  (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
