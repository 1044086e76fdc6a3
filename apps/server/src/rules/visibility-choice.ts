import { MAX_SCHEDULE_AHEAD_MS, type VideoVisibility, VISIBILITY_TEXTS } from '@promptreel/contract';
import { Invalid } from '../errors.js';

export interface VisibilityValues {
  visibility: VideoVisibility;
  publish_at: number | null;
}

const refuse = (field: 'visibility' | 'publishAt', message: string) => Invalid(message, [{ field, message }]);

/**
 * The visibility a creator chose, checked against the clock: 'scheduled' needs a time ahead, at
 * most a year, and only for a video that has never been public (it would be a second first day).
 * `pastMeansNow`: an upload that ends after the time it was scheduled for is simply public.
 */
export function chosenVisibility(
  visibility: VideoVisibility,
  publishAt: string | null | undefined,
  now: number,
  opts: { hasBeenPublic: boolean; pastMeansNow?: boolean },
): VisibilityValues {
  if (visibility !== 'scheduled') return { visibility, publish_at: null };
  if (opts.hasBeenPublic) throw refuse('visibility', VISIBILITY_TEXTS.alreadyPublished);
  const at = publishAt ? Date.parse(publishAt) : NaN;
  if (Number.isNaN(at)) throw refuse('publishAt', VISIBILITY_TEXTS.publishAtRequired);
  if (at <= now) {
    if (opts.pastMeansNow) return { visibility: 'public', publish_at: null };
    throw refuse('publishAt', VISIBILITY_TEXTS.publishAtPast);
  }
  if (at > now + MAX_SCHEDULE_AHEAD_MS) throw refuse('publishAt', VISIBILITY_TEXTS.publishAtTooFar);
  return { visibility, publish_at: at };
}
