import { z } from 'zod/mini';
import { multiLineString } from './text.js';

/**
 * The parts of the community guidelines a decision on an account can name: each is an anchor on
 * /community-guidelines (features/guidelines), so the notice links straight to it.
 */
export const GUIDELINE_SECTIONS = [
  { slug: 'not-ai', title: 'Content that is not AI-generated' },
  { slug: 'rights', title: 'Content you do not have the rights to' },
  { slug: 'deepfakes', title: 'Deepfakes' },
  { slug: 'minors', title: 'Sexualisation of minors' },
  { slug: 'misleading', title: 'Misleading content' },
  { slug: 'harassment', title: 'Harassment, hate and threats' },
  { slug: 'violence', title: 'Graphic violence' },
  { slug: 'sexual-content', title: 'Sexually explicit content' },
  { slug: 'spam', title: 'Spam and scams' },
  { slug: 'unauthorised-uploads', title: 'Unauthorised uploads' },
  { slug: 'age', title: 'Age' },
  { slug: 'disclosure', title: 'Disclose synthetic people and voices' },
  { slug: 'accuracy', title: 'Keep titles and thumbnails accurate' },
  { slug: 'provenance', title: 'Provenance on request' },
  { slug: 'reporting', title: 'Report in good faith' },
] as const;
export type GuidelineSectionSlug = (typeof GUIDELINE_SECTIONS)[number]['slug'];
const SECTION_SLUGS = GUIDELINE_SECTIONS.map((s) => s.slug) as [GuidelineSectionSlug, ...GuidelineSectionSlug[]];

/** The section's title, or the slug itself for one no longer in the list. */
export const guidelineSectionTitle = (slug: string): string =>
  GUIDELINE_SECTIONS.find((s) => s.slug === slug)?.title ?? slug;

export const STANDING_LIMITS = { reasonMax: 1000, suspendDaysMin: 1, suspendDaysMax: 365 } as const;

export const STANDING_MESSAGES = {
  reasonRequired: 'Please give a reason',
  reasonTooLong: 'Reason is too long (maximum 1000 characters)',
  reasonNotText: 'The reason must be text',
  sectionRequired: 'Please choose the section of the guidelines',
  daysInvalid: 'Choose a suspension of 1 to 365 days',
  notYourself: 'You cannot act on your own account',
  notAnAdmin: "You cannot act on another admin's account",
  alreadyBanned: 'This account is already banned',
  nothingToLift: 'This account is neither suspended nor banned',
  banned: 'Your account has been banned.',
  bannedSignIn: 'This account has been banned.',
  warned: 'Warning sent.',
  suspended: 'Account suspended. Its sessions have ended.',
  bannedDone: 'Account banned. Its sessions have ended and its content is hidden.',
  lifted: 'Suspension or ban lifted.',
  /** Told once to a browser whose session the ban ended. */
  signedOutBanned: 'Your account has been banned. You have been signed out.',
} as const;

/** '3 December 2026': the day (UTC) a suspension ends. */
export const standingDate = (ms: number): string =>
  new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The refusal of every write while a suspension stands. */
export const suspendedText = (untilMs: number): string =>
  `Your account is suspended until ${standingDate(untilMs)}, so you can't upload, comment, clap, report or follow.`;

/** Told once to a browser whose session the suspension ended. */
export const signedOutSuspendedText = (untilMs: number): string =>
  `Your account is suspended until ${standingDate(untilMs)}. You have been signed out: you can sign in again to watch, but not to upload, comment, clap, report or follow.`;

const reason = z.pipe(
  z.pipe(
    multiLineString({ error: STANDING_MESSAGES.reasonRequired }),
    z.transform((s: string) => s.trim()),
  ),
  z
    .string()
    .check(
      z.minLength(1, STANDING_MESSAGES.reasonRequired),
      z.maxLength(STANDING_LIMITS.reasonMax, STANDING_MESSAGES.reasonTooLong),
    ),
);
const section = z.enum(SECTION_SLUGS, { error: STANDING_MESSAGES.sectionRequired });

/**
 * The reason of a decision that may be taken without one (dismiss, delete a video, remove a comment,
 * lift, remove a label): kept in the audit log and told to the person where a notice goes. Blank is
 * no reason; the body itself may be absent.
 */
export const decisionNoteSchema = z.object({
  reason: z.optional(
    z.pipe(
      z.pipe(
        multiLineString({ error: STANDING_MESSAGES.reasonNotText }),
        z.transform((s: string) => s.trim()),
      ),
      z.string().check(z.maxLength(STANDING_LIMITS.reasonMax, STANDING_MESSAGES.reasonTooLong)),
    ),
  ),
});
export type DecisionNote = z.input<typeof decisionNoteSchema>;

/** POST /api/admin/users/:id/warn and …/ban. */
export const standingDecisionSchema = z.object({ reason, section });
export type StandingDecision = z.input<typeof standingDecisionSchema>;

/** POST /api/admin/users/:id/suspend: 1 to 365 days. */
export const suspendRequestSchema = z.object({
  reason,
  section,
  days: z
    .number({ error: STANDING_MESSAGES.daysInvalid })
    .check(
      z.int(STANDING_MESSAGES.daysInvalid),
      z.minimum(STANDING_LIMITS.suspendDaysMin, STANDING_MESSAGES.daysInvalid),
      z.maximum(STANDING_LIMITS.suspendDaysMax, STANDING_MESSAGES.daysInvalid),
    ),
});
export type SuspendRequest = z.input<typeof suspendRequestSchema>;

export const ACCOUNT_ACTION_KINDS = ['warn', 'suspend', 'ban'] as const;

/** One decision on an account; `id` is what an appeal will name. */
export const accountActionSchema = z.object({
  id: z.int(),
  kind: z.enum(ACCOUNT_ACTION_KINDS),
  reason: z.string(),
  section: z.object({ slug: z.string(), title: z.string() }),
  /** A suspension's end. */
  endsAt: z.nullable(z.string()),
  actor: z.nullable(z.object({ id: z.string(), username: z.string() })),
  createdAt: z.string(),
  liftedAt: z.nullable(z.string()),
});
export type AccountAction = z.infer<typeof accountActionSchema>;

/** GET /api/admin/users/:id/standing, and the answer to every decision. */
export const accountStandingSchema = z.object({
  userId: z.string(),
  username: z.string(),
  /** Set while a suspension stands. */
  suspendedUntil: z.nullable(z.string()),
  /** Set while a ban stands. */
  bannedAt: z.nullable(z.string()),
  /** Newest first. */
  history: z.array(accountActionSchema),
});
export type AccountStanding = z.infer<typeof accountStandingSchema>;

/** A suspension or a ban as the desk names it when weighing an appeal. */
export interface StandingDecisionRef {
  kind: 'suspend' | 'ban';
  /** When it was decided (ms). */
  at: number;
  /** A suspension's end (ms). */
  endsAt: number | null;
}

const decisionName = (d: StandingDecisionRef) =>
  d.kind === 'ban' ? `the ban of ${standingDate(d.at)}` : `the suspension until ${standingDate(d.endsAt ?? d.at)}`;

/**
 * What overturning an appealed suspension or ban changes, for the desk: 'Overturning lifts this
 * suspension; the ban of 1 December 2026 stays in force.' Only that decision ends; `others` (the
 * account's other decisions still in force) stay.
 */
export function overturnEffectText(
  decision: StandingDecisionRef & { inForce: boolean },
  others: StandingDecisionRef[],
) {
  const self = decision.kind === 'ban' ? 'this ban' : 'this suspension';
  const first = decision.inForce
    ? `Overturning lifts ${self}`
    : `${self[0]!.toUpperCase()}${self.slice(1)} is no longer in force, so overturning lifts nothing`;
  if (others.length === 0) return `${first}; no other suspension or ban stands.`;
  const names = others.map(decisionName);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `${first}; ${list} ${names.length > 1 ? 'stay' : 'stays'} in force.`;
}
