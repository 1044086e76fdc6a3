import {
  ADMIN_MESSAGES,
  DELETED_USER_NAME,
  FLAG_MESSAGES,
  LIMITS,
  MESSAGES,
  dailyFlagLimitText,
  type AdminFlagsResponse,
  type AuditLogResponse,
  type FlagGroup,
  type FlagLimit,
  type flagRequestSchema,
} from '@promptreel/contract';
import type { z } from 'zod';
import { Conflict, Forbidden, NotFound, TooMany, Unauthenticated } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { flagNotification, videoRemoved } from '../mail/templates.js';
import type { CataloguesRepository } from '../repositories/catalogues.repository.js';
import type { ModerationRepository } from '../repositories/moderation.repository.js';
import type { ProfilesRepository } from '../repositories/profiles.repository.js';
import type { VideoWritesRepository } from '../repositories/video-writes.repository.js';
import type { Storage } from '../storage/storage.js';
import { utcDay } from '../lib/utc-day.js';
import { dailyUsage } from './daily-limits.js';
import { removeVideoAndFiles } from './video-removal.js';
import { provenanceOf } from './video-card.js';

type FlagInput = z.output<typeof flagRequestSchema>;

export interface ModerationLog {
  error(obj: object, msg: string): void;
}

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
  now?: () => number;
}) {
  const { moderation, writes, profiles, storage, mailer, log } = deps;
  const now = deps.now ?? Date.now;

  async function requireAdmin(viewerId: string | null): Promise<string> {
    if (!viewerId) throw Unauthenticated(ADMIN_MESSAGES.accessDenied);
    if (!(await deps.isAdmin(viewerId))) throw Forbidden(ADMIN_MESSAGES.accessDenied);
    return viewerId;
  }

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

  return {
    /**
     * Today's reports, and with `videoId` whether this viewer already reported that video (false for
     * a video that does not exist: sending a report to it answers 404 anyway).
     */
    async flagLimit(viewerId: string | null, videoId?: number): Promise<FlagLimit> {
      if (!viewerId) throw Unauthenticated(FLAG_MESSAGES.mustLogIn);
      if (videoId === undefined) return flagLimit(viewerId);
      const [limit, alreadyFlagged] = await Promise.all([
        flagLimit(viewerId),
        moderation.hasFlagged(videoId, viewerId),
      ]);
      return { ...limit, alreadyFlagged };
    },

    async flag(viewerId: string | null, videoId: number, input: FlagInput): Promise<{ id: number; message: string }> {
      if (!viewerId) throw Unauthenticated(FLAG_MESSAGES.mustLogIn);
      const video = await writes.ownershipOf(videoId);
      if (!video) throw NotFound(MESSAGES.videoNotFound);
      if (video.owner_id === viewerId) throw Forbidden(FLAG_MESSAGES.ownVideo);
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
      const statuses = status === 'pending' ? (['pending'] as const) : (['dismissed', 'deleted'] as const);
      const [rows, pending, archived] = await Promise.all([
        moderation.listFlags([...statuses]),
        moderation.countByStatus(['pending']),
        moderation.countByStatus(['dismissed', 'deleted']),
      ]);
      const groups = new Map<string, FlagGroup>();
      for (const r of rows) {
        const key = r.video_id != null ? `v${r.video_id}` : `t${r.video_title}-${r.reviewed_at}`;
        let g = groups.get(key);
        if (!g) {
          g = {
            videoId: r.video_id,
            videoTitle: r.video_title,
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
      return { groups: [...groups.values()], counts: { pending, archived } };
    },

    /** Dismisses every pending report of a video; the video stays. */
    async dismiss(viewerId: string | null, videoId: number): Promise<{ flagIds: number[] }> {
      const admin = await requireAdmin(viewerId);
      const video = await writes.ownershipOf(videoId);
      if (!video) throw NotFound(MESSAGES.videoNotFound);
      const ids = await moderation.pendingFlagIdsOf(videoId);
      if (ids.length === 0) throw NotFound(ADMIN_MESSAGES.noPendingReports);
      return {
        flagIds: await moderation.review({
          videoId,
          videoTitle: video.title,
          status: 'dismissed',
          actorId: admin,
          at: now(),
        }),
      };
    },

    /** The admin delete path: reports archived as deleted, video and files removed, uploader told why. */
    async deleteVideo(viewerId: string | null, videoId: number): Promise<{ flagIds: number[] }> {
      const admin = await requireAdmin(viewerId);
      const video = await writes.ownershipOf(videoId);
      if (!video) throw NotFound(MESSAGES.videoNotFound);
      const reports = (await moderation.listFlags(['pending'])).filter((r) => r.video_id === videoId);
      const flagIds = await moderation.review({
        videoId,
        videoTitle: video.title,
        status: 'deleted',
        actorId: admin,
        at: now(),
      });
      await removeVideoAndFiles(writes, storage, video);
      try {
        const email = await profiles.emailOf(video.owner_id);
        if (email && !email.endsWith('@deleted.invalid')) {
          const reasons = [...new Set(reports.map((r) => r.category_name))];
          await mailer.send(
            videoRemoved(email, {
              videoTitle: video.title,
              reasons: reasons.length ? reasons : ['a breach of the community guidelines'],
              appealsUrl: `${deps.publicUrl}/community-guidelines#appeals`,
              replyTo: deps.replyTo,
            }),
          );
        }
      } catch (err) {
        log.error({ err }, 'removal notice could not be sent');
      }
      return { flagIds };
    },

    async auditLog(viewerId: string | null): Promise<AuditLogResponse> {
      await requireAdmin(viewerId);
      const rows = await moderation.auditLog(100);
      return {
        items: rows.map((r) => ({
          id: r.id,
          // A deleted account's profile is already named '[Deleted User]'; a gone one has none.
          actor: { id: r.actor_id, username: r.username ?? DELETED_USER_NAME },
          action: r.action,
          videoId: r.video_id,
          videoTitle: r.video_title,
          flagIds: JSON.parse(r.flag_ids) as number[],
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },
  };
}
