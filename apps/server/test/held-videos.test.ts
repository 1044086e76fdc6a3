import { adminAppealsResponseSchema, feedResponseSchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldKey } from '../src/storage/keys.js';
import { browser, readOutbox, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

// A moderator's removal of a video holds it for the appeal time instead of deleting it: hidden from
// everyone, its files moved where nothing serves them; an overturned appeal brings both back, an
// upheld one deletes them, and so does the hold's end (a durable job) when no appeal waits.
// The worker is off (JOBS_WORKER=false): each test runs the jobs when it means to.
describe('held videos', () => {
  let t: TestApp;
  let offset = 0;
  let owner: SignedUp;
  let admin: SignedUp;
  const why = 'The clip is entirely generated with Veo; I can share the project file.';

  beforeAll(async () => {
    t = await createTestApp(
      { AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'held-admin@example.test', JOBS_WORKER: 'false' },
      { now: () => Date.now() + offset },
    );
    owner = await signUpVerified(t, 'held-owner@example.test');
    admin = await signUpVerified(t, 'held-admin@example.test');
  });
  afterAll(() => t.close());

  /** A reported video the admin removes from the desk, with a comment on it; its row before. */
  let reporters = 0;
  async function removedVideo(title: string) {
    // A reporter of its own: each may send three reports a day.
    const reporter = await signUpVerified(t, `held-reporter-${++reporters}@example.test`);
    const video = await factories(t).video(owner.user.id, { title });
    const commented = await reporter.browser.post(`/api/videos/${video.id}/comments`, { body: 'Nice colours.' });
    expect(commented.statusCode).toBe(201);
    const flagged = await reporter.browser.post(`/api/videos/${video.id}/flags`, {
      categoryId: 7,
      reason: 'Looks like phone footage to me, not AI.',
    });
    expect(flagged.statusCode, flagged.body).toBe(201);
    const before = await row(video.id);
    expect((await admin.browser.post(`/api/admin/videos/${video.id}/delete`)).statusCode).toBe(200);
    return before!;
  }
  const row = (id: number) =>
    t.handle.db
      .selectFrom('videos')
      .select(['id', 'file_path', 'thumbnail_url', 'held_at', 'held_prefix', 'comments_count'])
      .where('id', '=', id)
      .executeTakeFirst();
  const media = (key: string) => browser(t).get(`/media/videos/${key}`);
  const exists = async (key: string) => (await t.storage.stat('videos', key)) !== null;
  const appealLinkFor = (title: string) => {
    const notice = readOutbox(t)
      .filter((m) => m.to === 'held-owner@example.test' && m.text.includes(`"${title}"`))
      .at(-1)!;
    expect(notice.subject).toBe('Your video was removed from Promptreel');
    expect(notice.text).toContain('kept, hidden, for 30 days');
    return new URL(notice.text.match(/https?:\/\/\S+\/appeals\/\S+/)![0]);
  };
  async function appealAndDecide(title: string, outcome: 'upheld' | 'overturned') {
    const decision = Number(appealLinkFor(title).pathname.split('/').at(-1));
    expect((await owner.browser.post(`/api/appeals/${decision}`, { body: why })).statusCode).toBe(201);
    const appeal = adminAppealsResponseSchema
      .parse((await admin.browser.get('/api/admin/appeals')).json())
      .items.find((a) => a.decision.id === decision)!;
    const res = await admin.browser.post(`/api/admin/appeals/${appeal.id}/decide`, { outcome, reason: 'Checked.' });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('hides a removed video and its files at once, from its owner too, and keeps them', async () => {
    const before = await removedVideo('Held koi');
    const held = (await row(before.id))!;
    expect(held.held_at).not.toBeNull();
    expect(held.held_prefix).toMatch(/^[\w-]{22}$/);

    for (const who of [browser(t), owner.browser, admin.browser]) {
      expect((await who.get(`/api/videos/${before.id}`)).statusCode).toBe(404);
    }
    const feed = feedResponseSchema.parse((await browser(t).get('/api/videos?tab=latest')).json());
    expect(feed.items.map((v) => v.id)).not.toContain(before.id);
    // Nor can anyone clap, comment on or report it.
    const someone = await signUpVerified(t, 'held-bystander@example.test');
    for (const res of [
      await someone.browser.put(`/api/videos/${before.id}/clap`, undefined),
      await someone.browser.post(`/api/videos/${before.id}/comments`, { body: 'Still here?' }),
      await someone.browser.post(`/api/videos/${before.id}/flags`, {
        categoryId: 7,
        reason: 'Looks like phone footage.',
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('Video not found');
    }

    for (const key of [before.file_path!, before.thumbnail_url!]) {
      expect((await media(key)).statusCode).toBe(404);
      expect(await exists(key)).toBe(false);
      // Kept where nothing serves it, even to someone who learns the key.
      expect(await exists(heldKey(held.held_prefix!, key))).toBe(true);
      expect((await media(heldKey(held.held_prefix!, key))).statusCode).toBe(404);
    }
  });

  it('an overturned appeal brings the video back with its files and comments', async () => {
    const before = await removedVideo('Returning koi');
    const original = await t.storage.stat('videos', heldKey((await row(before.id))!.held_prefix!, before.file_path!));
    await appealAndDecide('Returning koi', 'overturned');

    const back = (await row(before.id))!;
    expect(back).toMatchObject({ held_at: null, held_prefix: null, comments_count: 1 });
    expect((await browser(t).get(`/api/videos/${before.id}`)).statusCode).toBe(200);
    const file = await media(before.file_path!);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(original!.size);
    expect((await media(before.thumbnail_url!)).statusCode).toBe(200);
    const feed = feedResponseSchema.parse((await browser(t).get('/api/videos?tab=latest')).json());
    expect(feed.items.map((v) => v.id)).toContain(before.id);
    // Nothing is left in the hold's folder, and its end finds nothing to do.
    offset = 31 * DAY;
    try {
      await t.worker.drain();
      expect((await row(before.id))?.held_at).toBeNull();
      expect((await browser(t).get(`/api/videos/${before.id}`)).statusCode).toBe(200);
    } finally {
      offset = 0;
    }
  });

  it('an upheld appeal deletes the video and its files at once', async () => {
    const before = await removedVideo('Upheld koi');
    const prefix = (await row(before.id))!.held_prefix!;
    await appealAndDecide('Upheld koi', 'upheld');
    expect(await row(before.id)).toBeUndefined();
    for (const key of [before.file_path!, before.thumbnail_url!]) {
      expect(await exists(key)).toBe(false);
      expect(await exists(heldKey(prefix, key))).toBe(false);
    }
  });

  it('the hold ends after 30 days: the video goes, unless its appeal still waits', async () => {
    const quiet = await removedVideo('Unappealed koi');
    const waiting = await removedVideo('Appealed koi');
    const quietPrefix = (await row(quiet.id))!.held_prefix!;
    const decision = Number(appealLinkFor('Appealed koi').pathname.split('/').at(-1));
    expect((await owner.browser.post(`/api/appeals/${decision}`, { body: why })).statusCode).toBe(201);

    await t.worker.drain();
    expect((await row(quiet.id))?.held_at).not.toBeNull(); // not yet due

    offset = 30 * DAY + 60_000;
    try {
      await t.worker.drain();
      expect(await row(quiet.id)).toBeUndefined();
      expect(await exists(heldKey(quietPrefix, quiet.file_path!))).toBe(false);
      // Its appeal waits: still held, and looked at again a day later.
      expect((await row(waiting.id))?.held_at).not.toBeNull();
      const again = await t.handle.db
        .selectFrom('jobs')
        .select(['run_after', 'state'])
        .where('kind', '=', 'purge-held-video')
        .where('state', '=', 'queued')
        .execute();
      expect(again).toHaveLength(1);
      expect(Number(again[0]!.run_after)).toBeGreaterThan(Date.now() + offset + 23 * 60 * 60 * 1000);
    } finally {
      offset = 0;
    }
  });

  it('its owner deleting a held video deletes the held files too', async () => {
    const before = await removedVideo('Given-up koi');
    const prefix = (await row(before.id))!.held_prefix!;
    const res = await owner.browser.delete(`/api/videos/${before.id}`, { confirm: 'DELETE' });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await row(before.id)).toBeUndefined();
    expect(await exists(heldKey(prefix, before.file_path!))).toBe(false);
  });
});
