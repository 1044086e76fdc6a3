import type { ConnectionClass, PlaybackRendition, PlaybackSample } from '@promptreel/contract';
import { env } from '../config/env';

// Loaded by `usePlaybackSampling` only on a sampled page, after it has mounted: none of this is in
// the first load. Types alone come from the contract (zod stays out of the browser's answers path).

/** Sent at this many; the contract takes up to 20 a batch, so a page that hides at 10 still fits. */
export const BATCH_SIZE = 10;
const MAX_BATCH = 20;
/** The contract's bounds (PLAYBACK_LIMITS), copied to keep its schemas' module out of this chunk. */
const MAX_FIRST_FRAME_MS = 600_000;
const MAX_STALLS = 100;
const MAX_STALL_MS = 3_600_000;

const queue: PlaybackSample[] = [];
/** Playbacks under way, each able to end itself into the queue before a hidden page sends it. */
const open = new Set<() => void>();
let listening = false;

/** `navigator.connection` where the browser has it (Chromium); its type is not in TypeScript's DOM. */
type NetworkInformation = { effectiveType?: string; saveData?: boolean };
const EFFECTIVE_TYPES: readonly string[] = ['slow-2g', '2g', '3g', '4g'] satisfies ConnectionClass[];

/** The viewer's connection class: 'save-data' whatever the type when asked for, else its effective type. */
export function connectionClass(): ConnectionClass {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return 'save-data';
  const type = connection?.effectiveType;
  return type && EFFECTIVE_TYPES.includes(type) ? (type as ConnectionClass) : 'unknown';
}

/** Adds one playback's figures; the batch leaves at BATCH_SIZE, or when the page hides. */
export function queuePlaybackSample(sample: PlaybackSample): void {
  listenForHiding();
  queue.push(sample);
  if (queue.length >= BATCH_SIZE) sendQueued();
}

/** Sends every queued sample now, in batches the server takes. */
export function sendQueued(): void {
  while (queue.length > 0) send(queue.splice(0, MAX_BATCH));
}

function send(samples: PlaybackSample[]): void {
  const url = `${env.apiBaseUrl}/api/playback-samples`;
  const body = JSON.stringify({ samples });
  // A beacon outlives the page; a browser that refuses it (no sendBeacon, a Blob type it will not
  // send, its queue full) gets the same request as a keep-alive fetch. Lost figures are no error.
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // fall through to fetch
  }
  fetch(url, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}

/** The last moment a page is sure to have: open playbacks end there and everything is sent. */
function pageHiding(): void {
  for (const end of [...open]) end();
  sendQueued();
}

function listenForHiding(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') pageHiding();
  });
  window.addEventListener('pagehide', pageHiding);
}

interface Playback {
  playAt: number;
  firstFrameMs: number | null;
  stalls: number;
  stallMs: number;
  waitingAt: number | null;
}

/**
 * Measures each playback of `video` from its play request ('play') to its first frame (the first
 * frame presented, by requestVideoFrameCallback, or else the first time currentTime moves), then
 * its stalls ('waiting' … 'playing', seeks left out) until it ends, its source changes, the page
 * hides or measuring stops. A playback that never showed a frame sends nothing. `playingSince`: the
 * moment of a play already under way when measuring began. Returns the stop.
 */
export function measurePlayback(
  video: HTMLVideoElement,
  rendition: PlaybackRendition,
  playingSince?: number,
): () => void {
  listenForHiding();
  let playback: Playback | null = null;
  const now = () => performance.now();

  const end = () => {
    const p = playback;
    playback = null;
    open.delete(end);
    if (!p || p.firstFrameMs === null || p.firstFrameMs > MAX_FIRST_FRAME_MS) return;
    const stallMs = p.stallMs + (p.waitingAt === null ? 0 : now() - p.waitingAt);
    queuePlaybackSample({
      firstFrameMs: Math.round(p.firstFrameMs),
      stalls: p.stalls,
      stallMs: p.stalls === 0 ? 0 : Math.min(MAX_STALL_MS, Math.round(stallMs)),
      rendition,
      connection: connectionClass(),
    });
  };
  const firstFrame = (at: number) => {
    if (playback && playback.firstFrameMs === null) playback.firstFrameMs = Math.max(0, at - playback.playAt);
  };

  let startTime = 0;
  const onPlay = (playAt = now()) => {
    if (playback) return; // a resume after a pause: the same playback
    playback = { playAt, firstFrameMs: null, stalls: 0, stallMs: 0, waitingAt: null };
    open.add(end);
    startTime = video.currentTime;
    video.requestVideoFrameCallback?.((presented) => firstFrame(Math.min(presented, now())));
  };
  const onTimeUpdate = () => {
    if (!video.requestVideoFrameCallback && video.currentTime !== startTime) firstFrame(now());
  };
  const onWaiting = () => {
    if (!playback || playback.firstFrameMs === null || video.seeking || playback.waitingAt !== null) return;
    if (playback.stalls >= MAX_STALLS) return;
    playback.stalls++;
    playback.waitingAt = now();
  };
  const onPlaying = () => {
    if (playback?.waitingAt == null) return;
    playback.stallMs += now() - playback.waitingAt;
    playback.waitingAt = null;
  };
  const onSeeking = () => {
    // A wait that turns into a seek was the viewer's doing, not the network's.
    if (playback?.waitingAt == null) return;
    playback.stalls--;
    playback.waitingAt = null;
  };

  const events: [string, () => void][] = [
    ['play', () => onPlay()],
    ['timeupdate', onTimeUpdate],
    ['waiting', onWaiting],
    ['playing', onPlaying],
    ['seeking', onSeeking],
    ['ended', end],
    ['emptied', end],
  ];
  for (const [name, on] of events) video.addEventListener(name, on);
  if (playingSince !== undefined) onPlay(playingSince);
  return () => {
    for (const [name, on] of events) video.removeEventListener(name, on);
    end();
  };
}
