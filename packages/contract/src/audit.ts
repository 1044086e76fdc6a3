import { z } from 'zod/mini';

/** Every kind of decision the audit log records; each new kind of decision adds its name here. */
export const AUDIT_ACTIONS = [
  'dismiss',
  'delete_video',
  'remove_comment',
  'warn',
  'suspend',
  'ban',
  'lift',
  'label',
  'unlabel',
  'appeal',
  'appeal_upheld',
  'appeal_overturned',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = ['video', 'comment', 'profile'] as const;
export type AuditTargetType = (typeof AUDIT_TARGETS)[number];

export const auditEntrySchema = z.object({
  id: z.int(),
  actor: z.object({ id: z.nullable(z.string()), username: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({
    type: z.enum(AUDIT_TARGETS),
    id: z.nullable(z.string()),
    /** The title, comment opening or '@name' it had when decided. */
    label: z.string(),
  }),
  /** The video the decision concerns (a comment's too); null once it is gone or for a person. */
  videoId: z.nullable(z.int()),
  /** What exactly was decided where the action alone does not say: a label's text. */
  detail: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  flagIds: z.array(z.int()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Everyone who has made a decision (not those who only appealed one), for the moderator filter. */
  moderators: z.array(z.object({ id: z.string(), username: z.string() })),
  /** More entries match than `items` holds; the CSV export has them all. */
  truncated: z.boolean(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

const MODERATOR_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** ?target=video|comment|profile&moderator=<profile id>, both optional; the CSV takes the same. */
export const auditLogQuerySchema = z.object({
  target: z.optional(z.enum(AUDIT_TARGETS, { error: 'Choose video, comment or profile' })),
  moderator: z.optional(z.string().check(z.regex(MODERATOR_ID, 'Unknown moderator'))),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** Words the desk and the CSV use for each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  dismiss: 'Dismissed reports',
  delete_video: 'Deleted video',
  remove_comment: 'Removed comment',
  warn: 'Warned',
  suspend: 'Suspended',
  ban: 'Banned',
  lift: 'Lifted a suspension or ban',
  label: 'Labelled video',
  unlabel: 'Removed a label',
  appeal: 'Appealed a decision',
  appeal_upheld: 'Upheld an appeal',
  appeal_overturned: 'Overturned a decision on appeal',
};
