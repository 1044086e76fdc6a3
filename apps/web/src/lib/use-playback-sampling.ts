import type { PlaybackRendition } from '@promptreel/contract';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * The share of page loads whose playbacks are measured and sent: a quarter gives the histograms
 * enough on a busy day, and spares three viewers in four the extra chunk and requests. Every page
 * load is measured under test (vitest), so tests need not roll dice.
 */
export const PLAYBACK_SAMPLE_RATE = import.meta.env.MODE === 'test' ? 1 : 0.25;

// Decided once a page load, so one viewer's playbacks are all in or all out.
let sampled: boolean | undefined;

/** Whether this page load measures playbacks (tests may set it). */
export function pageIsSampled(value?: boolean): boolean {
  if (value !== undefined) sampled = value;
  return (sampled ??= alwaysSampled() || Math.random() < PLAYBACK_SAMPLE_RATE);
}

/**
 * localStorage 'promptreel.sample-playback' = 'always' measures every page load of this browser:
 * for the browser tests, and for anyone checking what their own playbacks report.
 */
function alwaysSampled(): boolean {
  try {
    return localStorage.getItem('promptreel.sample-playback') === 'always';
  } catch {
    return false;
  }
}

// eslint-disable-next-line no-restricted-syntax -- measures only: no text to show
const loadMeasuring = () => import('./playback-samples');

/**
 * Starts measuring `video` once the measuring code is here. A play pressed meanwhile is timed from
 * its own moment (the first frame is then taken at the next one presented, a little late).
 */
function track(video: HTMLVideoElement, rendition: PlaybackRendition): () => void {
  let playAt: number | undefined;
  const early = () => void (playAt = performance.now());
  video.addEventListener('play', early);
  let stop: (() => void) | undefined;
  let stopped = false;
  void loadMeasuring()
    .then(({ measurePlayback }) => {
      if (!stopped) stop = measurePlayback(video, rendition, video.paused ? undefined : playAt);
    })
    // A chunk that failed to load costs samples, never the player.
    .catch(() => undefined)
    .finally(() => video.removeEventListener('play', early));
  return () => {
    stopped = true;
    video.removeEventListener('play', early);
    stop?.();
  };
}

/**
 * Measures the playbacks of a `<video>` (time to first frame, stalls) and sends them, sampled and
 * batched, to `POST /api/playback-samples` for the Prometheus playback histograms. Wiring it into a
 * player is one line beside its video ref (the rendition is the file it plays, 'original' for the
 * upload itself):
 *
 *     usePlaybackSampling(videoRef, 'original');
 *
 * It renders nothing and changes nothing of the player. The ref may point at a `<video>` mounted
 * later or swapped (a player that shows its element only once played, or keys it by its file): each
 * render looks whether it changed, which costs a comparison. On sampled pages only, the measuring
 * code (lib/playback-samples.ts) is fetched once there is a `<video>` to measure: never with the
 * first load of a feed whose cards show posters until played (it was, on one page load in four,
 * and took the feed over its script budget).
 */
export function usePlaybackSampling(videoRef: RefObject<HTMLVideoElement | null>, rendition: PlaybackRendition): void {
  const tracked = useRef<{ video: HTMLVideoElement; rendition: PlaybackRendition; stop: () => void } | null>(null);
  useEffect(() => {
    const video = videoRef.current;
    const now = tracked.current;
    if (now?.video === video && now.rendition === rendition) return;
    now?.stop();
    tracked.current = video && pageIsSampled() ? { video, rendition, stop: track(video, rendition) } : null;
  });
  useEffect(() => {
    return () => {
      tracked.current?.stop();
      tracked.current = null;
    };
  }, []);
}
