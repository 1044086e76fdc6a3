import { APPEAL_MESSAGES } from '@promptreel/contract';
import { Invalid } from '../errors.js';
import type { DecisionRow } from '../repositories/appeals.repository.js';
import { createAppealsService } from '../services/appeals.service.js';
import { createAuditService } from '../services/audit.service.js';
import type { createEngagementService } from '../services/engagement.service.js';
import { createModerationDeskService } from '../services/moderation-desk.service.js';
import { createReportsService } from '../services/reports.service.js';
import { requireAdminWith } from '../rules/require-admin.js';
import { createVideoLabelsService } from '../services/video-labels.service.js';
import type { AccountServices } from './account-services.js';
import type { Repositories } from './repositories.js';
import type { ServiceDeps } from './service-deps.js';

/** The moderators' services: reports and the admin desk, the audit log, labels and appeals. */
export function createDecisionServices(
  deps: ServiceDeps,
  repos: Repositories,
  accounts: AccountServices,
  engagement: ReturnType<typeof createEngagementService>,
) {
  const { storage, bus, mailer, config, log, now } = deps;
  const { isAdmin, canWrite, standing, heldVideos, appealLinks, onNotice } = accounts;
  /**
   * An overturned suspension or ban ends, and only it: standing is set from the decisions still in
   * force, so a separate ban or suspension stays (issue 30). A retried overturn changes nothing.
   */
  const overturnStanding = (kind: 'suspend' | 'ban') => async (decision: DecisionRow, adminId: string) => {
    if (decision.target_id) await standing.overturn(adminId, decision.target_id, kind, Number(decision.created_at));
  };
  const reports = createReportsService({
    moderation: repos.moderation,
    assertCanWrite: canWrite,
    writes: repos.videoWrites,
    profiles: repos.profiles,
    catalogues: repos.catalogues,
    mailer,
    log,
    publicUrl: config.publicUrl,
    configuredAdminEmails: config.adminEmails,
    engagement: repos.engagement,
    localeOfEmail: repos.languageChoices.localeOfEmail,
  });
  const moderationDesk = createModerationDeskService({
    moderation: repos.moderation,
    writes: repos.videoWrites,
    profiles: repos.profiles,
    storage,
    mailer,
    log,
    replyTo: config.mailReplyTo,
    isAdmin,
    engagement: repos.engagement,
    removeCommentAsModerator: (adminId, commentId, settle, reason) =>
      engagement.removeAsModerator(adminId, commentId, settle, reason),
    holdVideo: (video, adminId) => heldVideos.hold(video, adminId),
    appealUrl: (decisionId, userId) => appealLinks.url(decisionId, userId),
    onNotice,
    localeOf: repos.languageChoices.localeOf,
  });
  const audit = createAuditService({
    audit: repos.audit,
    requireAdmin: requireAdminWith(isAdmin),
  });
  const labels = createVideoLabelsService({
    labels: repos.labels,
    writes: repos.videoWrites,
    profiles: repos.profiles,
    mailer,
    log,
    publicUrl: config.publicUrl,
    replyTo: config.mailReplyTo,
    requireAdmin: requireAdminWith(isAdmin),
    appealUrl: (decisionId, userId) => appealLinks.url(decisionId, userId),
    onNotice,
    now,
    localeOf: repos.languageChoices.localeOf,
  });
  const appeals = createAppealsService({
    onNotice,
    appeals: repos.appeals,
    profiles: repos.profiles,
    links: appealLinks,
    mailer,
    log,
    replyTo: config.mailReplyTo,
    requireAdmin: requireAdminWith(isAdmin),
    undo: {
      remove_comment: async (decision) => {
        if (
          decision.target_id &&
          (await repos.appeals.restoreComment(Number(decision.target_id))) &&
          decision.video_id
        ) {
          await bus.publish(`video:${decision.video_id}`, { type: 'comment-changed', videoId: decision.video_id });
        }
      },
      delete_video: async (decision) => {
        if (decision.target_id && !(await heldVideos.release(Number(decision.target_id))))
          throw Invalid(APPEAL_MESSAGES.videoGone);
      },
      // A warning takes nothing away: overturning it is the record that it was wrong.
      warn: async () => undefined,
      suspend: overturnStanding('suspend'),
      ban: overturnStanding('ban'),
      // A label a moderator has since taken off needs nothing more.
      label: async (decision) => void (await labels.undo(decision.id)),
    },
    overturnEffect: (decision) =>
      (decision.action === 'suspend' || decision.action === 'ban') && decision.target_id
        ? standing.overturnEffect(decision.target_id, decision.action, Number(decision.created_at))
        : Promise.resolve(null),
    localeOf: repos.languageChoices.localeOf,
    onUpheld: {
      delete_video: async (decision) => {
        if (decision.target_id) await heldVideos.purge(Number(decision.target_id));
      },
    },
    now,
  });
  return { reports, moderationDesk, audit, labels, appeals };
}
