import { z } from 'zod/mini';

/**
 * The renditions a player may report having played; 'original' is the uploaded file itself.
 * Each is a label of the playback histograms, so the list stays short and closed.
 */
export const PLAYBACK_RENDITIONS = ['360p', '480p', '720p', '1080p', 'original'] as const;
export type PlaybackRendition = (typeof PLAYBACK_RENDITIONS)[number];

/**
 * The connection a sample was measured on: `navigator.connection.effectiveType`, 'save-data' when
 * the browser asks for less data (whatever the type), 'unknown' where the browser says nothing.
 */
export const CONNECTION_CLASSES = ['slow-2g', '2g', '3g', '4g', 'save-data', 'unknown'] as const;
export type ConnectionClass = (typeof CONNECTION_CLASSES)[number];

export const PLAYBACK_LIMITS = {
  /** Samples in one batch: the player sends at 10, so 20 leaves room for a late page's pair. */
  maxSamples: 20,
  /** A first frame later than ten minutes is no longer a start but a page left open. */
  maxFirstFrameMs: 600_000,
  /** Stalls of one playback; the player stops counting here. */
  maxStalls: 100,
  /** Stalled time of one playback, one hour. */
  maxStallMs: 3_600_000,
} as const;

export const PLAYBACK_MESSAGES = {
  noSamples: 'Send at least one playback sample',
  tooManySamples: `Send at most ${PLAYBACK_LIMITS.maxSamples} playback samples at a time`,
  firstFrame: `firstFrameMs must be a number of milliseconds from 0 to ${PLAYBACK_LIMITS.maxFirstFrameMs}`,
  stalls: `stalls must be a whole number from 0 to ${PLAYBACK_LIMITS.maxStalls}`,
  stallMs: `stallMs must be a number of milliseconds from 0 to ${PLAYBACK_LIMITS.maxStallMs}`,
  stallMsWithoutStalls: 'stallMs must be 0 when stalls is 0',
  rendition: `rendition must be one of ${PLAYBACK_RENDITIONS.join(', ')}`,
  connection: `connection must be one of ${CONNECTION_CLASSES.join(', ')}`,
  notJson: 'Send the playback samples as JSON',
  tooMany: 'Too many playback samples from your network. Please try again in a minute.',
} as const;

// z.number() refuses NaN and ±Infinity (JSON's 1e999 parses to Infinity), so bounds are all we add.
const milliseconds = (max: number, error: string) => z.number({ error }).check(z.gte(0, error), z.lte(max, error));

/** One playback, from the play request until the page hid or the video ended. */
export const playbackSampleSchema = z
  .object({
    /** From the play request to the first frame shown. */
    firstFrameMs: milliseconds(PLAYBACK_LIMITS.maxFirstFrameMs, PLAYBACK_MESSAGES.firstFrame),
    /** Times playback stopped to wait for data after the first frame. */
    stalls: z
      .int({ error: PLAYBACK_MESSAGES.stalls })
      .check(z.gte(0, PLAYBACK_MESSAGES.stalls), z.lte(PLAYBACK_LIMITS.maxStalls, PLAYBACK_MESSAGES.stalls)),
    /** Their length, together. */
    stallMs: milliseconds(PLAYBACK_LIMITS.maxStallMs, PLAYBACK_MESSAGES.stallMs),
    rendition: z.enum(PLAYBACK_RENDITIONS, { error: PLAYBACK_MESSAGES.rendition }),
    connection: z.enum(CONNECTION_CLASSES, { error: PLAYBACK_MESSAGES.connection }),
  })
  .check(
    z.refine((s) => s.stalls > 0 || s.stallMs === 0, {
      message: PLAYBACK_MESSAGES.stallMsWithoutStalls,
      path: ['stallMs'],
    }),
  );
export type PlaybackSample = z.infer<typeof playbackSampleSchema>;

/** POST /api/playback-samples: a batch the player sends with `navigator.sendBeacon`. */
export const playbackSamplesRequestSchema = z.object({
  samples: z
    .array(playbackSampleSchema)
    .check(
      z.minLength(1, PLAYBACK_MESSAGES.noSamples),
      z.maxLength(PLAYBACK_LIMITS.maxSamples, PLAYBACK_MESSAGES.tooManySamples),
    ),
});
export type PlaybackSamplesRequest = z.infer<typeof playbackSamplesRequestSchema>;
