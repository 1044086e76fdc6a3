import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUpVerified } from './helpers/accounts.js';
import { makeClip } from './helpers/media.js';
import { createTestApp, listenLocally, type TestApp } from './helpers/test-app.js';
import { uploadAs } from './helpers/uploads.js';

/**
 * An instance runs one job at a time unless JOB_CONCURRENCY says more: a transcode already keeps
 * two cores busy. Measured on the jobs table while three uploads are processed.
 */
describe.each([
  [undefined, 1],
  ['2', 2],
])('JOB_CONCURRENCY=%s', { timeout: 90_000 }, (setting, expected) => {
  let t: TestApp;
  let base: string;
  let owner: SignedUp;

  beforeAll(async () => {
    const env: Record<string, string> = { AUTH_RATE_LIMIT: '0', JOBS_WORKER: 'false' };
    if (setting) env.JOB_CONCURRENCY = setting;
    t = await createTestApp(env);
    base = await listenLocally(t);
    owner = await signUpVerified(t, `jobs-${expected}@example.test`);
  }, 60_000);
  afterAll(() => t?.close());

  it(`runs at most ${expected} at once, and all of them`, async () => {
    const clip = makeClip(720, 1280, { seconds: 3, bitrate: '6M' });
    for (const title of ['First heron', 'Second heron', 'Third heron']) {
      await uploadAs(t, base, owner.browser.cookie, clip, title);
    }
    const running = () =>
      t.handle.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'process-video')
        .where('state', '=', 'running')
        .executeTakeFirstOrThrow();
    let finished = false;
    const draining = t.worker.drain().finally(() => (finished = true));
    let most = 0;
    while (!finished) {
      most = Math.max(most, Number((await running()).n));
      await new Promise((r) => setTimeout(r, 10));
    }
    await draining;
    expect(most).toBe(expected);
    const states = await t.handle.db.selectFrom('jobs').select('state').where('kind', '=', 'process-video').execute();
    expect(states.map((s) => s.state)).toEqual(['done', 'done', 'done']);
  });
});
