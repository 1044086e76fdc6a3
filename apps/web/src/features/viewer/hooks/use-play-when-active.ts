import { useEffect, type RefObject } from 'react';

/** Plays while `playing` (on screen and not paused); muted if the browser refuses sound. */
export function usePlayWhenActive(
  player: RefObject<HTMLVideoElement | null>,
  playing: boolean,
  onMutedByBrowser: () => void,
) {
  useEffect(() => {
    const video = player.current;
    if (!video) return;
    if (!playing) {
      video.pause();
      return;
    }
    video.play().catch((error: unknown) => {
      if (!(error instanceof DOMException) || error.name !== 'NotAllowedError' || video.muted) return;
      onMutedByBrowser();
      video.muted = true;
      void video.play().catch(() => undefined);
    });
  }, [player, playing, onMutedByBrowser]);
}
