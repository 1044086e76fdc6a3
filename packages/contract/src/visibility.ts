import { z } from 'zod/mini';
import { VISIBILITY_TEXTS } from './visibility-texts.js';

export const VIDEO_VISIBILITIES = ['public', 'unlisted', 'scheduled'] as const;
export type VideoVisibility = (typeof VIDEO_VISIBILITIES)[number];

/** How far ahead a video may be scheduled. */
export const MAX_SCHEDULE_AHEAD_MS = 365 * 24 * 60 * 60 * 1000;

// Pure: the first load imports this file for other names and must not carry these schemas.
export const visibilitySchema = /* @__PURE__ */ z.enum(VIDEO_VISIBILITIES);

/** An instant with its offset, as the browser turns the creator's local time into one. */
export const publishAtSchema = /* @__PURE__ */ z.iso.datetime({
  offset: true,
  error: VISIBILITY_TEXTS.publishAtRequired,
});
