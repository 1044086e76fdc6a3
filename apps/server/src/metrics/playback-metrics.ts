import { Histogram, type Registry } from 'prom-client';

/** One playback as the player measured it, in seconds, and where it was played. */
export interface PlaybackFigures {
  rendition: string;
  connection: string;
  firstFrameSeconds: number;
  stalls: number;
  stallSeconds: number;
}

export interface PlaybackMetrics {
  /**
   * `playback_first_frame_seconds{rendition,connection}` once per playback, and
   * `playback_stall_seconds{rendition,connection}` once per stall. A player reports a playback's
   * stall count and their total, not each length: every stall of it is counted at their mean, so
   * the count and the sum are exact and only the buckets of a playback's own stalls are evened out.
   */
  observePlayback(figures: PlaybackFigures): void;
}

// A first frame within 0.1–10 s, a stall within 0.1–30 s: what a person notices, up to giving up.
const FIRST_FRAME_BUCKETS = [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 7.5, 10];
const STALL_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 20, 30];

export function createPlaybackMetrics(registry: Registry): PlaybackMetrics {
  const labelNames = ['rendition', 'connection'] as const;
  const firstFrame = new Histogram({
    name: 'playback_first_frame_seconds',
    help: "Time from a play request to its first frame, as sampled players measured it, by rendition and the viewer's connection",
    labelNames,
    buckets: FIRST_FRAME_BUCKETS,
    registers: [registry],
  });
  const stall = new Histogram({
    name: 'playback_stall_seconds',
    help: "Stalls after the first frame (waiting for data), each at its playback's mean stall length, by rendition and the viewer's connection",
    labelNames,
    buckets: STALL_BUCKETS,
    registers: [registry],
  });
  return {
    observePlayback({ rendition, connection, firstFrameSeconds, stalls, stallSeconds }) {
      const labels = { rendition, connection };
      firstFrame.observe(labels, firstFrameSeconds);
      if (stalls === 0) return;
      // The labelled child once, then plain observations (the contract bounds stalls).
      const child = stall.labels(labels);
      const each = stallSeconds / stalls;
      for (let i = 0; i < stalls; i++) child.observe(each);
    },
  };
}
