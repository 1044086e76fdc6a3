import type { AuditAction, AuditTargetType } from '@promptreel/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** One decision, as the audit log keeps it. */
export interface AuditRecord {
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  targetLabel: string;
  /** The video the decision concerns (a comment's video too). */
  videoId?: number | null;
  reason?: string | null;
  /** The reports the decision settled. */
  flagIds?: number[];
  /** What exactly was decided where the action alone does not say (a label's name). */
  detail?: string | null;
  at: number;
}

/**
 * Writes an audit entry and answers its id (the decision's number, which its appeal link carries);
 * given the decision's own transaction, so the decision and its record are written together or not
 * at all.
 */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditRecord): Promise<number> {
  const row = await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      target_label: entry.targetLabel,
      video_id: entry.videoId ?? null,
      reason: entry.reason ?? null,
      flag_ids: JSON.stringify(entry.flagIds ?? []),
      detail: entry.detail ?? null,
      created_at: entry.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface AuditFilter {
  targetType?: AuditTargetType;
  actorId?: string;
}

export function createAuditRepository(db: Kysely<Database>) {
  return {
    record: (entry: AuditRecord) => recordAudit(db, entry),

    /** Matching entries, newest first, with the moderator's name while their profile exists. */
    list: (filter: AuditFilter, limit: number) => {
      let q = db
        .selectFrom('audit_log as a')
        .leftJoin('profiles as p', 'p.id', 'a.actor_id')
        .select([
          'a.id',
          'a.actor_id',
          'p.username',
          'a.action',
          'a.target_type',
          'a.target_id',
          'a.target_label',
          'a.video_id',
          'a.reason',
          'a.flag_ids',
          'a.detail',
          'a.created_at',
        ]);
      if (filter.targetType) q = q.where('a.target_type', '=', filter.targetType);
      if (filter.actorId) q = q.where('a.actor_id', '=', filter.actorId);
      return q.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
    },

    /** Everyone who has decided something, by name (appellants are not moderators). */
    moderators: () =>
      db
        .selectFrom('profiles as p')
        .select(['p.id', 'p.username'])
        .where('p.id', 'in', (eb) =>
          eb
            .selectFrom('audit_log')
            .select('actor_id')
            .where('actor_id', 'is not', null)
            // An appeal's entry is the appellant's, who decided nothing.
            .where('action', '!=', 'appeal'),
        )
        .orderBy('p.username')
        .execute(),
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
export type AuditRow = Awaited<ReturnType<AuditRepository['list']>>[number];
