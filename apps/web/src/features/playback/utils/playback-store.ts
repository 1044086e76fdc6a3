/**
 * One card plays at a time. Cards claim the single slot by a key of their own;
 * claiming it stops whichever card held it. A click always wins; autoplay does not interrupt a
 * video the user started by hand while it is still playing.
 */
export type PlayMode = 'click' | 'auto';

export interface PlaybackSnapshot {
  key: string | null;
  mode: PlayMode | null;
  /** Whether the holder is actually playing (not paused by the user or the browser). */
  playing: boolean;
}

const IDLE: PlaybackSnapshot = { key: null, mode: null, playing: false };

export interface PlaybackStore {
  getSnapshot: () => PlaybackSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** The user clicked this card's poster. */
  play: (key: string) => void;
  /** This card came into the autoplay zone. Returns whether it got the slot. */
  autoplay: (key: string) => boolean;
  /** This card reports that its video started or stopped playing. */
  setPlaying: (key: string, playing: boolean) => void;
  /** This card gives the slot up (closed, scrolled away, unmounted). */
  release: (key: string) => void;
  /** Stops whatever plays (e.g. the feed's tab changed). */
  stop: () => void;
}

export function createPlaybackStore(): PlaybackStore {
  let snapshot = IDLE;
  const listeners = new Set<() => void>();
  const set = (next: PlaybackSnapshot) => {
    if (next.key === snapshot.key && next.mode === snapshot.mode && next.playing === snapshot.playing) return;
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    play(key) {
      set({ key, mode: 'click', playing: false });
    },
    autoplay(key) {
      if (snapshot.key === key) return true;
      if (snapshot.mode === 'click' && snapshot.playing) return false;
      set({ key, mode: 'auto', playing: false });
      return true;
    },
    setPlaying(key, playing) {
      if (snapshot.key === key) set({ ...snapshot, playing });
    },
    release(key) {
      if (snapshot.key === key) set(IDLE);
    },
    stop() {
      set(IDLE);
    },
  };
}
