import { z } from 'zod/mini';
import { provenanceSchema } from './provenance.js';
import { LIMITS } from './limits.js';
import { ID_PATTERN } from './parse-id.js';
import { multiLineString } from './text.js';
import { FLAG_MESSAGES } from './moderation-messages.js';

export const flagRequestSchema = z.object({
  categoryId: z
    .number({ error: FLAG_MESSAGES.categoryRequired })
    .check(z.int(), z.positive(FLAG_MESSAGES.categoryRequired)),
  reason: z.pipe(
    z.pipe(
      multiLineString({ error: FLAG_MESSAGES.reasonRequired }),
      z.transform((s: string) => s.trim()),
    ),
    z
      .string()
      .check(
        z.minLength(1, FLAG_MESSAGES.reasonRequired),
        z.minLength(LIMITS.flagReasonMin, FLAG_MESSAGES.reasonTooShort),
        z.maxLength(LIMITS.flagReasonMax, FLAG_MESSAGES.reasonTooLong),
      ),
  ),
  /** The moment in the video the report is about, in seconds. */
  videoTimestamp: z.nullish(z.number().check(z.int(), z.minimum(0), z.maximum(24 * 60 * 60))),
});
export type FlagRequest = z.input<typeof flagRequestSchema>;

/** check_daily_flag_limit: flags sent today (UTC) and whether the limit is reached. */
export const flagLimitSchema = z.object({
  flagsToday: z.int(),
  limitReached: z.boolean(),
  limit: z.int(),
  remaining: z.int(),
  /**
   * Only when asked about one video (`?video=`): the viewer's report on it is already in, so the
   * dialog says so on opening rather than after a reason has been written for nothing.
   */
  alreadyFlagged: z.optional(z.boolean()),
});
export type FlagLimit = z.infer<typeof flagLimitSchema>;

/** GET /api/flag-limit?video={id}: the video whose flag dialog is opening. */
export const flagLimitQuerySchema = z.object({
  video: z.optional(z.pipe(z.string().check(z.regex(ID_PATTERN, FLAG_MESSAGES.invalidVideoId)), z.transform(Number))),
});

export const FLAG_STATUSES = ['pending', 'dismissed', 'deleted'] as const;

export const flagReportSchema = z.object({
  id: z.int(),
  reporter: z.object({ id: z.string(), username: z.string() }),
  category: z.object({ id: z.int(), name: z.string() }),
  reason: z.string(),
  videoTimestamp: z.nullable(z.int()),
  status: z.enum(FLAG_STATUSES),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});

/** Every report about one video, so the admin decides once. */
export const flagGroupSchema = z.object({
  videoId: z.nullable(z.int()),
  videoTitle: z.string(),
  video: z.nullable(
    z.object({
      posterUrl: z.nullable(z.string()),
      owner: z.object({ id: z.string(), username: z.string() }),
      /** Shown next to 'Not AI Generated' reports. */
      provenance: z.nullable(provenanceSchema),
    }),
  ),
  reports: z.array(flagReportSchema),
  latestAt: z.string(),
});
export type FlagGroup = z.infer<typeof flagGroupSchema>;

export const adminFlagsResponseSchema = z.object({
  groups: z.array(flagGroupSchema),
  counts: z.object({ pending: z.int(), archived: z.int() }),
});
export type AdminFlagsResponse = z.infer<typeof adminFlagsResponseSchema>;

export const adminFlagsQuerySchema = z.object({ status: z._default(z.enum(['pending', 'archived']), 'pending') });

export const auditEntrySchema = z.object({
  id: z.int(),
  actor: z.object({ id: z.nullable(z.string()), username: z.string() }),
  action: z.enum(['dismiss', 'delete_video']),
  videoId: z.nullable(z.int()),
  videoTitle: z.string(),
  flagIds: z.array(z.int()),
  createdAt: z.string(),
});
export const auditLogResponseSchema = z.object({ items: z.array(auditEntrySchema) });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
