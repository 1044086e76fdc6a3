import type { Kysely, Transaction } from 'kysely';
import type { AccountActionKind, Database } from '../db/schema.js';
import { hashToken, SESSION_LIFETIME_MS } from './accounts-lifecycle.repository.js';
import { type AuditRecord, recordAudit } from './audit.repository.js';
import { settlePendingFlags } from './moderation.repository.js';

export interface AccountDecision {
  userId: string;
  kind: AccountActionKind;
  reason: string;
  section: string;
  /** A suspension's end (ms). */
  endsAt: number | null;
  /** What the account's ended sessions are told (suspensions and bans): rules/signed-out-notice.ts. */
  signedOutNotice?: string;
  actorId: string;
  at: number;
  audit: AuditRecord;
}

/**
 * Ends every session of the account: the next request with one of them is a visitor's. Each leaves
 * a hashed tombstone with `notice`, so the device holding it is told once why (as after a deletion).
 */
async function endSessions(trx: Transaction<Database>, userId: string, notice: string, at: number) {
  const sessions = await trx.selectFrom('sessions').select('token').where('user_id', '=', userId).execute();
  await trx.deleteFrom('ended_sessions').where('expires_at', '<', at).execute();
  if (sessions.length) {
    await trx
      .insertInto('ended_sessions')
      .values(sessions.map((s) => ({ token_hash: hashToken(s.token), expires_at: at + SESSION_LIFETIME_MS, notice })))
      .onConflict((oc) => oc.column('token_hash').doUpdateSet({ notice }))
      .execute();
  }
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Suspensions and bans not lifted (a suspension also not run out), oldest first. */
const inForce = (db: Kysely<Database> | Transaction<Database>, userId: string, at: number) =>
  db
    .selectFrom('account_actions')
    .select(['id', 'kind', 'created_at', 'ends_at'])
    .where('user_id', '=', userId)
    .where('lifted_at', 'is', null)
    .where((eb) => eb.or([eb('kind', '=', 'ban'), eb.and([eb('kind', '=', 'suspend'), eb('ends_at', '>', at)])]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/**
 * Warnings, suspensions and bans: each decision is a row of `account_actions`, its state repeated
 * on the profile (`suspended_until`, `banned_at`), its pending profile reports settled as
 * 'actioned', its audit entry, and for a suspension or a ban the end of every session, all in one
 * transaction.
 */
export function createAccountStandingRepository(db: Kysely<Database>) {
  return {
    /** What every write checks: one primary-key read. */
    stateOf: (userId: string) =>
      db.selectFrom('profiles').select(['suspended_until', 'banned_at']).where('id', '=', userId).executeTakeFirst(),

    /** The profile a decision is about, with what makes it untouchable. */
    target: (userId: string) =>
      db
        .selectFrom('profiles')
        .select(['id', 'username', 'is_admin', 'deleted_at', 'suspended_until', 'banned_at'])
        .where('id', '=', userId)
        .executeTakeFirst(),

    /** Records the decision; returns its id. */
    decide: (d: AccountDecision) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('account_actions')
          .values({
            user_id: d.userId,
            kind: d.kind,
            reason: d.reason,
            guideline_section: d.section,
            ends_at: d.endsAt,
            actor_id: d.actorId,
            created_at: d.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (d.kind === 'suspend') {
          await trx.updateTable('profiles').set({ suspended_until: d.endsAt }).where('id', '=', d.userId).execute();
          await endSessions(trx, d.userId, d.signedOutNotice ?? '', d.at);
        } else if (d.kind === 'ban') {
          await trx.updateTable('profiles').set({ banned_at: d.at }).where('id', '=', d.userId).execute();
          await endSessions(trx, d.userId, d.signedOutNotice ?? '', d.at);
        }
        // The reports about the person are settled by the decision, so they leave the desk's Pending.
        const flagIds = await settlePendingFlags(
          trx,
          { type: 'profile', profileId: d.userId },
          { status: 'actioned', actorId: d.actorId, at: d.at },
        );
        // The audit entry's id is the decision's number, which its notice's appeal link carries.
        return { actionId: row.id, decisionId: await recordAudit(trx, { ...d.audit, flagIds }) };
      }),

    /**
     * Ends the standing suspension and ban: the profile is cleared and the decisions still in force
     * are marked lifted. Returns false when nothing stood (nothing written).
     */
    lift: (userId: string, actorId: string, at: number, audit: AuditRecord) =>
      db.transaction().execute(async (trx) => {
        const cleared = await trx
          .updateTable('profiles')
          .set({ suspended_until: null, banned_at: null })
          .where('id', '=', userId)
          .where((eb) => eb.or([eb('banned_at', 'is not', null), eb('suspended_until', '>', at)]))
          .executeTakeFirst();
        if (Number(cleared.numUpdatedRows) === 0) return false;
        await trx
          .updateTable('account_actions')
          .set({ lifted_at: at, lifted_by: actorId })
          .where('user_id', '=', userId)
          .where('lifted_at', 'is', null)
          .where((eb) => eb.or([eb('kind', '=', 'ban'), eb.and([eb('kind', '=', 'suspend'), eb('ends_at', '>', at)])]))
          .execute();
        await recordAudit(trx, audit);
        return true;
      }),

    /** The account's suspensions and bans still in force at `at`, oldest first. */
    inForce: (userId: string, at: number) => inForce(db, userId, at),

    /**
     * Lifts one suspension or ban (an appeal overturned it), found by when it was decided (its audit
     * entry has the same instant), and sets the profile from the decisions still in force, so a
     * separate ban or suspension stays as it was. Returns whether that decision was still unlifted.
     */
    liftOne: (userId: string, kind: 'suspend' | 'ban', decidedAt: number, actorId: string, at: number) =>
      db.transaction().execute(async (trx) => {
        const lifted = await trx
          .updateTable('account_actions')
          .set({ lifted_at: at, lifted_by: actorId })
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .where('created_at', '=', decidedAt)
          .where('lifted_at', 'is', null)
          .executeTakeFirst();
        const standing = await inForce(trx, userId, at);
        const latest = (k: 'suspend' | 'ban', of: (r: (typeof standing)[number]) => number | null) =>
          standing.filter((r) => r.kind === k).reduce<number | null>((m, r) => Math.max(m ?? 0, of(r) ?? 0), null);
        await trx
          .updateTable('profiles')
          .set({ banned_at: latest('ban', (r) => r.created_at), suspended_until: latest('suspend', (r) => r.ends_at) })
          .where('id', '=', userId)
          .execute();
        return Number(lifted.numUpdatedRows) > 0;
      }),

    /** Every decision on the account, newest first, with the moderator's name while it exists. */
    history: (userId: string) =>
      db
        .selectFrom('account_actions as a')
        .leftJoin('profiles as p', 'p.id', 'a.actor_id')
        .select([
          'a.id',
          'a.kind',
          'a.reason',
          'a.guideline_section',
          'a.ends_at',
          'a.actor_id',
          'p.username as actor_username',
          'a.created_at',
          'a.lifted_at',
        ])
        .where('a.user_id', '=', userId)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .execute(),

    /** The notice of a session a suspension or a ban ended, once (the tombstone goes with it). */
    takeSignedOutNotice: async (token: string, now: number): Promise<string | null> => {
      const gone = await db
        .deleteFrom('ended_sessions')
        .where('token_hash', '=', hashToken(token))
        .where('expires_at', '>=', now)
        .where('notice', 'is not', null)
        .returning('notice')
        .executeTakeFirst();
      return gone?.notice ?? null;
    },

    /**
     * The decision (its audit entry's id, what an appeal names) of the suspension in force at `at`:
     * the unlifted one that ends last, found by the moment both rows were written together.
     */
    suspensionDecision: async (userId: string, at: number): Promise<number | null> =>
      (
        await db
          .selectFrom('account_actions as aa')
          .innerJoin('audit_log as al', (j) =>
            j
              .onRef('al.target_id', '=', 'aa.user_id')
              .onRef('al.created_at', '=', 'aa.created_at')
              .on('al.target_type', '=', 'profile')
              .on('al.action', '=', 'suspend'),
          )
          .select('al.id')
          .where('aa.user_id', '=', userId)
          .where('aa.kind', '=', 'suspend')
          .where('aa.lifted_at', 'is', null)
          .where('aa.ends_at', '>', at)
          .orderBy('aa.ends_at', 'desc')
          .orderBy('al.id', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.id ?? null,

    /** Where the notice goes; null for an account without a usable address. */
    emailOf: async (userId: string) =>
      (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email ?? null,
  };
}

export type AccountStandingRepository = ReturnType<typeof createAccountStandingRepository>;
