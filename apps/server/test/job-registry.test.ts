import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/repositories/jobs.repository.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Every job's payload is checked against its kind's schema (jobs/kinds.ts) twice: when it is
 * queued, so a bad one is never written, and when it is claimed, since a stored row may be older
 * than the schema or written by hand; such a job fails for good, with why, and the others go on.
 */
describe('the job registry checks payloads', () => {
  let t: TestApp;
  const jobs = () => t.handle.db.selectFrom('jobs').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp({ JOBS_WORKER: 'false' });
  }, 60_000);
  afterAll(() => t.close());

  it('refuses a bad payload when it is queued, writing nothing', async () => {
    const before = await jobs();
    // @ts-expect-error a process-video job carries a videoId
    await expect(enqueueJob(t.handle.db, 'process-video', { exportId: 1 }, Date.now())).rejects.toThrow(
      /bad payload for a job of kind process-video: .*videoId/s,
    );
    // Inside a transaction the refusal takes what the transaction wrote with it.
    await expect(
      t.handle.db.transaction().execute(async (trx) => {
        await enqueueJob(trx, 'send-notification-digest', { userId: 'kept-out' }, Date.now());
        await enqueueJob(trx, 'export-data', { exportId: -1 }, Date.now());
      }),
    ).rejects.toThrow(/bad payload for a job of kind export-data/);
    // @ts-expect-error no such kind
    await expect(enqueueJob(t.handle.db, 'make-tea', {}, Date.now())).rejects.toThrow(
      'no handler for jobs of kind make-tea',
    );
    expect(await jobs()).toEqual(before);
  });

  it('fails a claimed job whose stored payload is bad, with the reason, and runs the others', async () => {
    const at = Date.now();
    const row = (kind: string, payload: string) => ({ kind, payload, run_after: 0, created_at: at });
    await t.handle.db
      .insertInto('jobs')
      .values([
        row('export-data', '{"exportId":"five"}'),
        row('send-notification-email', '{not json'),
        row('make-tea', '{}'),
        row('send-notification-digest', '{"userId":"nobody"}'),
      ])
      .execute();
    await t.worker.drain();

    const [badPayload, notJson, unknownKind, good] = (await jobs()).slice(-4);
    expect(badPayload).toMatchObject({ state: 'failed', attempts: 1 });
    expect(badPayload!.last_error).toMatch(/^bad payload for a job of kind export-data: .*exportId/s);
    expect(notJson).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: 'bad payload for a job of kind send-notification-email: not JSON',
    });
    expect(unknownKind).toMatchObject({ state: 'failed', last_error: 'no handler for jobs of kind make-tea' });
    expect(good).toMatchObject({ kind: 'send-notification-digest', state: 'done', last_error: null });
  });
});
