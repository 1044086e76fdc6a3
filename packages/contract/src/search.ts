import { z } from 'zod/mini';
import { userSummarySchema } from './engagement.js';
import { SEARCH_MESSAGES } from './messages.js';
import { ORIENTATIONS } from './orientations.js';
import { oneLineString } from './text.js';
import { videoCardSchema } from './videos.js';

export const searchQuerySchema = z.object({
  q: z.pipe(
    z.pipe(
      oneLineString({ error: SEARCH_MESSAGES.tooShort }),
      z.transform((s: string) => s.trim()),
    ),
    z.string().check(z.minLength(2, SEARCH_MESSAGES.tooShort), z.maxLength(100, SEARCH_MESSAGES.tooLong)),
  ),
  platform: z.optional(z.string().check(z.maxLength(64))),
  orientation: z.optional(z.enum(ORIENTATIONS, { error: SEARCH_MESSAGES.badOrientation })),
});

export const searchResponseSchema = z.object({
  videos: z.array(videoCardSchema),
  users: z.array(userSummarySchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
