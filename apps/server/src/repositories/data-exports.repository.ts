import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { enqueueJob } from './jobs.repository.js';
import { isoOrNull } from '../lib/iso-time.js';

/** 'Download your data' requests (migration 0025) and what goes into the ZIP. */
export function createDataExportsRepository(db: Kysely<Database>) {
  return {
    /**
     * A new request with its job, unless one was made since `since` (the daily limit) and did not
     * fail: then null. One transaction, so two clicks cannot both pass the check.
     */
    create: (userId: string, at: number, since: number, jobKind: string) =>
      db.transaction().execute(async (trx) => {
        const recent = await trx
          .selectFrom('data_exports')
          .select('id')
          .where('user_id', '=', userId)
          .where('created_at', '>=', since)
          .where('status', '!=', 'failed')
          .executeTakeFirst();
        if (recent) return null;
        const row = await trx
          .insertInto('data_exports')
          .values({ user_id: userId, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        await enqueueJob(trx, jobKind, { exportId: row.id }, at);
        return row.id;
      }),

    latestOf: (userId: string) =>
      db
        .selectFrom('data_exports')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst(),

    find: (id: number) => db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst(),

    byTokenHash: (hash: string) =>
      db.selectFrom('data_exports').selectAll().where('token_hash', '=', hash).executeTakeFirst(),

    /** The ZIP is stored: the link works until `expiresAt`, when a job deletes the object. */
    markReady: (
      id: number,
      ready: { key: string; size: number; tokenHash: string; at: number; expiresAt: number },
      deleteJobKind: string,
    ) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('data_exports')
          .set({
            status: 'ready',
            object_key: ready.key,
            size_bytes: ready.size,
            token_hash: ready.tokenHash,
            expires_at: ready.expiresAt,
          })
          .where('id', '=', id)
          .execute();
        await enqueueJob(trx, deleteJobKind, { bucket: 'exports', key: ready.key }, ready.at, ready.expiresAt);
      }),

    markFailed: (id: number) => db.updateTable('data_exports').set({ status: 'failed' }).where('id', '=', id).execute(),

    /** Everything the ZIP holds of one person, as plain JSON-ready values (times as ISO strings). */
    async gather(userId: string) {
      const user = await db
        .selectFrom('users')
        .select(['email', 'name', 'created_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
      const profile = await db
        .selectFrom('profiles')
        .select(['username', 'bio', 'location', 'avatar_url', 'created_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
      const socialLinks = await db
        .selectFrom('social_profiles')
        .select(['platform', 'handle'])
        .where('profile_id', '=', userId)
        .orderBy('display_order')
        .execute();
      const videos = await db
        .selectFrom('videos as v')
        .leftJoin('video_categories as c', 'c.id', 'v.category_id')
        .select([
          'v.id',
          'v.title',
          'v.subtitle',
          'v.prompt',
          'v.platform',
          'c.label as category',
          'v.file_path',
          'v.size_bytes',
          'v.width',
          'v.height',
          'v.duration_ms',
          'v.views',
          'v.claps_count',
          'v.comments_count',
          'v.created_at',
        ])
        .where('v.owner_id', '=', userId)
        .orderBy('v.created_at')
        .execute();
      const captions = await db
        .selectFrom('video_captions as vc')
        .innerJoin('videos as v', 'v.id', 'vc.video_id')
        .select(['vc.video_id', 'vc.language', 'vc.vtt'])
        .where('v.owner_id', '=', userId)
        .orderBy('vc.video_id')
        .orderBy('vc.language')
        .execute();
      const comments = await db
        .selectFrom('comments')
        .select(['id', 'video_id', 'body', 'created_at', 'removed_at'])
        .where('author_id', '=', userId)
        .orderBy('created_at')
        .execute();
      const claps = await db
        .selectFrom('claps')
        .select(['video_id', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      const following = await db
        .selectFrom('follows as f')
        .leftJoin('profiles as p', 'p.id', 'f.following_id')
        .select(['p.username', 'f.created_at'])
        .where('f.follower_id', '=', userId)
        .orderBy('f.created_at')
        .execute();
      const followers = await db
        .selectFrom('follows as f')
        .leftJoin('profiles as p', 'p.id', 'f.follower_id')
        .select(['p.username', 'f.created_at'])
        .where('f.following_id', '=', userId)
        .orderBy('f.created_at')
        .execute();
      const reports = await db
        .selectFrom('video_flags')
        .select(['id', 'target_type', 'video_id', 'comment_id', 'target_label', 'reason', 'status', 'created_at'])
        .where('reporter_id', '=', userId)
        .orderBy('created_at')
        .execute();
      return {
        account: user
          ? { email: user.email, name: user.name, createdAt: new Date(user.created_at as never).toISOString() }
          : null,
        profile: profile
          ? {
              ...profile,
              avatar_url: undefined,
              createdAt: isoOrNull(profile.created_at),
              created_at: undefined,
              socialLinks,
            }
          : null,
        avatarKey: profile?.avatar_url ?? null,
        videos: videos.map(({ file_path, created_at, ...v }) => ({
          ...v,
          createdAt: isoOrNull(created_at),
          fileKey: file_path,
        })),
        captions,
        comments: comments.map(({ created_at, removed_at, ...c }) => ({
          ...c,
          createdAt: isoOrNull(created_at),
          removedAt: isoOrNull(removed_at),
        })),
        claps: claps.map((c) => ({ videoId: c.video_id, createdAt: isoOrNull(c.created_at) })),
        following: following.map((f) => ({ username: f.username, since: isoOrNull(f.created_at) })),
        followers: followers.map((f) => ({ username: f.username, since: isoOrNull(f.created_at) })),
        reports: reports.map(({ created_at, ...r }) => ({ ...r, createdAt: isoOrNull(created_at) })),
      };
    },
  };
}

export type DataExportsRepository = ReturnType<typeof createDataExportsRepository>;
export type PersonalData = Awaited<ReturnType<DataExportsRepository['gather']>>;
