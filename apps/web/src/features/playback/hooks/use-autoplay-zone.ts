import { useEffect, type RefObject } from 'react';
import type { PlaybackStore } from '../utils/playback-store';

/** Autoplay once 60 % of the video is inside the viewport shrunk by 20 % top and bottom. */
export const AUTOPLAY_ROOT_MARGIN = '-20% 0px -20% 0px';
export const AUTOPLAY_THRESHOLD = 0.6;

/**
 * Watches the card's box: entering the autoplay zone takes the slot muted (when `canAutoplay`),
 * leaving it gives an autoplaying slot back, and leaving the view stops any playing.
 */
export function useAutoplayZone(
  box: RefObject<HTMLElement | null>,
  src: string | null,
  canAutoplay: boolean,
  store: PlaybackStore,
  key: string,
) {
  useEffect(() => {
    const element = box.current;
    if (!element || !src || typeof IntersectionObserver === 'undefined') return;
    let wasInZone = false;
    let wasPresent = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        // A video in fullscreen is "out of the page": its own exit rules apply.
        if (!entry || document.fullscreenElement) return;
        const present = entry.isIntersecting;
        const inZone = canAutoplay && present && entry.intersectionRatio >= AUTOPLAY_THRESHOLD - 0.001;
        if (inZone && !wasInZone) store.autoplay(key);
        if (!inZone && wasInZone && store.getSnapshot().mode === 'auto') store.release(key);
        if (!present && wasPresent) store.release(key);
        wasInZone = inZone;
        wasPresent = present;
      },
      canAutoplay ? { rootMargin: AUTOPLAY_ROOT_MARGIN, threshold: [0, AUTOPLAY_THRESHOLD] } : { threshold: 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, canAutoplay, src, store, key]);
}
