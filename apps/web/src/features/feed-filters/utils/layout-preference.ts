import { useCallback } from 'react';
import { useBrowserStore } from '../../../lib/use-hydrated';

/** Cards in one column (with autoplay on desktop) or a grid of posters. */
export type LayoutChoice = 'list' | 'grid';

export const FEED_LAYOUT_STORAGE_KEY = 'promptreel.feedLayout';

const listeners = new Set<() => void>();
/** This visit's choice, for when storage refuses to keep it. */
let chosen: LayoutChoice | null = null;

function read(): LayoutChoice {
  if (chosen) return chosen;
  try {
    return window.localStorage.getItem(FEED_LAYOUT_STORAGE_KEY) === 'grid' ? 'grid' : 'list';
  } catch {
    return 'list';
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab changing it follows along.
  const onStorage = (event: StorageEvent) => {
    if (event.key === FEED_LAYOUT_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered layout and its setter (list until the user picks the grid). */
export function useFeedLayout(): [LayoutChoice, (layout: LayoutChoice) => void] {
  // List while taking over server markup (the server cannot read storage), then the stored choice.
  const layout = useBrowserStore(subscribe, read, 'list' as LayoutChoice);
  const setLayout = useCallback((next: LayoutChoice) => {
    chosen = next;
    try {
      window.localStorage.setItem(FEED_LAYOUT_STORAGE_KEY, next);
    } catch {
      // Not remembered past this visit, but applied now.
    }
    listeners.forEach((notify) => notify());
  }, []);
  return [layout, setLayout];
}
