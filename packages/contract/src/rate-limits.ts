// Free of zod: only the server sends these texts (the browser shows whatever message a refusal
// carries), so nothing here should ever reach the web app's first load.

/**
 * Writes limited per user and time window; un-claps and unfollows count with claps and follows,
 * removing captions with adding them.
 */
export const RATE_LIMITED_WRITES = ['comments', 'claps', 'follows', 'captions'] as const;
export type RateLimitedWrite = (typeof RATE_LIMITED_WRITES)[number];

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** A length of time as a count of one unit, rounded up: 10 minutes, 1 hour, 45 seconds. */
export function durationParts(ms: number): { count: number; unit: 'second' | 'minute' | 'hour' } {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return { count: seconds, unit: 'second' };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60 || minutes % 60 !== 0) return { count: minutes, unit: 'minute' };
  return { count: minutes / 60, unit: 'hour' };
}

/** A length of time in words, rounded up: '10 minutes', '1 hour', '45 seconds'. */
export function durationText(ms: number): string {
  const { count, unit } = durationParts(ms);
  return plural(count, unit, `${unit}s`);
}

const WHAT: Record<RateLimitedWrite, (max: number) => string> = {
  comments: (max) => `post up to ${plural(max, 'comment', 'comments')}`,
  claps: (max) => `clap or remove a clap up to ${plural(max, 'time', 'times')}`,
  follows: (max) => `follow or unfollow people up to ${plural(max, 'time', 'times')}`,
  captions: (max) => `add or remove captions up to ${plural(max, 'time', 'times')}`,
};

/**
 * The refusal of a write over its limit, naming the limit and when the next one is allowed, e.g.
 * 'You can post up to 20 comments in 10 minutes. Please try again in 4 minutes.'
 */
export const rateLimitText = (write: RateLimitedWrite, max: number, windowMs: number, retryInMs: number) =>
  `You can ${WHAT[write](max)} in ${durationText(windowMs)}. Please try again in ${durationText(retryInMs)}.`;
