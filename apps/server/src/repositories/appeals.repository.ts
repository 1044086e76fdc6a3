import type { Kysely } from 'kysely';
import type { AppealStatus, Database } from '../db/schema.js';
import { recordAudit, type AuditRecord } from './audit.repository.js';
import { addToDay } from './day-stats.js';
import { authorNotBlockedByOwner } from './visible-comments.js';

export function createAppealsRepository(db: Kysely<Database>) {
  return {
    /**
     * A decision with what an appeal needs: the moderator's name, and the video's title and owner
     * while its row is kept.
     */
    decision: (id: number) =>
      db
        .selectFrom('audit_log as a')
        .leftJoin('profiles as m', 'm.id', 'a.actor_id')
        .leftJoin('videos as v', 'v.id', 'a.video_id')
        .select([
          'a.id',
          'a.action',
          'a.target_type',
          'a.target_id',
          'a.target_label',
          'a.video_id',
          'a.detail',
          'a.reason',
          'a.created_at',
          'm.username as moderator',
          'v.title as video_title',
          'v.owner_id as video_owner_id',
        ])
        .where('a.id', '=', id)
        .executeTakeFirst(),

    /** Who wrote a comment (kept after a removal, gone once its author deleted it). */
    commentAuthorOf: async (commentId: number) =>
      (await db.selectFrom('comments').select('author_id').where('id', '=', commentId).executeTakeFirst())?.author_id ??
      null,

    /** Whether an appeal of a moderator's removal of this video still waits for a decision. */
    removalAppealPending: async (videoId: number) =>
      (await db
        .selectFrom('appeals as ap')
        .innerJoin('audit_log as a', 'a.id', 'ap.decision_id')
        .select('ap.id')
        .where('a.action', '=', 'delete_video')
        .where('a.target_id', '=', String(videoId))
        .where('ap.status', '=', 'pending')
        .executeTakeFirst()) !== undefined,

    appealOf: (decisionId: number) =>
      db.selectFrom('appeals').selectAll().where('decision_id', '=', decisionId).executeTakeFirst(),

    findAppeal: (id: number) => db.selectFrom('appeals').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Files an appeal with its audit entry, together; null when the decision already has one (one
     * appeal per decision).
     */
    insert: (
      values: { decision_id: number; appellant_id: string; body: string; created_at: number },
      audit: AuditRecord,
    ) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('appeals')
          .values(values)
          .onConflict((oc) => oc.column('decision_id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) return null;
        await recordAudit(trx, audit);
        return row.id;
      }),

    /** Appeals with their decisions, oldest pending first or newest decided first. */
    list: (status: 'pending' | 'decided', limit: number) => {
      let q = db
        .selectFrom('appeals as ap')
        .innerJoin('audit_log as a', 'a.id', 'ap.decision_id')
        .innerJoin('profiles as u', 'u.id', 'ap.appellant_id')
        .leftJoin('profiles as m', 'm.id', 'a.actor_id')
        .leftJoin('profiles as d', 'd.id', 'ap.decided_by')
        .select(['ap.id', 'ap.status', 'ap.body', 'ap.created_at', 'ap.outcome_reason', 'ap.decided_at'])
        .select(['u.id as appellant_id', 'u.username as appellant_username'])
        .select(['a.id as decision_id', 'a.action', 'a.target_type', 'a.target_id', 'a.target_label'])
        .select(['a.video_id', 'a.detail', 'a.reason', 'a.created_at as decided_on'])
        .select(['m.username as moderator', 'd.username as decider']);
      q =
        status === 'pending'
          ? q.where('ap.status', '=', 'pending').orderBy('ap.created_at', 'asc')
          : q.where('ap.status', '!=', 'pending').orderBy('ap.decided_at', 'desc');
      return q.orderBy('ap.id', 'asc').limit(limit).execute();
    },

    counts: async () => {
      const rows = await db
        .selectFrom('appeals')
        .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
        .groupBy('status')
        .execute();
      const n = (s: AppealStatus) => Number(rows.find((r) => r.status === s)?.n ?? 0);
      return { pending: n('pending'), decided: n('upheld') + n('overturned') };
    },

    /**
     * Closes a pending appeal with its outcome and the audit entry of that outcome, together;
     * false when it was no longer pending (another moderator was first).
     */
    decide: (
      id: number,
      outcome: { status: 'upheld' | 'overturned'; reason: string; by: string; at: number },
      audit: AuditRecord,
    ) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('appeals')
          .set({
            status: outcome.status,
            outcome_reason: outcome.reason,
            decided_by: outcome.by,
            decided_at: outcome.at,
          })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .returning('id')
          .executeTakeFirst();
        if (!row) return false;
        await recordAudit(trx, audit);
        return true;
      }),

    /** Brings back a comment a moderator removed, and its place in the count; false if it was not removed. */
    restoreComment: (commentId: number) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('comments')
          .set({ removed_at: null, removed_by: null, removed_by_id: null })
          .where('id', '=', commentId)
          .where('removed_at', 'is not', null)
          .returning(['video_id', 'author_id'])
          .executeTakeFirst();
        if (!row) return false;
        const counted = await trx
          .updateTable('videos')
          .set((eb) => ({ comments_count: eb('comments_count', '+', 1) }))
          .where('id', '=', row.video_id)
          .where(authorNotBlockedByOwner(row.author_id))
          .executeTakeFirst();
        if (Number(counted.numUpdatedRows) > 0) await addToDay(trx, row.video_id, 'comments', 1, Date.now());
        return true;
      }),
  };
}

export type AppealsRepository = ReturnType<typeof createAppealsRepository>;
export type DecisionRow = NonNullable<Awaited<ReturnType<AppealsRepository['decision']>>>;
