import { z } from 'zod/mini';
import { provenanceSchema } from './provenance.js';
import { LIMITS } from './limits.js';
import { ID_PATTERN } from './parse-id.js';
import { multiLineString } from './text.js';
import { FLAG_MESSAGES } from './moderation-messages.js';
import { USERNAME_PATTERN } from './messages.js';
import { REPORT_TARGET_REFUSALS } from './report-target-refusals.js';

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

/**
 * GET /api/flag-limit?video={id}, ?comment={id} or ?profile={username}: the target whose flag dialog
 * is opening (one at most).
 */
export const flagLimitQuerySchema = z.object({
  video: z.optional(z.pipe(z.string().check(z.regex(ID_PATTERN, FLAG_MESSAGES.invalidVideoId)), z.transform(Number))),
  comment: z.optional(
    z.pipe(z.string().check(z.regex(ID_PATTERN, REPORT_TARGET_REFUSALS.invalidCommentId)), z.transform(Number)),
  ),
  profile: z.optional(z.string().check(z.regex(USERNAME_PATTERN, REPORT_TARGET_REFUSALS.invalidUsername))),
});

/** What a report is about: a video, a comment or a person's profile. */
export const REPORT_TARGETS = ['video', 'comment', 'profile'] as const;
export type ReportTargetType = (typeof REPORT_TARGETS)[number];

/** 'actioned': settled by a warning, suspension or ban of the person a profile report is about. */
export const FLAG_STATUSES = ['pending', 'dismissed', 'deleted', 'actioned'] as const;

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

/** A reported comment in its context: what it says, who wrote it, the video it is under. */
export const reportedCommentSchema = z.object({
  body: z.string(),
  author: z.object({ id: z.string(), username: z.string(), avatarUrl: z.nullable(z.string()) }),
  /** Set once it was removed (by its video's creator or a moderator). */
  removed: z.nullable(z.enum(['creator', 'moderator'])),
  createdAt: z.string(),
  video: z.object({ id: z.int(), title: z.string(), posterUrl: z.nullable(z.string()) }),
});

/** A reported profile in its context: the person and their latest uploads. */
export const reportedProfileSchema = z.object({
  username: z.string(),
  avatarUrl: z.nullable(z.string()),
  /** The account was deleted (the profile reads '[Deleted User]'). */
  deleted: z.boolean(),
  uploads: z.array(z.object({ id: z.int(), title: z.string(), posterUrl: z.nullable(z.string()) })),
});

/**
 * The target of a group of reports. A video's context is in the group's own `video*` fields; a
 * comment's or profile's is here, null once the target is gone (`label` still says what it was: the
 * comment's opening or '@name').
 */
export const flagTargetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('video') }),
  z.object({ type: z.literal('comment'), id: z.int(), label: z.string(), comment: z.nullable(reportedCommentSchema) }),
  z.object({
    type: z.literal('profile'),
    id: z.string(),
    label: z.string(),
    profile: z.nullable(reportedProfileSchema),
  }),
]);
export type FlagTarget = z.infer<typeof flagTargetSchema>;

/**
 * Every report about one target, so the admin decides once. For a comment or a profile `videoId` and
 * `video` are null and `videoTitle` repeats the target's label.
 */
export const flagGroupSchema = z.object({
  target: flagTargetSchema,
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

/** /api/admin/profiles/:id/…: a profile by its id (its name may change while the desk is open). */
export const adminProfileParamSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, REPORT_TARGET_REFUSALS.invalidProfileId)),
});

export const adminFlagsQuerySchema = z.object({ status: z._default(z.enum(['pending', 'archived']), 'pending') });

/** A decision on reports (dismiss, delete a video, remove or dismiss a comment, dismiss a profile): the reports it settled. */
export const reviewResponseSchema = z.object({ flagIds: z.array(z.int()) });

/** A report sent (POST …/flags): its id and what the reporter is told. */
export const reportSentSchema = z.object({ id: z.int(), message: z.string() });
