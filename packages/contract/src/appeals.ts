import { z } from 'zod/mini';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from './audit.js';
import { multiLineString } from './text.js';

export const APPEAL_LIMITS = { bodyMin: 20, bodyMax: 2000, outcomeMax: 1000, windowDays: 30 } as const;

/** The decisions a person can appeal: each took something from them. */
export const APPEALABLE_ACTIONS = ['delete_video', 'remove_comment', 'warn', 'suspend', 'ban', 'label'] as const;

export const APPEAL_MESSAGES = {
  bodyRequired: 'Please tell us why we should look again',
  bodyTooShort: `Please write at least ${APPEAL_LIMITS.bodyMin} characters`,
  bodyTooLong: `Your appeal is too long (maximum ${APPEAL_LIMITS.bodyMax} characters)`,
  outcomeRequired: 'Please give the reason for your decision',
  outcomeTooLong: `The reason is too long (maximum ${APPEAL_LIMITS.outcomeMax} characters)`,
  outcomeChoice: 'Choose uphold or overturn',
  notFound: 'This decision does not exist',
  logIn: 'Log in to appeal this decision',
  notYours: 'Only the person this decision concerns can appeal it',
  notAppealable: 'This decision cannot be appealed',
  alreadyAppealed: 'You have already appealed this decision',
  tooLate: `Appeals must be made within ${APPEAL_LIMITS.windowDays} days of the decision`,
  appealNotFound: 'This appeal does not exist',
  alreadyDecided: 'This appeal has already been decided',
  videoGone: 'This video is gone and cannot be restored',
  sent: 'Appeal sent. A moderator will review it, and we will e-mail you the outcome.',
  upheld: 'Appeal upheld: the decision stands.',
  overturned: 'Appeal overturned: the decision is undone.',
} as const;

const text = (required: string, min: number, tooShort: string, max: number, tooLong: string) =>
  z.pipe(
    z.pipe(
      multiLineString({ error: required }),
      z.transform((s: string) => s.trim()),
    ),
    z.string().check(z.minLength(1, required), z.minLength(min, tooShort), z.maxLength(max, tooLong)),
  );

/** POST /api/appeals/:decision — `key` is the notice's link key, for an account that cannot sign in. */
export const appealRequestSchema = z.object({
  body: text(
    APPEAL_MESSAGES.bodyRequired,
    APPEAL_LIMITS.bodyMin,
    APPEAL_MESSAGES.bodyTooShort,
    APPEAL_LIMITS.bodyMax,
    APPEAL_MESSAGES.bodyTooLong,
  ),
  key: z.optional(z.string().check(z.maxLength(200))),
});
export type AppealRequest = z.input<typeof appealRequestSchema>;

/** GET /api/appeals/:decision?key= */
export const appealKeyQuerySchema = z.object({ key: z.optional(z.string().check(z.maxLength(200))) });

const appealStatus = z.enum(['pending', 'upheld', 'overturned']);

export const appealSchema = z.object({
  id: z.int(),
  status: appealStatus,
  body: z.string(),
  createdAt: z.string(),
  outcome: z.nullable(z.object({ reason: z.string(), decidedAt: z.string() })),
});
export type Appeal = z.infer<typeof appealSchema>;

/** What the decision was, as the person it concerns may read it. */
export const appealDecisionSchema = z.object({
  id: z.int(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ type: z.enum(AUDIT_TARGETS), label: z.string() }),
  /** The video concerned, by title (a comment's video too), or null. */
  videoTitle: z.nullable(z.string()),
  /** A label decision's label, as its text ('Sensitive content'); null for other decisions. */
  detail: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  /** The last moment an appeal is accepted. */
  appealBy: z.string(),
});

export const appealPageSchema = z.object({
  decision: appealDecisionSchema,
  appeal: z.nullable(appealSchema),
  /** Whether an appeal can be sent now (none yet, within the window). */
  canAppeal: z.boolean(),
});
export type AppealPage = z.infer<typeof appealPageSchema>;

/** GET /api/admin/appeals?status=pending|decided */
export const adminAppealsQuerySchema = z.object({ status: z._default(z.enum(['pending', 'decided']), 'pending') });

export const adminAppealSchema = z.object({
  id: z.int(),
  status: appealStatus,
  body: z.string(),
  createdAt: z.string(),
  appellant: z.object({ id: z.string(), username: z.string() }),
  decision: z.object({
    id: z.int(),
    action: z.enum(AUDIT_ACTIONS),
    target: z.object({ type: z.enum(AUDIT_TARGETS), id: z.nullable(z.string()), label: z.string() }),
    videoId: z.nullable(z.int()),
    /** A label decision's label, as its text; null for other decisions. */
    detail: z.nullable(z.string()),
    reason: z.nullable(z.string()),
    moderator: z.string(),
    createdAt: z.string(),
    /**
     * For a pending appeal of a suspension or a ban: what overturning it changes, naming the
     * account's other decisions that stay in force (overturnEffectText); null otherwise.
     */
    overturnEffect: z.nullable(z.string()),
  }),
  outcome: z.nullable(z.object({ reason: z.string(), decidedAt: z.string(), moderator: z.string() })),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;

export const adminAppealsResponseSchema = z.object({
  items: z.array(adminAppealSchema),
  counts: z.object({ pending: z.int(), decided: z.int() }),
});
export type AdminAppealsResponse = z.infer<typeof adminAppealsResponseSchema>;

/** POST /api/admin/appeals/:id/decide */
export const appealOutcomeSchema = z.object({
  outcome: z.enum(['upheld', 'overturned'], { error: APPEAL_MESSAGES.outcomeChoice }),
  reason: text(
    APPEAL_MESSAGES.outcomeRequired,
    1,
    APPEAL_MESSAGES.outcomeRequired,
    APPEAL_LIMITS.outcomeMax,
    APPEAL_MESSAGES.outcomeTooLong,
  ),
});
export type AppealOutcome = z.input<typeof appealOutcomeSchema>;

/** What was decided, told to the person it concerns, e.g. 'Your comment “Nice!” on “Koi” was removed.' */
export function appealDecisionText(d: {
  action: (typeof AUDIT_ACTIONS)[number];
  target: { label: string };
  videoTitle: string | null;
  detail?: string | null;
}): string {
  switch (d.action) {
    case 'delete_video':
      return `Your video “${d.target.label}” was removed.`;
    case 'label':
      return d.detail
        ? `Your video “${d.target.label}” was labelled “${d.detail}”.`
        : `Your video “${d.target.label}” was labelled.`;
    case 'remove_comment':
      return d.videoTitle
        ? `Your comment “${d.target.label}” on “${d.videoTitle}” was removed.`
        : `Your comment “${d.target.label}” was removed.`;
    case 'warn':
      return 'Your account received a warning.';
    case 'suspend':
      return 'Your account was suspended.';
    case 'ban':
      return 'Your account was banned.';
    default:
      return 'A moderator made a decision about your content.';
  }
}

/** POST /api/appeals/:id: the appeal's id and what its author is told. */
export const appealSentSchema = z.object({ id: z.int(), message: z.string() });

/** POST /api/admin/appeals/:id/decide: what the moderator is told. */
export const appealDecidedSchema = z.object({ message: z.string() });
