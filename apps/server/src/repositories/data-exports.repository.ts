import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { enqueueJob } from './jobs.repository.js';

/** 'Download your data' requests (migration 0025) and what goes into the ZIP. */
export function createDataExportsRepository(db: Kysely<Database>) {
  return {
    /**
     * A new request with its job, unless one was made since `since` (the daily limit) and did not
     * fail: then null. One transaction, so two clicks cannot both pass the check.
     */
    create: (userId: string, at: number, since: number) =>
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
        await enqueueJob(trx, 'export-data', { exportId: row.id }, at);
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
    markReady: (id: number, ready: { key: string; size: number; tokenHash: string; at: number; expiresAt: number }) =>
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
        await enqueueJob(trx, 'delete-object', { bucket: 'exports', key: ready.key }, ready.at, ready.expiresAt);
      }),

    markFailed: (id: number) => db.updateTable('data_exports').set({ status: 'failed' }).where('id', '=', id).execute(),

    /** Everything the ZIP holds of one person, as stored (shaping/data-export-files.ts shapes it). */
    async gather(userId: string) {
      // The people this person follows or is followed by, blocks or mutes, oldest link first.
      const follows = (mine: 'f.follower_id' | 'f.following_id', theirs: 'f.following_id' | 'f.follower_id') =>
        db
          .selectFrom('follows as f')
          .leftJoin('profiles as p', 'p.id', theirs)
          .select(['p.username', 'f.created_at'])
          .where(mine, '=', userId)
          .orderBy('f.created_at')
          .execute();
      const user = await db
        .selectFrom('users')
        .select(['email', 'name', 'created_at', 'two_factor_enabled'])
        .where('id', '=', userId)
        .executeTakeFirst();
      const profile = await db
        .selectFrom('profiles')
        .select(['username', 'bio', 'location', 'avatar_url', 'created_at', 'sensitive_choice', 'locale'])
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
          'v.recipe',
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
          'v.visibility',
          'v.publish_at',
          'v.marked_sensitive',
          'v.allow_remixes',
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
      const following = await follows('f.follower_id', 'f.following_id');
      const followers = await follows('f.following_id', 'f.follower_id');
      const reports = await db
        .selectFrom('video_flags')
        .select(['id', 'target_type', 'video_id', 'comment_id', 'target_label', 'reason', 'status', 'created_at'])
        .where('reporter_id', '=', userId)
        .orderBy('created_at')
        .execute();
      const blocked = await db
        .selectFrom('blocks as b')
        .innerJoin('profiles as p', 'p.id', 'b.blocked_id')
        .select(['p.username', 'b.created_at'])
        .where('b.blocker_id', '=', userId)
        .orderBy('b.created_at')
        .execute();
      const muted = await db
        .selectFrom('mutes as m')
        .innerJoin('profiles as p', 'p.id', 'm.muted_id')
        .select(['p.username', 'm.created_at'])
        .where('m.muter_id', '=', userId)
        .orderBy('m.created_at')
        .execute();
      const emailChoices = await db
        .selectFrom('notification_preferences')
        .select(['kind', 'email'])
        .where('user_id', '=', userId)
        .execute();
      const signInMethods = await db
        .selectFrom('accounts')
        .select('provider_id')
        .where('user_id', '=', userId)
        .execute();
      // Names and dates only: a passkey's public key and ids are of no use outside this site.
      const passkeys = await db
        .selectFrom('passkeys')
        .select(['name', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      const notifications = await db
        .selectFrom('notifications')
        .select(['id', 'kind', 'video_id', 'text', 'link', 'created_at', 'updated_at', 'read_at'])
        .where('recipient_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .execute();
      const notifiers = notifications.length
        ? await db
            .selectFrom('notification_actors as a')
            .innerJoin('profiles as p', 'p.id', 'a.actor_id')
            .select(['a.notification_id', 'p.username'])
            .where(
              'a.notification_id',
              'in',
              notifications.map((n) => n.id),
            )
            .orderBy('a.at', 'desc')
            .execute()
        : [];
      const collections = await db
        .selectFrom('collections')
        .select(['id', 'kind', 'name', 'description', 'is_public', 'created_at'])
        .where('owner_id', '=', userId)
        .orderBy('kind', 'desc')
        .orderBy('created_at')
        .execute();
      const collected = collections.length
        ? await db
            .selectFrom('collection_videos')
            .select(['collection_id', 'video_id'])
            .where(
              'collection_id',
              'in',
              collections.map((c) => c.id),
            )
            .orderBy('position')
            .execute()
        : [];
      const appeals = await db
        .selectFrom('appeals')
        .select(['decision_id', 'body', 'status', 'outcome_reason', 'created_at', 'decided_at'])
        .where('appellant_id', '=', userId)
        .orderBy('created_at')
        .execute();
      return {
        user,
        profile,
        socialLinks,
        videos,
        captions,
        comments,
        claps,
        following,
        followers,
        reports,
        blocked,
        muted,
        emailChoices,
        signInMethods,
        passkeys,
        notifications,
        notifiers,
        collections,
        collected,
        appeals,
      };
    },
  };
}

export type DataExportsRepository = ReturnType<typeof createDataExportsRepository>;
export type PersonalRows = Awaited<ReturnType<DataExportsRepository['gather']>>;
