import { describe, expect, it, vi } from 'vitest';
import { createPlaybackStore } from './playback-store';

describe('playback store', () => {
  it('lets one card play at a time', () => {
    const store = createPlaybackStore();
    store.play('a');
    store.play('b');
    expect(store.getSnapshot()).toMatchObject({ key: 'b', mode: 'click' });
  });

  it('does not let autoplay interrupt a video the user started that is still playing', () => {
    const store = createPlaybackStore();
    store.play('a');
    store.setPlaying('a', true);
    expect(store.autoplay('b')).toBe(false);
    expect(store.getSnapshot().key).toBe('a');
    store.setPlaying('a', false);
    expect(store.autoplay('b')).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ key: 'b', mode: 'auto' });
  });

  it('lets autoplay take over from autoplay', () => {
    const store = createPlaybackStore();
    store.autoplay('a');
    store.setPlaying('a', true);
    expect(store.autoplay('b')).toBe(true);
  });

  it('releases only the holder, stops everything on request and tells subscribers', () => {
    const store = createPlaybackStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.play('a');
    store.release('b');
    expect(store.getSnapshot().key).toBe('a');
    store.stop();
    expect(store.getSnapshot().key).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
