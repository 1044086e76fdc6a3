/** After the page is up, how long work that can wait (parts below the fold) waits before it starts. */
export const SETTLE_MS = 1500;
/** A page kept busy (a video playing, a slow phone) still gets its idle work within this much more. */
const IDLE_TIMEOUT_MS = 1000;

/** Runs `work` when the browser is next idle, or after a second at the latest; returns a cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(idle);
}

const settled = new Map<number, Promise<void>>();

/**
 * Resolves once the page has loaded, `afterMs` more have passed and the browser has had an idle
 * moment (for a page opened within the app, the load is long past): work that can wait never shares
 * the line, or the main thread, with the first screen's own.
 */
export function pageSettled(afterMs = 0): Promise<void> {
  let promise = settled.get(afterMs);
  if (!promise) {
    promise = new Promise((resolve) => {
      const idle = () => setTimeout(() => whenIdle(() => resolve()), afterMs);
      if (document.readyState === 'complete') idle();
      else addEventListener('load', idle, { once: true });
    });
    settled.set(afterMs, promise);
  }
  return promise;
}
