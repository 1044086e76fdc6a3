import {
  ADMIN_MESSAGES,
  MESSAGES,
  REFUSAL_MESSAGES,
  REPORT_TARGET_REFUSALS,
  type AdminFlagsResponse,
} from '@promptreel/contract';
import { requireAdminWith } from '../rules/require-admin.js';
import { Conflict, NotFound } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { videoRemoved } from '../mail/templates.js';
import { type LocaleLookup, recipientLocale } from '../mail/mail-locale.js';
import {
  commentLabel,
  type EngagementRepository,
  type RemovalSettlement,
} from '../repositories/engagement.repository.js';
import {
  settlePendingFlags,
  type FlagTargetRef,
  type ModerationRepository,
} from '../repositories/moderation.repository.js';
import type { ProfilesRepository } from '../repositories/profiles.repository.js';
import type { VideoWritesRepository } from '../repositories/video-writes.repository.js';
import type { Storage } from '../storage/storage.js';
import { groupReports } from '../shaping/report-groups.js';

/** How many of a reported person's latest uploads the desk shows beside the reports. */
const PROFILE_UPLOADS_SHOWN = 3;

export interface ModerationLog {
  error(obj: object, msg: string): void;
}

/** A decision's optional written reason, read from its body once the role is checked. */
type ReasonOf = () => string | null;
const none: ReasonOf = () => null;

/**
 * The moderators' desk: the reports grouped by what they are about, and the decisions on them
 * (dismiss, remove the video or comment), each audited. Members' reports are the reports service's.
 */
export function createModerationDeskService(deps: {
  moderation: ModerationRepository;
  writes: VideoWritesRepository;
  profiles: ProfilesRepository;
  storage: Storage;
  mailer: Mailer;
  log: ModerationLog;
  /** Reply-To of the removal notice; without it the notice asks for no reply. */
  replyTo?: string;
  isAdmin: (userId: string) => Promise<boolean>;
  /** A moderator's removal holds the video for a possible appeal (video-files/held-videos.ts). */
  holdVideo: (
    video: NonNullable<Awaited<ReturnType<VideoWritesRepository['ownershipOf']>>>,
    adminId: string,
  ) => Promise<boolean>;
  /** The link to appeal a decision, for the person it concerns (notices/appeal-links.ts). */
  appealUrl: (decisionId: number, userId: string) => string;
  /** Also tells the person in their notifications, in the e-mail's words (its subject) with a link. */
  onNotice?: (userId: string, text: string, link: string | null) => Promise<void>;
  /** Finds reported comments (and their videos). */
  engagement: EngagementRepository;
  /**
   * The comment-removal path (engagement service): removes as a moderator, `settle` archiving the
   * reports in its transaction. Undefined for an unknown comment, false when already removed.
   */
  removeCommentAsModerator: (
    adminId: string,
    commentId: number,
    settle: RemovalSettlement,
    reason: string | null,
  ) => Promise<boolean | undefined>;
  now?: () => number;
  /** The language each recipient chose, for their e-mails (British English when none). */
  localeOf?: LocaleLookup;
}) {
  const { moderation, writes, profiles, storage, mailer, log } = deps;
  const now = deps.now ?? Date.now;

  const requireAdmin = requireAdminWith(deps.isAdmin);

  const avatarPath = (key: string | null) => (key ? storage.publicPath('avatars', key) : null);
  const posterPath = (key: string | null) => (key ? storage.publicPath('videos', key) : null);

  /**
   * Dismisses every pending report about a comment or a profile, named in the audit as `describe`
   * finds it now (the target may be gone; its reports still name it).
   */
  async function dismissReports(
    viewerId: string | null,
    ref: Exclude<FlagTargetRef, { type: 'video' }>,
    nonePending: string,
    reasonOf: ReasonOf,
    describe: () => Promise<{ label: string; videoId: number | null }>,
  ): Promise<{ flagIds: number[] }> {
    const admin = await requireAdmin(viewerId);
    const reason = reasonOf();
    if ((await moderation.pendingFlagIdsOfTarget(ref)).length === 0) throw NotFound(nonePending);
    const { label, videoId } = await describe();
    return {
      flagIds: await moderation.dismissTarget({ target: ref, label, videoId, actorId: admin, reason, at: now() }),
    };
  }

  return {
    async flags(viewerId: string | null, status: 'pending' | 'archived'): Promise<AdminFlagsResponse> {
      await requireAdmin(viewerId);
      const statuses = status === 'pending' ? (['pending'] as const) : (['dismissed', 'deleted', 'actioned'] as const);
      const [rows, pending, archived] = await Promise.all([
        moderation.listFlags([...statuses]),
        // The tabs count the items shown, each with its reports, not the reports (issue 30).
        moderation.countGroups(['pending']),
        moderation.countGroups(['dismissed', 'deleted', 'actioned']),
      ]);
      const groups = groupReports(rows, { avatar: avatarPath, poster: posterPath });
      // A reported person's latest uploads, beside the reports about them.
      await Promise.all(
        groups.map(async (g) => {
          if (g.target.type !== 'profile' || !g.target.profile) return;
          const uploads = await moderation.latestUploadsOf(g.target.id, PROFILE_UPLOADS_SHOWN);
          g.target.profile.uploads = uploads.map((u) => ({
            id: u.id,
            title: u.title,
            posterUrl: posterPath(u.thumbnail_url),
          }));
        }),
      );
      return { groups, counts: { pending, archived } };
    },

    /** Dismisses every pending report of a video; the video stays. */
    async dismiss(viewerId: string | null, videoId: number, reasonOf: ReasonOf = none): Promise<{ flagIds: number[] }> {
      const admin = await requireAdmin(viewerId);
      const reason = reasonOf();
      const video = await writes.ownershipOf(videoId);
      if (!video) throw NotFound(MESSAGES.videoNotFound);
      const ids = await moderation.pendingFlagIdsOf(videoId);
      if (ids.length === 0) throw NotFound(ADMIN_MESSAGES.noPendingReports);
      return {
        flagIds: (
          await moderation.review({
            videoId,
            videoTitle: video.title,
            status: 'dismissed',
            actorId: admin,
            reason,
            at: now(),
          })
        ).flagIds,
      };
    },

    /** The admin delete path: reports archived as deleted, video and files removed, uploader told why. */
    async deleteVideo(
      viewerId: string | null,
      videoId: number,
      reasonOf: ReasonOf = none,
    ): Promise<{ flagIds: number[] }> {
      const admin = await requireAdmin(viewerId);
      const reason = reasonOf();
      const video = await writes.ownershipOf(videoId);
      if (!video) throw NotFound(MESSAGES.videoNotFound);
      const reports = (await moderation.listFlags(['pending'])).filter(
        (r) => r.target_type === 'video' && r.video_id === videoId,
      );
      const { flagIds, decisionId } = await moderation.review({
        videoId,
        videoTitle: video.title,
        status: 'deleted',
        actorId: admin,
        reason,
        at: now(),
      });
      // Held, not deleted, while it may be appealed: an overturn brings it back with its files.
      await deps.holdVideo(video, admin);
      try {
        const email = await profiles.emailOf(video.owner_id);
        if (email && !email.endsWith('@deleted.invalid')) {
          const reasons = [...new Set(reports.map((r) => r.category_name))];
          const appealUrl = deps.appealUrl(decisionId, video.owner_id);
          const notice = videoRemoved(
            email,
            {
              videoTitle: video.title,
              reasons,
              note: reason,
              appealUrl,
              replyTo: deps.replyTo,
            },
            await recipientLocale(deps.localeOf, video.owner_id),
          );
          await mailer.send(notice);
          await deps.onNotice?.(video.owner_id, notice.subject, appealUrl);
        }
      } catch (err) {
        log.error({ err }, 'removal notice could not be sent');
      }
      return { flagIds };
    },

    /** Dismisses every pending report about a comment; the comment stays (or stays removed). */
    async dismissComment(
      viewerId: string | null,
      commentId: number,
      reasonOf: ReasonOf = none,
    ): Promise<{ flagIds: number[] }> {
      const ref = { type: 'comment', commentId } as const;
      return dismissReports(viewerId, ref, REPORT_TARGET_REFUSALS.noPendingCommentReports, reasonOf, async () => {
        // Its author may have deleted it since: the reports still name it.
        const comment = await deps.engagement.findComment(commentId);
        if (comment) return { label: commentLabel(comment.body), videoId: comment.video_id };
        const kept = await moderation.keptOf(ref);
        return { label: kept?.target_label ?? '', videoId: kept?.video_id ?? null };
      });
    },

    /**
     * Removes a reported comment as a moderator (the video page's removal path: its author still
     * sees it, marked so) and archives its pending reports as 'deleted', in one transaction with the
     * audit entry.
     */
    async removeComment(
      viewerId: string | null,
      commentId: number,
      reasonOf: ReasonOf = none,
    ): Promise<{ flagIds: number[] }> {
      const admin = await requireAdmin(viewerId);
      const reason = reasonOf();
      let flagIds: number[] = [];
      const at = now();
      const settle: RemovalSettlement = async (trx) =>
        (flagIds = await settlePendingFlags(
          trx,
          { type: 'comment', commentId },
          { status: 'deleted', actorId: admin, at },
        ));
      const changed = await deps.removeCommentAsModerator(admin, commentId, settle, reason);
      if (changed === undefined) throw NotFound(REFUSAL_MESSAGES.commentNotFound);
      if (!changed) throw Conflict(REPORT_TARGET_REFUSALS.commentAlreadyRemoved);
      return { flagIds };
    },

    /** Dismisses every pending report about a profile; the person is not acted on here. */
    async dismissProfile(
      viewerId: string | null,
      profileId: string,
      reasonOf: ReasonOf = none,
    ): Promise<{ flagIds: number[] }> {
      const ref = { type: 'profile', profileId } as const;
      return dismissReports(viewerId, ref, REPORT_TARGET_REFUSALS.noPendingProfileReports, reasonOf, async () => {
        const profile = await profiles.findById(profileId);
        const label =
          profile && profile.deleted_at == null
            ? `@${profile.username}`
            : ((await moderation.keptOf(ref))?.target_label ?? '');
        return { label, videoId: null };
      });
    },
  };
}
