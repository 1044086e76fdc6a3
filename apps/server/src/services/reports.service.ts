import {
  FLAG_MESSAGES,
  LIMITS,
  MESSAGES,
  REFUSAL_MESSAGES,
  REPORT_TARGET_REFUSALS,
  dailyFlagLimitText,
  type FlagLimit,
  type flagRequestSchema,
} from '@promptreel/contract';
import type { z } from 'zod';
import { Conflict, Forbidden, Invalid, NotFound, TooMany, Unauthenticated, withValues } from '../errors.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { flagNotification, targetFlagNotification } from '../mail/templates.js';
import type { Locale } from '@promptreel/contract';
import { type LocaleLookup, recipientLocale } from '../mail/mail-locale.js';
import type { CataloguesRepository } from '../repositories/catalogues.repository.js';
import { commentLabel, type EngagementRepository } from '../repositories/engagement.repository.js';
import type { FlagTargetRef, ModerationRepository } from '../repositories/moderation.repository.js';
import type { ProfilesRepository } from '../repositories/profiles.repository.js';
import type { VideoWritesRepository } from '../repositories/video-writes.repository.js';
import { utcDay } from '../lib/utc-day.js';
import { dailyUsage } from '../rules/daily-limits.js';

type FlagInput = z.output<typeof flagRequestSchema>;
type ReportRow = Parameters<ModerationRepository['insertWithinDailyLimit']>[0];

/** GET /api/flag-limit's question: at most one target. */
export interface FlagLimitAbout {
  video?: number;
  comment?: number;
  profile?: string;
}

export interface ReportsLog {
  error(obj: object, msg: string): void;
}

/**
 * Reports by members about a video, a comment or a profile: one daily limit, one report per
 * reporter and target, and every admin told of each. What the desk does with them is the
 * moderation desk's (moderation-desk.service.ts).
 */
export function createReportsService(deps: {
  moderation: ModerationRepository;
  writes: VideoWritesRepository;
  profiles: ProfilesRepository;
  catalogues: CataloguesRepository;
  mailer: Mailer;
  log: ReportsLog;
  publicUrl: string;
  configuredAdminEmails: string[];
  /** Finds reported comments (and their videos). */
  engagement: EngagementRepository;
  /** Refuses a suspended or banned account (services/account-standing.service.ts). */
  assertCanWrite?: (userId: string) => Promise<void>;
  now?: () => number;
  /** The language chosen on the account with each admin address (British English when none). */
  localeOfEmail?: LocaleLookup;
}) {
  const { moderation, profiles, log } = deps;
  const now = deps.now ?? Date.now;

  async function flagLimit(userId: string): Promise<FlagLimit> {
    const usage = dailyUsage('flags', await moderation.flagsCountOf(userId), now());
    return {
      flagsToday: usage.used,
      limitReached: usage.remaining === 0,
      limit: usage.limit,
      remaining: usage.remaining,
    };
  }

  /** Every admin hears of a report (video-flag-notification); a failure is logged, never fatal. */
  async function notifyAdmins(noticeTo: (address: string, locale: Locale) => MailMessage) {
    try {
      const to = new Set([...deps.configuredAdminEmails, ...(await moderation.adminEmails())]);
      await Promise.all(
        [...to].map(async (address) =>
          deps.mailer.send(noticeTo(address, await recipientLocale(deps.localeOfEmail, address))),
        ),
      );
    } catch (err) {
      log.error({ err }, 'flag notification could not be sent');
    }
  }

  /**
   * Records a report once its target is known to be reportable: the category must exist, the
   * reporter must not have reported the target already, and the day's limit must allow it.
   */
  async function record(
    viewerId: string,
    input: FlagInput,
    target: { ref: FlagTargetRef; alreadyFlagged: string },
    row: Omit<ReportRow, 'reporter_id' | 'category_id' | 'reason' | 'created_at'>,
  ): Promise<{ id: number; category: { id: number; name: string } }> {
    const category = (await deps.catalogues.listFlagCategories()).find((c) => c.id === input.categoryId);
    if (!category) throw NotFound(FLAG_MESSAGES.categoryRequired);
    if (await moderation.hasFlaggedTarget(target.ref, viewerId)) throw Conflict(target.alreadyFlagged);
    const at = now();
    const result = await moderation.insertWithinDailyLimit(
      { ...row, reporter_id: viewerId, category_id: category.id, reason: input.reason, created_at: at },
      utcDay(at),
      LIMITS.dailyFlags,
    );
    if (result === 'duplicate') throw Conflict(target.alreadyFlagged);
    if (result === 'limit') {
      const count = (await flagLimit(viewerId)).flagsToday;
      throw withValues(TooMany(dailyFlagLimitText(count)), 'refusal.dailyFlagLimit', { count });
    }
    return { id: result, category: { id: category.id, name: category.name } };
  }

  /** A comment's or a profile's report: the same rules, limit and answers as a video's. */
  async function recordAboutTarget(
    viewerId: string,
    input: FlagInput,
    target: { ref: Exclude<FlagTargetRef, { type: 'video' }>; label: string; alreadyFlagged: string },
    video: { id: number | null; title: string | null },
  ) {
    // A moment in a video says nothing about a comment or a person.
    if (input.videoTimestamp != null) {
      throw Invalid(REPORT_TARGET_REFUSALS.noTimestamp, [
        { field: 'videoTimestamp', message: REPORT_TARGET_REFUSALS.noTimestamp },
      ]);
    }
    return record(viewerId, input, target, {
      target_type: target.ref.type,
      video_id: video.id,
      video_title: video.title,
      comment_id: target.ref.type === 'comment' ? target.ref.commentId : null,
      profile_id: target.ref.type === 'profile' ? target.ref.profileId : null,
      target_label: target.label,
      video_timestamp: null,
    });
  }

  const reporterName = async (viewerId: string) => (await profiles.findById(viewerId))?.username ?? 'unknown';

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
      const video = await deps.writes.ownershipOf(videoId);
      // A held video (removed, kept for an appeal) is gone for reporters as for everyone, and so is
      // a banned creator's until the ban is lifted.
      if (!video || video.held_prefix !== null || (await profiles.findById(video.owner_id))?.banned_at != null)
        throw NotFound(MESSAGES.videoNotFound);
      if (video.owner_id === viewerId) throw Forbidden(FLAG_MESSAGES.ownVideo);
      const input = read();
      const sent = await record(
        viewerId,
        input,
        { ref: { type: 'video', videoId }, alreadyFlagged: FLAG_MESSAGES.alreadyFlagged },
        { video_id: videoId, video_title: video.title, video_timestamp: input.videoTimestamp ?? null },
      );
      const reporter = await reporterName(viewerId);
      await notifyAdmins((address, locale) =>
        flagNotification(
          address,
          {
            videoTitle: video.title,
            videoUrl: `${deps.publicUrl}/video/${videoId}`,
            reporter,
            category: sent.category,
            reason: input.reason,
            timestamp: input.videoTimestamp ?? null,
          },
          locale,
        ),
      );
      return { id: sent.id, message: FLAG_MESSAGES.success };
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
      const sent = await recordAboutTarget(
        viewerId,
        input,
        { ref: { type: 'comment', commentId }, label, alreadyFlagged: FLAG_MESSAGES.alreadyFlaggedComment },
        { id: comment.video_id, title: comment.video_title },
      );
      const [reporter, author] = await Promise.all([reporterName(viewerId), profiles.findById(comment.author_id)]);
      await notifyAdmins((address, locale) =>
        targetFlagNotification(
          address,
          {
            target: 'comment',
            label,
            url: `${deps.publicUrl}/video/${comment.video_id}#comments`,
            author: author?.username ?? 'unknown',
            videoTitle: comment.video_title,
            reporter,
            category: sent.category,
            reason: input.reason,
          },
          locale,
        ),
      );
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
      const sent = await recordAboutTarget(
        viewerId,
        input,
        { ref: { type: 'profile', profileId: profile.id }, label, alreadyFlagged: FLAG_MESSAGES.alreadyFlaggedProfile },
        { id: null, title: null },
      );
      const reporter = await reporterName(viewerId);
      await notifyAdmins((address, locale) =>
        targetFlagNotification(
          address,
          {
            target: 'profile',
            label,
            url: `${deps.publicUrl}/u/${encodeURIComponent(profile.username)}`,
            reporter,
            category: sent.category,
            reason: input.reason,
          },
          locale,
        ),
      );
      return { id: sent.id, message: REPORT_TARGET_REFUSALS.profileFlagged };
    },
  };
}
