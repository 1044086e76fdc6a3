import { useEffect, useRef, type RefObject } from 'react';
import type { PlaybackStore, PlayMode } from '../utils/playback-store';

/**
 * Leaving fullscreen (entered by a tap on a phone, or with the controls) pauses and stops: while
 * this card holds the slot (`mode`), its video leaving fullscreen, or iOS ending its own, gives the
 * slot back.
 */
export function useFullscreenExit(
  video: RefObject<HTMLVideoElement | null>,
  mode: PlayMode | null,
  store: PlaybackStore,
  key: string,
) {
  const inFullscreen = useRef(false);
  useEffect(() => {
    const element = video.current;
    if (!mode || !element) return;
    const onFullscreenChange = () => {
      if (document.fullscreenElement === element) inFullscreen.current = true;
      else if (inFullscreen.current) {
        inFullscreen.current = false;
        store.release(key);
      }
    };
    const onWebkitEnd = () => store.release(key);
    document.addEventListener('fullscreenchange', onFullscreenChange);
    element.addEventListener('webkitendfullscreen', onWebkitEnd);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreenChange);
      element.removeEventListener('webkitendfullscreen', onWebkitEnd);
    };
  }, [video, mode, store, key]);
}
