import { useEffect } from 'react';
import { useLocation } from 'react-router';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to the element named by the URL's #hash once the content is on screen. The router's
 * scroll restoration runs before lazily loaded or fetched content exists, so pages call this
 * when they are ready. Returns nothing; `onTarget` gets the element (e.g. to focus it).
 */
export function useScrollToHash({
  ready = true,
  delayMs = 0,
  only,
  onTarget,
}: {
  ready?: boolean;
  delayMs?: number;
  /** Restrict to these ids. */
  only?: readonly string[];
  onTarget?: (element: HTMLElement) => void;
} = {}): void {
  const { hash } = useLocation();
  const id = hash ? decodeURIComponent(hash.slice(1)) : '';
  const allowed = !only || only.includes(id);

  useEffect(() => {
    if (!ready || !id || !allowed) return;
    const timer = window.setTimeout(() => {
      const element = document.getElementById(id);
      if (!element) return;
      element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      onTarget?.(element);
    }, delayMs);
    return () => window.clearTimeout(timer);
    // onTarget is a callback the caller may recreate each render; the scroll is keyed on the hash.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, id, allowed, delayMs]);
}
