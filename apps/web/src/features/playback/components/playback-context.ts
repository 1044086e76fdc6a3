import { createContext, useContext, useSyncExternalStore } from 'react';
import { createPlaybackStore, type PlaybackSnapshot, type PlaybackStore } from '../utils/playback-store';

/** One store for the whole app by default: one card plays at a time, wherever it is. */
export const PlaybackContext = createContext<PlaybackStore>(createPlaybackStore());

export function usePlaybackStore(): PlaybackStore {
  return useContext(PlaybackContext);
}

export function usePlaybackSnapshot(): PlaybackSnapshot {
  const store = usePlaybackStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Stops the playing card, e.g. when the feed's tab changes. */
export function useStopPlayback(): () => void {
  return usePlaybackStore().stop;
}
