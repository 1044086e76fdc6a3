import { useEffect, useState, type RefObject } from 'react';
import { MOBILE_QUERY } from '../../../lib/use-media-query';
import type { PlayMode } from '../utils/playback-store';
import { AUTOPLAY_VOLUME, CLICK_VOLUME, hasUserUnmuted, rememberUnmuted } from '../../../lib/unmute-preference';

type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * Plays the video while this card holds the slot and pauses it when it loses it: a click plays
 * with sound (fullscreen on phones), autoplay muted unless the user has unmuted before. When the
 * browser refuses sound it retries muted; when it refuses that too, `blocked` says so.
 */
export function useSlotPlayback(video: RefObject<HTMLVideoElement | null>, mode: PlayMode | null) {
  const [muted, setMuted] = useState(false);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!mode || !element) return;
    let cancelled = false;
    if (mode === 'click') {
      element.muted = false;
      element.volume = CLICK_VOLUME;
      rememberUnmuted();
    } else if (hasUserUnmuted()) {
      element.muted = false;
      element.volume = AUTOPLAY_VOLUME;
    } else {
      element.muted = true;
    }
    setMuted(element.muted);
    setBlocked(false);
    element.play().catch(() => {
      if (cancelled) return;
      // Refused (sound without a gesture, power saving): try again muted.
      element.muted = true;
      setMuted(true);
      element.play().catch(() => {
        if (!cancelled) setBlocked(true);
      });
    });
    if (mode === 'click') {
      element.focus({ preventScroll: true });
      if (window.matchMedia(MOBILE_QUERY).matches) {
        const webkit = element as WebkitVideo;
        if (element.requestFullscreen) element.requestFullscreen().catch(() => undefined);
        else webkit.webkitEnterFullscreen?.();
      }
    }
    return () => {
      cancelled = true;
      element.pause();
    };
  }, [video, mode]);

  /** 'Tap to unmute/play': a gesture, so sound is allowed now. */
  const unmuteAndPlay = () => {
    const element = video.current;
    if (!element) return;
    element.muted = false;
    element.volume = CLICK_VOLUME;
    rememberUnmuted();
    setBlocked(false);
    element.play().catch(() => setBlocked(true));
  };

  return { muted, setMuted, blocked, setBlocked, unmuteAndPlay };
}
