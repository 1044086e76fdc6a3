/**
 * How `videos.rising_score` is written: a sum of w·e^((t − EPOCH)/TAU) over a video's events,
 * kept in log form. The sum keeps its order as time passes, since every term decays by the same
 * factor; so it is added to as events arrive instead of recomputed over all history per request.
 * What each event weighs is For You's rule (rules/for-you-weights.ts).
 */

/** Where the exponent is zero: any fixed instant works; a recent one keeps the numbers small. */
export const RISING_EPOCH_MS = Date.UTC(2026, 0, 1);
/** A weight halves in 36 hours: a week-old hit gives way to what people clap today. */
export const RISING_HALF_LIFE_MS = 36 * 60 * 60_000;
const TAU_MS = RISING_HALF_LIFE_MS / Math.LN2;

/** The log of one event's term: ln(weight) + (at − EPOCH)/TAU. */
export function risingTerm(weight: number, at: number): number {
  return Math.log(weight) + (at - RISING_EPOCH_MS) / TAU_MS;
}
