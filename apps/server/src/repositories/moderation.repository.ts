import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database, FlagStatus, FlagTargetType } from '../db/schema.js';
import { recordAudit } from './audit.repository.js';
import { dailyCounter } from './daily-counters.js';
import { countFlagGroups } from './flag-groups.js';

const flags = dailyCounter('flags');

/** What a report is about, by the id it is kept under. */
export type FlagTargetRef =
  { type: 'video'; videoId: number } | { type: 'comment'; commentId: number } | { type: 'profile'; profileId: string };

/** The reports about one target (a comment's carry its video's id too: never match them by video). */
const isTarget = (t: FlagTargetRef) => (eb: ExpressionBuilder<Database, 'video_flags'>) =>
  t.type === 'video'
    ? eb.and([eb('target_type', '=', 'video'), eb('video_id', '=', t.videoId)])
    : t.type === 'comment'
      ? eb.and([eb('target_type', '=', 'comment'), eb('comment_id', '=', t.commentId)])
      : eb.and([eb('target_type', '=', 'profile'), eb('profile_id', '=', t.profileId)]);

/**
 * Archives every pending report about a target inside the decision's transaction; returns their ids.
 * Given to the comment-removal path so that the removal and the reports it settles go together.
 */
export async function settlePendingFlags(
  trx: Kysely<Database> | Transaction<Database>,
  target: FlagTargetRef,
  decision: { status: 'dismissed' | 'deleted' | 'actioned'; actorId: string; at: number },
): Promise<number[]> {
  const ids = (
    await trx.selectFrom('video_flags').select('id').where(isTarget(target)).where('status', '=', 'pending').execute()
  ).map((r) => r.id);
  if (ids.length > 0) {
    await trx
      .updateTable('video_flags')
      .set({ status: decision.status, reviewed_at: decision.at, reviewed_by: decision.actorId })
      .where('id', 'in', ids)
      .execute();
  }
  return ids;
}

export function createModerationRepository(db: Kysely<Database>) {
  return {
    flagsCountOf: (userId: string) => flags.usage(db, userId),

    hasFlagged: async (videoId: number, reporterId: string) =>
      (await db
        .selectFrom('video_flags')
        .select('id')
        .where(isTarget({ type: 'video', videoId }))
        .where('reporter_id', '=', reporterId)
        .executeTakeFirst()) !== undefined,

    /** Whether this reporter already reported the target (whatever became of the report). */
    hasFlaggedTarget: async (target: FlagTargetRef, reporterId: string) =>
      (await db
        .selectFrom('video_flags')
        .select('id')
        .where(isTarget(target))
        .where('reporter_id', '=', reporterId)
        .executeTakeFirst()) !== undefined,

    /**
     * Takes one of the day's flag slots and inserts the flag in one transaction. Returns
     * 'limit' when the day's slots are used, 'duplicate' when this reporter already flagged the target.
     * One daily limit for every kind of target.
     */
    insertWithinDailyLimit: (
      flag: {
        /** Absent for a video's report. */
        target_type?: FlagTargetType;
        /** The reported video, or a reported comment's video; null for a profile's report. */
        video_id: number | null;
        video_title: string | null;
        comment_id?: number | null;
        profile_id?: string | null;
        target_label?: string | null;
        reporter_id: string;
        category_id: number;
        reason: string;
        video_timestamp: number | null;
        created_at: number;
      },
      today: string,
      dailyLimit: number,
    ) =>
      db.transaction().execute(async (trx) => {
        const target: FlagTargetRef =
          flag.target_type === 'comment'
            ? { type: 'comment', commentId: flag.comment_id! }
            : flag.target_type === 'profile'
              ? { type: 'profile', profileId: flag.profile_id! }
              : { type: 'video', videoId: flag.video_id! };
        if (
          await trx
            .selectFrom('video_flags')
            .select('id')
            .where(isTarget(target))
            .where('reporter_id', '=', flag.reporter_id)
            .executeTakeFirst()
        ) {
          return 'duplicate' as const;
        }
        if (!(await flags.take(trx, flag.reporter_id, today, dailyLimit))) return 'limit' as const;
        const row = await trx.insertInto('video_flags').values(flag).returning('id').executeTakeFirstOrThrow();
        return row.id;
      }),

    /**
     * Reports with the status group asked for, with reporter, category and their target in context
     * while it exists: the video (a comment's video too), the comment and its author, the profile.
     */
    listFlags: (statuses: FlagStatus[]) =>
      db
        .selectFrom('video_flags as f')
        .innerJoin('profiles as r', 'r.id', 'f.reporter_id')
        .innerJoin('video_flag_categories as c', 'c.id', 'f.category_id')
        // A held video (removed, kept for an appeal) is gone as far as the desk is concerned.
        .leftJoin('videos as v', (j) => j.onRef('v.id', '=', 'f.video_id').on('v.held_at', 'is', null))
        .leftJoin('profiles as o', 'o.id', 'v.owner_id')
        .leftJoin('comments as cm', 'cm.id', 'f.comment_id')
        .leftJoin('profiles as ca', 'ca.id', 'cm.author_id')
        .leftJoin('profiles as tp', 'tp.id', 'f.profile_id')
        .select([
          'f.target_type',
          'f.comment_id',
          'f.profile_id',
          'f.target_label',
          'v.title as video_current_title',
          'cm.body as comment_body',
          'cm.created_at as comment_created_at',
          'cm.removed_by as comment_removed_by',
          'ca.id as comment_author_id',
          'ca.username as comment_author_username',
          'ca.avatar_url as comment_author_avatar',
          'tp.username as profile_username',
          'tp.avatar_url as profile_avatar',
          'tp.deleted_at as profile_deleted_at',
          'f.id',
          'f.video_id',
          'f.video_title',
          'f.reason',
          'f.video_timestamp',
          'f.status',
          'f.created_at',
          'f.reviewed_at',
          'r.id as reporter_id',
          'r.username as reporter_username',
          'c.id as category_id',
          'c.name as category_name',
          'v.thumbnail_url',
          'v.c2pa_present',
          'v.c2pa_valid',
          'v.c2pa_trusted',
          'v.c2pa_ai',
          'v.c2pa_generator',
          'v.c2pa_issuer',
          'o.id as owner_id',
          'o.username as owner_username',
        ])
        .where('f.status', 'in', statuses)
        .orderBy('f.created_at', 'desc')
        .limit(500)
        .execute(),

    /** How many items the desk groups the reports with these statuses under (flag-groups.ts). */
    countGroups: (statuses: FlagStatus[]) => countFlagGroups(db, statuses),

    pendingFlagIdsOf: async (videoId: number) =>
      (
        await db
          .selectFrom('video_flags')
          .select('id')
          .where(isTarget({ type: 'video', videoId }))
          .where('status', '=', 'pending')
          .execute()
      ).map((r) => r.id),

    /**
     * Decides every pending report of a video at once and writes the audit entry with it: the
     * reports' ids and the decision's number (which its notice's appeal link carries).
     */
    review: (input: {
      videoId: number;
      videoTitle: string;
      status: 'dismissed' | 'deleted';
      actorId: string;
      reason: string | null;
      at: number;
    }) =>
      db.transaction().execute(async (trx) => {
        const ids = (
          await trx
            .selectFrom('video_flags')
            .select('id')
            .where(isTarget({ type: 'video', videoId: input.videoId }))
            .where('status', '=', 'pending')
            .execute()
        ).map((r) => r.id);
        if (ids.length > 0) {
          await trx
            .updateTable('video_flags')
            .set({ status: input.status, reviewed_at: input.at, reviewed_by: input.actorId })
            .where('id', 'in', ids)
            .execute();
        }
        const decisionId = await recordAudit(trx, {
          actorId: input.actorId,
          action: input.status === 'dismissed' ? 'dismiss' : 'delete_video',
          targetType: 'video',
          targetId: String(input.videoId),
          targetLabel: input.videoTitle,
          videoId: input.videoId,
          reason: input.reason,
          flagIds: ids,
          at: input.at,
        });
        return { flagIds: ids, decisionId };
      }),

    pendingFlagIdsOfTarget: async (target: FlagTargetRef) =>
      (
        await db
          .selectFrom('video_flags')
          .select('id')
          .where(isTarget(target))
          .where('status', '=', 'pending')
          .execute()
      ).map((r) => r.id),

    /** What a comment's or profile's reports kept of it (its label, a comment's video) for once it is gone. */
    keptOf: (target: FlagTargetRef) =>
      db
        .selectFrom('video_flags')
        .select(['target_label', 'video_id'])
        .where(isTarget(target))
        .orderBy('created_at', 'desc')
        .executeTakeFirst(),

    /** Dismisses every pending report about a comment or a profile and writes the audit entry with it. */
    dismissTarget: (input: {
      target: Exclude<FlagTargetRef, { type: 'video' }>;
      label: string;
      videoId: number | null;
      actorId: string;
      reason: string | null;
      at: number;
    }) =>
      db.transaction().execute(async (trx) => {
        const ids = await settlePendingFlags(trx, input.target, {
          status: 'dismissed',
          actorId: input.actorId,
          at: input.at,
        });
        await recordAudit(trx, {
          actorId: input.actorId,
          action: 'dismiss',
          targetType: input.target.type,
          targetId: input.target.type === 'comment' ? String(input.target.commentId) : input.target.profileId,
          targetLabel: input.label,
          videoId: input.videoId,
          reason: input.reason,
          flagIds: ids,
          at: input.at,
        });
        return ids;
      }),

    /** A reported person's latest uploads (ready ones), for the desk's context. */
    latestUploadsOf: (profileId: string, limit: number) =>
      db
        .selectFrom('videos')
        .select(['id', 'title', 'thumbnail_url'])
        .where('owner_id', '=', profileId)
        .where('processing', '=', 0)
        .where('held_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    adminEmails: async () =>
      (
        await db
          .selectFrom('profiles as p')
          .innerJoin('users as u', 'u.id', 'p.id')
          .select('u.email')
          .where('p.is_admin', '=', 1)
          .where('p.deleted_at', 'is', null)
          .execute()
      ).map((r) => r.email),
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
