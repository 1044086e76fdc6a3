import {
  REFUSAL_MESSAGES,
  STANDING_MESSAGES,
  type AccountStanding,
  type standingDecisionSchema,
  type suspendRequestSchema,
  guidelineSectionTitle,
  overturnEffectText,
  suspendedText,
} from '@promptreel/contract';
import type { z } from 'zod';
import type { EventBus } from '../bus/event-bus.js';
import { requireAdminWith } from '../rules/require-admin.js';
import { Conflict, Forbidden, NotFound, withValues } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { accountDecision } from '../mail/templates.js';
import { type LocaleLookup, recipientLocale } from '../mail/mail-locale.js';
import type { AccountStandingRepository } from '../repositories/account-standing.repository.js';
import { isoOrNull } from '../lib/iso-time.js';
import { signedOutNoticeCode, signedOutNoticeOf } from '../rules/signed-out-notice.js';

type DecisionInput = z.output<typeof standingDecisionSchema>;
type SuspendInput = z.output<typeof suspendRequestSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
export interface StandingLog {
  error(obj: object, msg: string): void;
}

/**
 * Decisions on accounts (warn, suspend, ban, lift), admins only, and the one check every write
 * makes first: a suspended or banned account may read, not write.
 */
export function createAccountStandingService(deps: {
  standing: AccountStandingRepository;
  /** Tells the account's open tabs, on every instance, that their sessions ended. */
  bus?: EventBus;
  mailer: Mailer;
  log: StandingLog;
  publicUrl: string;
  /** Reply-To of the notice; without it the notice says replies are not read. */
  replyTo?: string;
  isAdmin: (userId: string) => Promise<boolean>;
  /** The link to appeal a decision, for the person it concerns (notices/appeal-links.ts). */
  appealUrl: (decisionId: number, userId: string) => string;
  /** Also tells the person in their notifications, in the e-mail's words (its subject) with a link. */
  onNotice?: (userId: string, text: string, link: string | null) => Promise<void>;
  /** After a ban or a lift: brings the account's media in line with its standing (video-files/banned-media.ts). */
  onStandingChanged?: (userId: string) => Promise<void>;
  now?: () => number;
  /** The language each recipient chose, for their e-mails (British English when none). */
  localeOf?: LocaleLookup;
}) {
  const { standing, mailer, log } = deps;
  const now = deps.now ?? Date.now;

  const requireAdmin = requireAdminWith(deps.isAdmin);

  /** The account a decision is about: it exists, is not the admin's own and is not an admin's. */
  async function requireTarget(adminId: string, userId: string) {
    const target = await standing.target(userId);
    if (!target || target.deleted_at != null) throw NotFound(REFUSAL_MESSAGES.userNotFound);
    if (target.id === adminId) throw Forbidden(STANDING_MESSAGES.notYourself);
    if (target.is_admin === 1 || (await deps.isAdmin(target.id))) throw Forbidden(STANDING_MESSAGES.notAnAdmin);
    return target;
  }

  async function standingOf(userId: string): Promise<AccountStanding> {
    const [target, history] = await Promise.all([standing.target(userId), standing.history(userId)]);
    if (!target) throw NotFound(REFUSAL_MESSAGES.userNotFound);
    const at = now();
    return {
      userId: target.id,
      username: target.username,
      suspendedUntil:
        target.suspended_until != null && target.suspended_until > at ? isoOrNull(target.suspended_until) : null,
      bannedAt: isoOrNull(target.banned_at),
      history: history.map((h) => ({
        id: h.id,
        kind: h.kind,
        reason: h.reason,
        section: { slug: h.guideline_section, title: guidelineSectionTitle(h.guideline_section) },
        endsAt: isoOrNull(h.ends_at),
        actor: h.actor_id ? { id: h.actor_id, username: h.actor_username ?? '[Deleted User]' } : null,
        createdAt: new Date(h.created_at).toISOString(),
        liftedAt: isoOrNull(h.lifted_at),
      })),
    };
  }

  /** The notice to the account's address; a failure is logged, never fatal (the decision stands). */
  async function notify(
    userId: string,
    f: Omit<Parameters<typeof accountDecision>[1], 'sectionUrl' | 'appealUrl' | 'replyTo'> & {
      decisionId: number;
    },
  ) {
    try {
      const email = await standing.emailOf(userId);
      if (!email || email.endsWith('@deleted.invalid')) return;
      const { decisionId, ...rest } = f;
      const appealUrl = deps.appealUrl(decisionId, userId);
      const notice = accountDecision(
        email,
        {
          ...rest,
          sectionUrl: `${deps.publicUrl}/community-guidelines#${rest.section}`,
          appealUrl,
          replyTo: deps.replyTo,
        },
        await recipientLocale(deps.localeOf, userId),
      );
      await mailer.send(notice);
      await deps.onNotice?.(userId, notice.subject, appealUrl);
    } catch (err) {
      log.error({ err }, 'account notice could not be sent');
    }
  }

  async function decide(
    viewerId: string | null,
    userId: string,
    kind: 'warn' | 'suspend' | 'ban',
    parse: () => DecisionInput & { days?: number },
  ): Promise<AccountStanding> {
    const admin = await requireAdmin(viewerId);
    const input = parse();
    const target = await requireTarget(admin, userId);
    if (kind !== 'warn' && target.banned_at != null) throw Conflict(STANDING_MESSAGES.alreadyBanned);
    const at = now();
    const endsAt = kind === 'suspend' ? at + input.days! * DAY_MS : null;
    const { decisionId } = await standing.decide({
      userId: target.id,
      kind,
      reason: input.reason,
      section: input.section,
      endsAt,
      signedOutNotice: kind === 'warn' ? undefined : signedOutNoticeCode(kind, endsAt),
      actorId: admin,
      at,
      audit: {
        actorId: admin,
        action: kind,
        targetType: 'profile',
        targetId: target.id,
        targetLabel: `@${target.username}`,
        reason: input.reason,
        at,
      },
    });
    if (kind === 'ban') await deps.onStandingChanged?.(target.id);
    await notify(target.id, {
      decisionId,
      kind,
      reason: input.reason,
      section: input.section,
      until: endsAt ?? undefined,
    });
    return standingOf(target.id);
  }

  return {
    /**
     * The first line of every write that publishes or changes what others see (upload, comment,
     * clap, report, follow, video and caption edits, profile, avatar, social links): refused while
     * a suspension or a ban stands, saying until when. Deleting one's own things, settings, appeals,
     * the data export and deleting the account stay open (test/suspension-read-only.test.ts).
     */
    async assertCanWrite(userId: string): Promise<void> {
      const state = await standing.stateOf(userId);
      if (!state) return;
      if (state.banned_at != null) throw Forbidden(STANDING_MESSAGES.banned);
      if (state.suspended_until != null && state.suspended_until > now())
        throw withValues(Forbidden(suspendedText(state.suspended_until)), 'refusal.suspended', {
          until: new Date(state.suspended_until),
        });
    },

    /**
     * The suspension in force on the signed-in account, for its banner (GET /api/me): until when
     * (the date every refused write names) and the decision its appeal link names.
     */
    async suspensionOf(userId: string): Promise<{ until: string; decisionId: number | null } | null> {
      const state = await standing.stateOf(userId);
      const at = now();
      if (state?.suspended_until == null || state.suspended_until <= at || state.banned_at != null) return null;
      return {
        until: new Date(state.suspended_until).toISOString(),
        decisionId: await standing.suspensionDecision(userId, at),
      };
    },

    /**
     * Tells the account's open tabs, on every instance, that a suspension or a ban ended their
     * sessions: called once the decision's answer is sent, when every instance has forgotten the
     * sessions it had checked (http/write-hooks.ts), so the tabs' next question finds them ended.
     */
    async tellSignedOut(userId: string): Promise<void> {
      // 'profile-updated' makes every tab ask who-am-I again, which now answers signed out, with why.
      await deps.bus?.publish(`profile:${userId}`, { type: 'profile-updated', profileId: userId });
    },

    /** What a browser whose session a suspension or a ban ended is told, once. */
    async signedOutNotice(sessionToken: string) {
      const kept = await standing.takeSignedOutNotice(sessionToken, now());
      return kept ? signedOutNoticeOf(kept) : null;
    },

    /** Sign-in is refused to a banned account (a suspended one may sign in and read). */
    async refuseSignIn(userId: string): Promise<string | null> {
      const state = await standing.stateOf(userId);
      return state?.banned_at != null ? STANDING_MESSAGES.bannedSignIn : null;
    },

    async standing(viewerId: string | null, userId: string): Promise<AccountStanding> {
      await requireAdmin(viewerId);
      const target = await standing.target(userId);
      if (!target || target.deleted_at != null) throw NotFound(REFUSAL_MESSAGES.userNotFound);
      return standingOf(userId);
    },

    warn: (viewerId: string | null, userId: string, parse: () => DecisionInput) =>
      decide(viewerId, userId, 'warn', parse),

    suspend: (viewerId: string | null, userId: string, parse: () => SuspendInput) =>
      decide(viewerId, userId, 'suspend', parse),

    ban: (viewerId: string | null, userId: string, parse: () => DecisionInput) =>
      decide(viewerId, userId, 'ban', parse),

    /**
     * Ends the one suspension or ban an appeal overturned (decided at `decidedAt`); the account's
     * other decisions stay in force. Safe to run twice: a retried overturn finds it lifted already.
     */
    async overturn(adminId: string, userId: string, kind: 'suspend' | 'ban', decidedAt: number): Promise<void> {
      await standing.liftOne(userId, kind, decidedAt, adminId, now());
      // A lifted ban brings the creator's media back; one still in force keeps it private.
      await deps.onStandingChanged?.(userId);
    },

    /** What overturning that suspension or ban would change, for the desk's appeals. */
    async overturnEffect(userId: string, kind: 'suspend' | 'ban', decidedAt: number): Promise<string> {
      const rows = await standing.inForce(userId, now());
      const ref = (r: (typeof rows)[number]) => ({
        kind: r.kind as 'suspend' | 'ban',
        at: r.created_at,
        endsAt: r.ends_at,
      });
      const self = rows.find((r) => r.kind === kind && r.created_at === decidedAt);
      return overturnEffectText(
        { kind, at: decidedAt, endsAt: self?.ends_at ?? null, inForce: self !== undefined },
        rows.filter((r) => r !== self).map(ref),
      );
    },

    /** Ends a standing suspension or ban; the decisions stay in the history, marked lifted. */
    async lift(
      viewerId: string | null,
      userId: string,
      reasonOf: () => string | null = () => null,
    ): Promise<AccountStanding> {
      const admin = await requireAdmin(viewerId);
      const reason = reasonOf();
      const target = await requireTarget(admin, userId);
      const at = now();
      const lifted = await standing.lift(target.id, admin, at, {
        actorId: admin,
        action: 'lift',
        targetType: 'profile',
        targetId: target.id,
        targetLabel: `@${target.username}`,
        reason,
        at,
      });
      if (!lifted) throw Conflict(STANDING_MESSAGES.nothingToLift);
      await deps.onStandingChanged?.(target.id);
      return standingOf(target.id);
    },
  };
}

export type AccountStandingService = ReturnType<typeof createAccountStandingService>;
