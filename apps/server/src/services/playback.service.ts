import { PLAYBACK_MESSAGES, type PlaybackSample } from '@promptreel/contract';
import { TooMany } from '../errors.js';
import { addressGroup } from '../lib/address-group.js';
import type { PlaybackMetrics } from '../metrics/playback-metrics.js';

/**
 * Samples taken from one address group a minute, on one instance. A player sends a batch when
 * its page hides or at ten, so one viewer sends a few a minute; a hundred and twenty leaves room
 * for an office or a school behind one address, and keeps one client from drowning the figures.
 */
export const PLAYBACK_SAMPLES_PER_ADDRESS = { max: 120, windowMs: 60_000 } as const;

/** Addresses remembered within a window; past it, new ones wait for the next (memory stays bounded). */
const MAX_ADDRESSES = 50_000;

/**
 * Playback samples from players (first frame, stalls) into the playback histograms. Counted in
 * memory, never written: they are figures to watch, and a row per playback would cost more than
 * the playback's own requests. The limit is per instance for the same reason.
 */
export function createPlaybackService(deps: { metrics?: PlaybackMetrics; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const { max, windowMs } = PLAYBACK_SAMPLES_PER_ADDRESS;
  // One fixed window for every address: forgetting them all at its end is the whole clean-up.
  let windowStart = now();
  let taken = new Map<string, number>();

  function take(address: string, count: number): void {
    const at = now();
    if (at - windowStart >= windowMs) {
      windowStart = at;
      taken = new Map();
    }
    const group = addressGroup(address);
    const before = taken.get(group) ?? 0;
    if (before + count > max || (before === 0 && taken.size >= MAX_ADDRESSES)) {
      throw TooMany(PLAYBACK_MESSAGES.tooMany, Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000)));
    }
    taken.set(group, before + count);
  }

  return {
    /** Records a batch from `address`; over the address's limit, none of it (429 with Retry-After). */
    record(address: string, samples: readonly PlaybackSample[]): void {
      take(address, samples.length);
      for (const s of samples) {
        deps.metrics?.observePlayback({
          rendition: s.rendition,
          connection: s.connection,
          firstFrameSeconds: s.firstFrameMs / 1000,
          stalls: s.stalls,
          stallSeconds: s.stallMs / 1000,
        });
      }
    },
  };
}

export type PlaybackService = ReturnType<typeof createPlaybackService>;
