import {
  ADMIN_MESSAGES,
  FLAG_MESSAGES,
  LIMITS,
  MESSAGES,
  REFUSAL_MESSAGES,
  REPORT_TARGET_REFUSALS,
  dailyFlagLimitText,
  type AdminFlagsResponse,
  type FlagGroup,
  type FlagLimit,
  type flagRequestSchema,
} from '@promptreel/contract';
import type { z } from 'zod';
import { requireAdminWith } from '../rules/require-admin.js';
import { Conflict, Forbidden, Invalid, NotFound, TooMany, Unauthenticated } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { flagNotification, targetFlagNotification, videoRemoved } from '../mail/templates.js';
import type { CataloguesRepository } from '../repositories/catalogues.repository.js';
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
import { utcDay } from '../lib/utc-day.js';
import { dailyUsage } from '../rules/daily-limits.js';
import { provenanceOf } from '../shaping/video-card.js';

type FlagInput = z.output<typeof flagRequestSchema>;

/** GET /api/flag-limit's question: at most one target. */
export interface FlagLimitAbout {
  video?: number;
  comment?: number;
  profile?: string;
}

/** How many of a reported person's latest uploads the desk shows beside the reports. */
const PROFILE_UPLOADS_SHOWN = 3;

export interface ModerationLog {
  error(obj: object, msg: string): void;
}

/** A decision's optional written reason, read from its body once the role is checked. */
type ReasonOf = () => string | null;
const none: ReasonOf = () => null;

export function createModerationService(deps: {
  moderation: ModerationRepository;
  writes: VideoWritesRepository;
  profiles: ProfilesRepository;
  catalogues: CataloguesRepository;
  storage: Storage;
  mailer: Mailer;
  log: ModerationLog;
  publicUrl: string;
  /** Reply-To of the removal notice; without it the notice asks for no reply. */
  replyTo?: string;
  configuredAdminEmails: string[];
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
  /** Refuses a suspended or banned account (services/account-standing.service.ts). */
  assertCanWrite?: (userId: string) => Promise<void>;
  now?: () => number;
}) {
  const { moderation, writes, profiles, storage, mailer, log } = deps;
  const now = deps.now ?? Date.now;

  const requireAdmin = requireAdminWith(deps.isAdmin);

  async function flagLimit(userId: string): Promise<FlagLimit> {
    const usage = dailyUsage('flags', await moderation.flagsCountOf(userId), now());
    return {
      flagsToday: usage.used,
      limitReached: usage.remaining === 0,
      limit: usage.limit,
      remaining: usage.remaining,
    };
  }

  /** video-flag-notification: every admin hears of a report; a failure is logged, never fatal. */
  async function notifyAdmins(f: Parameters<typeof flagNotification>[1]) {
    try {
      const to = new Set([...deps.configuredAdminEmails, ...(await moderation.adminEmails())]);
      await Promise.all([...to].map((address) => mailer.send(flagNotification(address, f))));
    } catch (err) {
      log.error({ err }, 'flag notification could not be sent');
    }
  }

  /** The same notice for a comment's or a profile's report. */
  async function notifyAdminsOfTarget(f: Parameters<typeof targetFlagNotification>[1]) {
    try {
      const to = new Set([...deps.configuredAdminEmails, ...(await moderation.adminEmails())]);
      await Promise.all([...to].map((address) => mailer.send(targetFlagNotification(address, f))));
    } catch (err) {
      log.error({ err }, 'flag notification could not be sent');
    }
  }

  /** A comment's or a profile's report: the same rules, limit and answers as a video's. */
  async function flagTarget(
    viewerId: string,
    input: FlagInput,
    target: {
      ref: Exclude<FlagTargetRef, { type: 'video' }>;
      label: string;
      videoId: number | null;
      videoTitle: string | null;
      alreadyFlagged: string;
      success: string;
    },
  ): Promise<{ id: number; category: string }> {
    // A moment in a video says nothing about a comment or a person.
    if (input.videoTimestamp != null) {
      throw Invalid(REPORT_TARGET_REFUSALS.noTimestamp, [
        { field: 'videoTimestamp', message: REPORT_TARGET_REFUSALS.noTimestamp },
      ]);
    }
    const category = (await deps.catalogues.listFlagCategories()).find((c) => c.id === input.categoryId);
    if (!category) throw NotFound(FLAG_MESSAGES.categoryRequired);
    if (await moderation.hasFlaggedTarget(target.ref, viewerId)) throw Conflict(target.alreadyFlagged);
    const at = now();
    const result = await moderation.insertWithinDailyLimit(
      {
        target_type: target.ref.type,
        video_id: target.videoId,
        video_title: target.videoTitle,
        comment_id: target.ref.type === 'comment' ? target.ref.commentId : null,
        profile_id: target.ref.type === 'profile' ? target.ref.profileId : null,
        target_label: target.label,
        reporter_id: viewerId,
        category_id: category.id,
        reason: input.reason,
        video_timestamp: null,
        created_at: at,
      },
      utcDay(at),
      LIMITS.dailyFlags,
    );
    if (result === 'duplicate') throw Conflict(target.alreadyFlagged);
    if (result === 'limit') throw TooMany(dailyFlagLimitText((await flagLimit(viewerId)).flagsToday));
    return { id: result, category: category.name };
  }

  const avatarPath = (key: string | null) => (key ? storage.publicPath('avatars', key) : null);
  const posterPath = (key: string | null) => (key ? storage.publicPath('videos', key) : null);

  return {
    /**
     * Today's reports, and with a video, comment or profile whether this viewer already reported it
     * (false for one that does not exist: sending a report to it answers 404 anyway).
     */
    async flagLimit(viewerId: string | null, about: number | FlagLimitAbout = {}): Promise<FlagLimit> {
      if (!viewerId) throw Unauthenticated(FLAG_MESSAGES.mustLogIn);
      const q: FlagLimitAbout = typeof about === 'number' ? { video: about } : about;
      const asked = [q.video, q.comment, q.profile].filter((v) => v !== undefined).length;
      if (asked > 1) throw Invalid(REPORT_TARGET_REFUSALS.oneTarget);
      if (asked === 0) return flagLimit(viewerId);
      let ref: FlagTargetRef | null;
      if (q.video !== undefined) ref = { type: 'video', videoId: q.video };
      else if (q.comment !== undefined) ref = { type: 'comment', commentId: q.comment };
      else {
        const profile = await profiles.findLiveByUsername(q.profile!);
        ref = profile ? { type: 'profile', profileId: profile.id } : null;
      }
      const [limit, alreadyFlagged] = await Promise.all([
        flagLimit(viewerId),
        ref ? moderation.hasFlaggedTarget(ref, viewerId) : false,
      ]);
      return { ...limit, alreadyFlagged };
    },

    async flag(
      viewerId: string | null,
      videoId: number,
      read: () => FlagInput,
    ): Promise<{ id: number; message: string }> {
      if (!viewerId) throw Unauthenticated(FLAG_MESSAGES.mustLogIn);
      await deps.assertCanWrite?.(viewerId);
      const video = await writes.ownershipOf(videoId);
      // A held video (removed, kept for an appeal) is gone for reporters as for everyone, and so is
      // a banned creator's until the ban is lifted.
      if (!video || video.held_prefix !== null || (await profiles.findById(video.owner_id))?.banned_at != null)
        throw NotFound(MESSAGES.videoNotFound);
      if (video.owner_id === viewerId) throw Forbidden(FLAG_MESSAGES.ownVideo);
      const input = read();
      const category = (await deps.catalogues.listFlagCategories()).find((c) => c.id === input.categoryId);
      if (!category) throw NotFound(FLAG_MESSAGES.categoryRequired);
      if (await moderation.hasFlagged(videoId, viewerId)) throw Conflict(FLAG_MESSAGES.alreadyFlagged);

      const at = now();
      const result = await moderation.insertWithinDailyLimit(
        {
          video_id: videoId,
          video_title: video.title,
          reporter_id: viewerId,
          category_id: category.id,
          reason: input.reason,
          video_timestamp: input.videoTimestamp ?? null,
          created_at: at,
        },
        utcDay(at),
        LIMITS.dailyFlags,
      );
      if (result === 'duplicate') throw Conflict(FLAG_MESSAGES.alreadyFlagged);
      if (result === 'limit') throw TooMany(dailyFlagLimitText((await flagLimit(viewerId)).flagsToday));

      const reporter = await profiles.findById(viewerId);
      await notifyAdmins({
        videoTitle: video.title,
        videoUrl: `${deps.publicUrl}/video/${videoId}`,
        reporter: reporter?.username ?? 'unknown',
        category: category.name,
        reason: input.reason,
        timestamp: input.videoTimestamp ?? null,
      });
      return { id: result, message: FLAG_MESSAGES.success };
    },

    async flags(viewerId: string | null, status: 'pending' | 'archived'): Promise<AdminFlagsResponse> {
      await requireAdmin(viewerId);
      const statuses = status === 'pending' ? (['pending'] as const) : (['dismissed', 'deleted', 'actioned'] as const);
      const [rows, pending, archived] = await Promise.all([
        moderation.listFlags([...statuses]),
        // The tabs count the items shown, each with its reports, not the reports (issue 30).
        moderation.countGroups(['pending']),
        moderation.countGroups(['dismissed', 'deleted', 'actioned']),
      ]);
      const groups = new Map<string, FlagGroup>();
      for (const r of rows) {
        const key =
          r.target_type === 'comment'
            ? `c${r.comment_id}`
            : r.target_type === 'profile'
              ? r.profile_id != null
                ? `p${r.profile_id}`
                : `q${r.target_label}-${r.reviewed_at}`
              : r.video_id != null
                ? `v${r.video_id}`
                : `t${r.video_title}-${r.reviewed_at}`;
        let g = groups.get(key);
        if (!g && r.target_type !== 'video') {
          const label = r.target_label ?? '';
          g = {
            target:
              r.target_type === 'comment'
                ? {
                    type: 'comment',
                    id: r.comment_id!,
                    label,
                    comment:
                      r.comment_body != null && r.comment_author_id != null && r.video_id != null
                        ? {
                            body: r.comment_body,
                            author: {
                              id: r.comment_author_id,
                              username: r.comment_author_username ?? '@unknown',
                              avatarUrl: avatarPath(r.comment_author_avatar ?? null),
                            },
                            removed: r.comment_removed_by ?? null,
                            createdAt: new Date(r.comment_created_at!).toISOString(),
                            video: {
                              id: r.video_id,
                              title: r.video_current_title ?? r.video_title ?? '',
                              posterUrl: posterPath(r.thumbnail_url),
                            },
                          }
                        : null,
                  }
                : {
                    type: 'profile',
                    id: r.profile_id ?? '',
                    label,
                    profile:
                      r.profile_id != null && r.profile_username != null
                        ? {
                            username: r.profile_username,
                            avatarUrl: avatarPath(r.profile_avatar ?? null),
                            deleted: r.profile_deleted_at != null,
                            uploads: [],
                          }
                        : null,
                  },
            videoId: null,
            videoTitle: label,
            video: null,
            reports: [],
            latestAt: new Date(r.created_at).toISOString(),
          };
          groups.set(key, g);
        }
        if (!g) {
          g = {
            target: { type: 'video' },
            videoId: r.video_id,
            videoTitle: r.video_title ?? '',
            video:
              r.video_id != null && r.owner_id
                ? {
                    posterUrl: r.thumbnail_url ? storage.publicPath('videos', r.thumbnail_url) : null,
                    provenance: provenanceOf(r),
                    owner: { id: r.owner_id, username: r.owner_username ?? '@unknown' },
                  }
                : null,
            reports: [],
            latestAt: new Date(r.created_at).toISOString(),
          };
          groups.set(key, g);
        }
        g.reports.push({
          id: r.id,
          reporter: { id: r.reporter_id, username: r.reporter_username },
          category: { id: r.category_id, name: r.category_name },
          reason: r.reason,
          videoTimestamp: r.video_timestamp,
          status: r.status,
          createdAt: new Date(r.created_at).toISOString(),
          reviewedAt: r.reviewed_at != null ? new Date(r.reviewed_at).toISOString() : null,
        });
      }
      // A reported person's latest uploads, beside the reports about them.
      await Promise.all(
        [...groups.values()].map(async (g) => {
          if (g.target.type !== 'profile' || !g.target.profile) return;
          const uploads = await moderation.latestUploadsOf(g.target.id, PROFILE_UPLOADS_SHOWN);
          g.target.profile.uploads = uploads.map((u) => ({
            id: u.id,
            title: u.title,
            posterUrl: posterPath(u.thumbnail_url),
          }));
        }),
      );
      return { groups: [...groups.values()], counts: { pending, archived } };
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
          const notice = videoRemoved(email, {
            videoTitle: video.title,
            reasons: reasons.length ? reasons : ['a breach of the community guidelines'],
            note: reason,
            appealUrl,
            replyTo: deps.replyTo,
          });
          await mailer.send(notice);
          await deps.onNotice?.(video.owner_id, notice.subject, appealUrl);
        }
      } catch (err) {
        log.error({ err }, 'removal notice could not be sent');
      }
      return { flagIds };
    },

    /** POST /api/comments/:id/flags: a report on someone else's comment. */
    async flagComment(
      viewerId: string | null,
      commentId: number,
      read: () => FlagInput,
    ): Promise<{ id: number; message: string }> {
      if (!viewerId) throw Unauthenticated(FLAG_MESSAGES.logInToFlagComment);
      await deps.assertCanWrite?.(viewerId);
      const comment = await deps.engagement.findComment(commentId);
      // A removed comment is gone for everyone but its author: nothing left to report. So is one on a
      // held video, and one hidden by a ban of its author or of the video's creator.
      if (
        !comment ||
        comment.removed_at !== null ||
        comment.video_held_prefix !== null ||
        comment.author_banned_at != null ||
        comment.video_owner_banned_at != null
      )
        throw NotFound(REFUSAL_MESSAGES.commentNotFound);
      if (comment.author_id === viewerId) throw Forbidden(REPORT_TARGET_REFUSALS.ownComment);
      const input = read();
      const label = commentLabel(comment.body);
      const sent = await flagTarget(viewerId, input, {
        ref: { type: 'comment', commentId },
        label,
        videoId: comment.video_id,
        videoTitle: comment.video_title,
        alreadyFlagged: FLAG_MESSAGES.alreadyFlaggedComment,
        success: REPORT_TARGET_REFUSALS.commentFlagged,
      });
      const [reporter, author] = await Promise.all([profiles.findById(viewerId), profiles.findById(comment.author_id)]);
      await notifyAdminsOfTarget({
        target: 'comment',
        label,
        url: `${deps.publicUrl}/video/${comment.video_id}#comments`,
        author: author?.username ?? 'unknown',
        videoTitle: comment.video_title,
        reporter: reporter?.username ?? 'unknown',
        category: sent.category,
        reason: input.reason,
      });
      return { id: sent.id, message: REPORT_TARGET_REFUSALS.commentFlagged };
    },

    /** POST /api/profiles/:username/flags: a report on someone else's profile. */
    async flagProfile(
      viewerId: string | null,
      username: string,
      read: () => FlagInput,
    ): Promise<{ id: number; message: string }> {
      if (!viewerId) throw Unauthenticated(FLAG_MESSAGES.logInToFlagProfile);
      await deps.assertCanWrite?.(viewerId);
      const profile = await profiles.findLiveByUsername(username);
      // A banned account's profile is 'User not found' to everyone but admins: nothing to report.
      if (!profile || profile.banned_at !== null) throw NotFound(REFUSAL_MESSAGES.userNotFound);
      if (profile.id === viewerId) throw Forbidden(REPORT_TARGET_REFUSALS.ownProfile);
      const input = read();
      const label = `@${profile.username}`;
      const sent = await flagTarget(viewerId, input, {
        ref: { type: 'profile', profileId: profile.id },
        label,
        videoId: null,
        videoTitle: null,
        alreadyFlagged: FLAG_MESSAGES.alreadyFlaggedProfile,
        success: REPORT_TARGET_REFUSALS.profileFlagged,
      });
      const reporter = await profiles.findById(viewerId);
      await notifyAdminsOfTarget({
        target: 'profile',
        label,
        url: `${deps.publicUrl}/u/${encodeURIComponent(profile.username)}`,
        reporter: reporter?.username ?? 'unknown',
        category: sent.category,
        reason: input.reason,
      });
      return { id: sent.id, message: REPORT_TARGET_REFUSALS.profileFlagged };
    },

    /** Dismisses every pending report about a comment; the comment stays (or stays removed). */
    async dismissComment(
      viewerId: string | null,
      commentId: number,
      reasonOf: ReasonOf = none,
    ): Promise<{ flagIds: number[] }> {
      const admin = await requireAdmin(viewerId);
      const reason = reasonOf();
      const ref = { type: 'comment', commentId } as const;
      if ((await moderation.pendingFlagIdsOfTarget(ref)).length === 0)
        throw NotFound(REPORT_TARGET_REFUSALS.noPendingCommentReports);
      // Its author may have deleted it since: the reports still name it.
      const comment = await deps.engagement.findComment(commentId);
      const kept = comment ? undefined : await moderation.keptOf(ref);
      return {
        flagIds: await moderation.dismissTarget({
          target: ref,
          label: comment ? commentLabel(comment.body) : (kept?.target_label ?? ''),
          videoId: comment ? comment.video_id : (kept?.video_id ?? null),
          actorId: admin,
          reason,
          at: now(),
        }),
      };
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
      const admin = await requireAdmin(viewerId);
      const reason = reasonOf();
      const ref = { type: 'profile', profileId } as const;
      if ((await moderation.pendingFlagIdsOfTarget(ref)).length === 0)
        throw NotFound(REPORT_TARGET_REFUSALS.noPendingProfileReports);
      const profile = await profiles.findById(profileId);
      const label =
        profile && profile.deleted_at == null
          ? `@${profile.username}`
          : ((await moderation.keptOf(ref))?.target_label ?? '');
      return {
        flagIds: await moderation.dismissTarget({
          target: ref,
          label,
          videoId: null,
          actorId: admin,
          reason,
          at: now(),
        }),
      };
    },
  };
}
