import {
  APPEAL_LIMITS,
  APPEAL_MESSAGES,
  APPEALABLE_ACTIONS,
  DELETED_USER_NAME,
  type AdminAppealsResponse,
  type AppealPage,
  type AuditAction,
  type appealOutcomeSchema,
  type appealRequestSchema,
} from '@promptreel/contract';
import type { z } from 'zod';
import { Conflict, Forbidden, Invalid, NotFound, Unauthenticated } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { appealDecided } from '../mail/templates.js';
import { type LocaleLookup, recipientLocale } from '../mail/mail-locale.js';
import type { AppealsRepository, DecisionRow } from '../repositories/appeals.repository.js';
import type { ProfilesRepository } from '../repositories/profiles.repository.js';
import type { AppealLinks } from '../notices/appeal-links.js';
import { detailText } from '../shaping/decision-detail.js';
import type { RequireAdmin } from '../rules/require-admin.js';

type AppealableAction = (typeof APPEALABLE_ACTIONS)[number];
/** Undoes a decision on appeal; must be safe to run twice (a retried overturn runs it again). */
export type Undo = (decision: DecisionRow, adminId: string) => Promise<void>;

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE = 100;
const iso = (ms: number | null) => new Date(Number(ms)).toISOString();
const isAppealable = (action: string): action is AppealableAction =>
  (APPEALABLE_ACTIONS as readonly string[]).includes(action);

export function createAppealsService(deps: {
  appeals: AppealsRepository;
  profiles: ProfilesRepository;
  links: AppealLinks;
  mailer: Mailer;
  log: { error(obj: object, msg: string): void };
  /** Also tells the person in their notifications, in the e-mail's words (its subject) with a link. */
  onNotice?: (userId: string, text: string, link: string | null) => Promise<void>;
  replyTo?: string;
  requireAdmin: RequireAdmin;
  /** How each kind of decision is undone when an appeal overturns it. */
  undo: Record<AppealableAction, Undo>;
  /** What overturning a decision would change beyond itself (a suspension's or ban's), for the desk. */
  overturnEffect?: (decision: Pick<DecisionRow, 'action' | 'target_id' | 'created_at'>) => Promise<string | null>;
  /** What an upheld appeal settles (a held video deleted now rather than when its hold ends). */
  onUpheld?: Partial<Record<AppealableAction, Undo>>;
  now?: () => number;
  /** The language each recipient chose, for their e-mails (British English when none). */
  localeOf?: LocaleLookup;
}) {
  const { appeals, links } = deps;
  const now = deps.now ?? Date.now;

  /** The person a decision concerns, while anything identifies them. */
  async function subjectOf(d: DecisionRow): Promise<string | null> {
    if (d.target_type === 'profile') return d.target_id;
    if (d.target_type === 'comment') return d.target_id ? appeals.commentAuthorOf(Number(d.target_id)) : null;
    return d.video_owner_id;
  }

  /**
   * The decision, once the viewer is shown to be the person it concerns: signed in as them, or
   * holding the notice's key. Everyone else learns nothing about it, not even that it exists: it
   * answers as a missing one does, so decision ids cannot be enumerated.
   */
  async function decisionFor(viewerId: string | null, decisionId: number, key: string | undefined) {
    const decision = await appeals.decision(decisionId);
    const subject = decision ? await subjectOf(decision) : null;
    const allowed = subject !== null && (viewerId === subject || links.holdsKey(decisionId, subject, key));
    if (!decision || !allowed) {
      if (!viewerId && !key) throw Unauthenticated(APPEAL_MESSAGES.logIn);
      throw NotFound(APPEAL_MESSAGES.notFound);
    }
    if (!isAppealable(decision.action)) throw Forbidden(APPEAL_MESSAGES.notAppealable);
    return { decision, subject: subject! };
  }

  const deadlineOf = (d: DecisionRow) => Number(d.created_at) + APPEAL_LIMITS.windowDays * DAY_MS;

  return {
    async page(viewerId: string | null, decisionId: number, key?: string): Promise<AppealPage> {
      const { decision } = await decisionFor(viewerId, decisionId, key);
      const appeal = await appeals.appealOf(decisionId);
      return {
        decision: {
          id: decision.id,
          action: decision.action as AuditAction,
          target: { type: decision.target_type, label: decision.target_label },
          videoTitle: decision.target_type === 'comment' ? decision.video_title : null,
          detail: detailText(decision.detail),
          reason: decision.reason,
          createdAt: iso(decision.created_at),
          appealBy: iso(deadlineOf(decision)),
        },
        appeal: appeal
          ? {
              id: appeal.id,
              status: appeal.status,
              body: appeal.body,
              createdAt: iso(appeal.created_at),
              outcome:
                appeal.status === 'pending'
                  ? null
                  : { reason: appeal.outcome_reason ?? '', decidedAt: iso(appeal.decided_at) },
            }
          : null,
        canAppeal: !appeal && now() <= deadlineOf(decision),
      };
    },

    async appeal(
      viewerId: string | null,
      decisionId: number,
      input: z.output<typeof appealRequestSchema>,
    ): Promise<{ id: number; message: string }> {
      const { decision, subject } = await decisionFor(viewerId, decisionId, input.key);
      if (await appeals.appealOf(decisionId)) throw Conflict(APPEAL_MESSAGES.alreadyAppealed);
      if (now() > deadlineOf(decision)) throw Forbidden(APPEAL_MESSAGES.tooLate);
      const at = now();
      const id = await appeals.insert(
        { decision_id: decisionId, appellant_id: subject, body: input.body, created_at: at },
        {
          actorId: subject,
          action: 'appeal',
          targetType: decision.target_type,
          targetId: decision.target_id,
          targetLabel: decision.target_label,
          videoId: decision.video_id,
          reason: input.body,
          at,
        },
      );
      if (id === null) throw Conflict(APPEAL_MESSAGES.alreadyAppealed);
      return { id, message: APPEAL_MESSAGES.sent };
    },

    async list(viewerId: string | null, status: 'pending' | 'decided'): Promise<AdminAppealsResponse> {
      await deps.requireAdmin(viewerId);
      const [rows, counts] = await Promise.all([appeals.list(status, PAGE), appeals.counts()]);
      const effects = await Promise.all(
        rows.map((r) =>
          r.status === 'pending' && deps.overturnEffect
            ? deps.overturnEffect({ action: r.action, target_id: r.target_id, created_at: r.decided_on })
            : null,
        ),
      );
      return {
        items: rows.map((r, i) => ({
          id: r.id,
          status: r.status,
          body: r.body,
          createdAt: iso(r.created_at),
          appellant: { id: r.appellant_id, username: r.appellant_username },
          decision: {
            id: r.decision_id,
            action: r.action as AuditAction,
            target: { type: r.target_type, id: r.target_id, label: r.target_label },
            videoId: r.video_id,
            detail: detailText(r.detail),
            reason: r.reason,
            moderator: r.moderator ?? DELETED_USER_NAME,
            createdAt: iso(r.decided_on),
            overturnEffect: effects[i] ?? null,
          },
          outcome:
            r.status === 'pending'
              ? null
              : {
                  reason: r.outcome_reason ?? '',
                  decidedAt: iso(r.decided_at),
                  moderator: r.decider ?? DELETED_USER_NAME,
                },
        })),
        counts,
      };
    },

    /** Upholds or overturns an appeal; overturning undoes the decision first, then closes the appeal. */
    async decide(
      viewerId: string | null,
      appealId: number,
      input: z.output<typeof appealOutcomeSchema>,
    ): Promise<{ message: string }> {
      const admin = await deps.requireAdmin(viewerId);
      const appeal = await appeals.findAppeal(appealId);
      if (!appeal) throw NotFound(APPEAL_MESSAGES.appealNotFound);
      if (appeal.status !== 'pending') throw Conflict(APPEAL_MESSAGES.alreadyDecided);
      const decision = await appeals.decision(appeal.decision_id);
      if (!decision || !isAppealable(decision.action)) throw Invalid(APPEAL_MESSAGES.notAppealable);

      if (input.outcome === 'overturned') await deps.undo[decision.action](decision, admin);
      const at = now();
      const closed = await appeals.decide(
        appealId,
        { status: input.outcome, reason: input.reason, by: admin, at },
        {
          actorId: admin,
          action: input.outcome === 'overturned' ? 'appeal_overturned' : 'appeal_upheld',
          targetType: decision.target_type,
          targetId: decision.target_id,
          targetLabel: decision.target_label,
          videoId: decision.video_id,
          reason: input.reason,
          at,
        },
      );
      if (!closed) throw Conflict(APPEAL_MESSAGES.alreadyDecided);
      if (input.outcome === 'upheld') {
        await deps.onUpheld?.[decision.action]?.(decision, admin).catch((err: unknown) =>
          deps.log.error({ err, appealId }, 'settling an upheld appeal failed'),
        );
      }

      try {
        const to = await deps.profiles.emailOf(appeal.appellant_id);
        if (to && !to.endsWith('@deleted.invalid')) {
          const notice = appealDecided(
            to,
            {
              decision: {
                action: decision.action,
                targetLabel: decision.target_label,
                videoTitle: decision.target_type === 'comment' ? decision.video_title : null,
                detail: decision.detail,
              },
              outcome: input.outcome,
              reason: input.reason,
              replyTo: deps.replyTo,
            },
            await recipientLocale(deps.localeOf, appeal.appellant_id),
          );
          await deps.mailer.send(notice);
          await deps.onNotice?.(appeal.appellant_id, notice.subject, `/appeals/${decision.id}`);
        }
      } catch (err) {
        deps.log.error({ err }, 'appeal outcome could not be sent');
      }
      return { message: input.outcome === 'overturned' ? APPEAL_MESSAGES.overturned : APPEAL_MESSAGES.upheld };
    },
  };
}

export type AppealsService = ReturnType<typeof createAppealsService>;
