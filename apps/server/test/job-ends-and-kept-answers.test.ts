import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/repositories/jobs.repository.js';
import { browser, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * A job's end drops every instance's kept answers only when readers can see what it wrote: a sent
 * e-mail (each follow, clap and comment queues one) used to empty them for everyone, and a kept
 * answer read just after a write could already be gone.
 */
describe('kept answers when a job ends', () => {
  let t: TestApp;
  let videoId: number;
  let userId: string;
  const title = async () =>
    ((await browser(t).get('/api/videos?tab=latest')).json().items as { id: number; title: string }[]).find(
      (c) => c.id === videoId,
    )?.title;

  beforeAll(async () => {
    t = await createTestApp({ JOBS_WORKER: 'false', AUTH_RATE_LIMIT: '0' });
    userId = (await signUpVerified(t, 'job-ends@example.test')).user.id;
    videoId = (await factories(t).video(userId, { title: 'Kept through mail' })).id;
  });
  afterAll(() => t.close());

  it('keeps them through e-mails and removals of stored files, and drops them after a job readers see', async () => {
    // Asked twice: kept from the second asking on.
    expect(await title()).toBe('Kept through mail');
    expect(await title()).toBe('Kept through mail');
    await t.handle.db.updateTable('videos').set({ title: 'Renamed behind' }).where('id', '=', videoId).execute();

    const at = Date.now();
    await enqueueJob(t.handle.db, 'send-notification-digest', { userId }, at);
    await enqueueJob(t.handle.db, 'send-notification-email', { notificationId: 999_999, actorId: userId }, at);
    await enqueueJob(t.handle.db, 'delete-object', { bucket: 'videos', key: 'nothing/here.mp4' }, at);
    await t.worker.drain();
    const ran = await t.handle.db.selectFrom('jobs').select(['kind', 'state']).execute();
    expect(ran.map((j) => j.state)).toEqual(['done', 'done', 'done']);
    expect(await title()).toBe('Kept through mail');

    // Ending a hold (here, of a video no longer held) may remove a video: readers must see it.
    await enqueueJob(t.handle.db, 'purge-held-video', { videoId }, Date.now());
    await t.worker.drain();
    expect(await title()).toBe('Renamed behind');
  });
});
