export const VIDEO_VISIBILITIES = ['public', 'unlisted', 'scheduled'] as const;
export type VideoVisibility = (typeof VIDEO_VISIBILITIES)[number];

/** How far ahead a video may be scheduled. */
export const MAX_SCHEDULE_AHEAD_MS = 365 * 24 * 60 * 60 * 1000;

/** The owner's badge on an unlisted video (the web's words are in its catalogues). */
export const VISIBILITY_BADGES = {
  unlisted: 'Unlisted',
} as const;

/** Who finds a video (issue 36), in the words the upload form and Edit dialog use. */
export const VISIBILITY_TEXTS = {
  legend: 'Visibility',
  public: 'Public',
  publicHint: 'Anyone can find and watch it: feeds, search and your profile.',
  unlisted: VISIBILITY_BADGES.unlisted,
  scheduled: 'Scheduled',
  publishAt: 'Publish on',
  publishAtHint: 'In your time zone',
  publishAtRequired: 'Choose when to publish it',
  publishAtPast: 'Choose a time in the future',
  publishAtTooFar: 'Choose a time within a year',
  alreadyPublished: 'A video that has been public cannot be scheduled. Make it unlisted instead.',
} as const;
