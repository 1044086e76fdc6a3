import { z } from 'zod/mini';
import { VIDEO_VISIBILITIES, VISIBILITY_TEXTS } from './visibility-texts.js';

// Schemas only: the first load reads the values and words from visibility-texts.ts, free of zod.
export const visibilitySchema = /* @__PURE__ */ z.enum(VIDEO_VISIBILITIES);

/** An instant with its offset, as the browser turns the creator's local time into one. */
export const publishAtSchema = /* @__PURE__ */ z.iso.datetime({
  offset: true,
  error: VISIBILITY_TEXTS.publishAtRequired,
});
