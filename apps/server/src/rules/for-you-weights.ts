import type { SignalWeights } from '../repositories/for-you-signals.js';

/**
 * What each thing people do tells For You (issue 34): how much it adds to a video's rising score
 * (lib/rising-score.ts), and to the doer's liking for its creator, category and tool. Negative:
 * less of it. Given to the repositories that record the events (wiring/repositories.ts).
 */
export const FOR_YOU_WEIGHTS: SignalWeights = {
  rising: {
    /** An upload starts with one clap's worth, so a new video is seen at all… */
    upload: 1,
    /** …and a creator's first few start higher: new creators are mixed into For You. */
    newCreatorUpload: 6,
    clap: 1,
    comment: 2,
    /** Per whole video watched (a report adds the share it grew by). */
    watch: 0.5,
  },
  newCreatorUploads: 3,
  taste: {
    clap: { creator: 3, category: 3, platform: 2 },
    comment: { creator: 2, category: 2, platform: 1 },
    watch: { creator: 1, category: 1.5, platform: 1 },
    /** Once, when a view first reaches the end. */
    finished: { creator: 1, category: 1, platform: 0.5 },
    /** 'Not interested': the video goes, and what is like it counts less. */
    notInterested: { creator: -3, category: -2, platform: -1 },
  },
  /** Following a creator says more of them than any one clap. */
  follow: 6,
  /** A liking halves in a month without anything new: tastes drift, and For You follows them. */
  tasteHalfLifeMs: 30 * 24 * 60 * 60_000,
};
