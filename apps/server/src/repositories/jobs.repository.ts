import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { Database, JobState } from '../db/schema.js';
import { checkedPayload, type JobKind, type JobPayload } from '../jobs/kinds.js';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: string;
  attempts: number;
}

type Writer = Kysely<Database> | Transaction<Database>;

/**
 * Adds a job, inside the caller's transaction when given one, so it commits with what it is for.
 * Without `runAfter` it is due at once, whatever the clocks of the instances say.
 */
export function enqueueJob<K extends JobKind>(on: Writer, kind: K, payload: JobPayload<K>, at: number, runAfter = 0) {
  return insertJob(on, kind, payload, at, runAfter);
}

/** A payload its kind's schema (jobs/kinds.ts) refuses throws here, before anything is written. */
async function insertJob(on: Writer, kind: string, payload: unknown, at: number, runAfter: number) {
  const checked = checkedPayload(kind, payload);
  await on
    .insertInto('jobs')
    .values({ kind, payload: JSON.stringify(checked), run_after: runAfter, created_at: at })
    .execute();
}

/**
 * Marks a job done if `workerId` still holds it. False when its time ran out and another worker
 * took it: whatever this worker made is then not recorded (the other run records its own).
 */
export async function finishJob(trx: Transaction<Database>, id: number, workerId: string, at: number) {
  const res = await trx
    .updateTable('jobs')
    .set({ state: 'done', finished_at: at, locked_by: null, locked_until: null })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The oldest job that is due, or whose holder's time ran out. */
const dueJob = (on: Kysely<Database>, at: number) =>
  on
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('run_after', '<=', at)]),
        eb.and([eb('state', '=', 'running'), eb('locked_until', '<', at)]),
      ]),
    )
    .orderBy('id')
    .limit(1);

export function createJobsRepository(db: Kysely<Database>, dialect: DialectName) {
  return {
    /**
     * The oldest job that is due, or whose holder's time ran out (it died), now held by `workerId`
     * until `lockedUntil`. PostgreSQL: SKIP LOCKED lets instances claim side by side without waiting
     * on each other; SQLite: the write transaction (BEGIN IMMEDIATE) already runs one at a time.
     */
    claim: async (workerId: string, at: number, lockedUntil: number): Promise<ClaimedJob | null> => {
      // An idle worker asks every JOB_POLL_MS: a plain read answers 'nothing due' without taking
      // SQLite's write lock (every transaction here begins IMMEDIATE) from the requests' writes.
      if (!(await dueJob(db, at).executeTakeFirst())) return null;
      return db.transaction().execute(async (trx) => {
        let next = dueJob(trx, at);
        if (dialect === 'postgres') next = next.forUpdate().skipLocked();
        const row = await next.executeTakeFirst();
        if (!row) return null;
        const claimed = await trx
          .updateTable('jobs')
          .set((eb) => ({
            state: 'running' as JobState,
            attempts: eb('attempts', '+', 1),
            locked_by: workerId,
            locked_until: lockedUntil,
          }))
          .where('id', '=', row.id)
          .returning(['id', 'kind', 'payload', 'attempts'])
          .executeTakeFirstOrThrow();
        return claimed;
      });
    },

    /** Keeps a running job held; false when it is no longer this worker's. */
    extend: async (id: number, workerId: string, lockedUntil: number) => {
      const res = await db
        .updateTable('jobs')
        .set({ locked_until: lockedUntil })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .where('state', '=', 'running')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** A job finished with nothing to record but itself. */
    finish: (id: number, workerId: string, at: number) =>
      db.transaction().execute((trx) => finishJob(trx, id, workerId, at)),

    /**
     * Ends this run and leaves a new job of the same kind and payload for `runAfter`, together:
     * for work that is not yet due (not a failure, so no attempt is spent).
     */
    finishAndRequeue: (
      id: number,
      workerId: string,
      at: number,
      again: { kind: string; payload: unknown; runAfter: number },
    ) =>
      db.transaction().execute(async (trx) => {
        if (!(await finishJob(trx, id, workerId, at))) return false;
        // The kind and payload of a job just claimed: checked again all the same.
        await insertJob(trx, again.kind, again.payload, at, again.runAfter);
        return true;
      }),

    /** A run failed: the job waits until `retryAt`, or, with none, stays failed. */
    fail: (id: number, workerId: string, error: string, retryAt: number | null) =>
      db
        .updateTable('jobs')
        .set({
          state: retryAt === null ? 'failed' : 'queued',
          run_after: retryAt ?? 0,
          last_error: error.slice(0, 2000),
          locked_by: null,
          locked_until: null,
        })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .execute(),

    enqueue: <K extends JobKind>(kind: K, payload: JobPayload<K>, at: number, runAfter?: number) =>
      enqueueJob(db, kind, payload, at, runAfter),

    /** How many jobs wait, run and have failed for good (metrics, readiness). */
    counts: async () => {
      const rows = await db
        .selectFrom('jobs')
        .select((eb) => ['state', eb.fn.countAll().as('n')])
        .where('state', '!=', 'done')
        .groupBy('state')
        .execute();
      const of = (state: JobState) => Number(rows.find((r) => r.state === state)?.n ?? 0);
      return { queued: of('queued'), running: of('running'), failed: of('failed') };
    },

    /** Forgets jobs finished before `before`. */
    pruneDone: (before: number) =>
      db.deleteFrom('jobs').where('state', '=', 'done').where('finished_at', '<', before).execute(),

    byKind: (kind: string) => db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id').execute(),
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
