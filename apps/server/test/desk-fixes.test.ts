import { adminFlagsResponseSchema, errorBodySchema, flagLimitSchema, meResponseSchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// What the web app's small desk fixes rely on: the session says who is an admin (the account
// menu's 'Admin' link), and the flag dialog learns on opening that its report is already in.
describe('desk fixes', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  let uploader: SignedUp;
  let reporter: SignedUp;
  let admin: SignedUp;
  const reason = 'Looks like phone footage to me, not AI.';
  const newVideo = async () => (await f.video(uploader.user.id)).id;
  const limitOf = async (b: typeof reporter.browser, url: string) => {
    const res = await b.get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return flagLimitSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'desk-admin@example.test' });
    f = factories(t);
    uploader = await signUpVerified(t, 'desk-uploader@example.test');
    reporter = await signUpVerified(t, 'desk-reporter@example.test');
    admin = await signUpVerified(t, 'desk-admin@example.test');
  });
  afterAll(() => t.close());

  it("tells the session whether its user is an admin (the account menu's 'Admin' link)", async () => {
    const asAdmin = meResponseSchema.parse((await admin.browser.get('/api/me')).json());
    expect(asAdmin.user?.isAdmin).toBe(true);
    const asUser = meResponseSchema.parse((await reporter.browser.get('/api/me')).json());
    expect(asUser.user?.isAdmin).toBe(false);
  });

  it('refuses a visitor asking about a video, as it refuses the plain limit', async () => {
    const id = await newVideo();
    const res = await browser(t).get(`/api/flag-limit?video=${id}`);
    expect(res.statusCode).toBe(401);
    expect(errorBodySchema.parse(res.json()).message).toBe('You must be logged in to flag videos');
  });

  it('says alreadyFlagged: false before the report and true after it, for that video only', async () => {
    const id = await newVideo();
    const other = await newVideo();
    expect(await limitOf(reporter.browser, `/api/flag-limit?video=${id}`)).toEqual({
      flagsToday: 0,
      limitReached: false,
      limit: 3,
      remaining: 3,
      alreadyFlagged: false,
    });

    const sent = await reporter.browser.post(`/api/videos/${id}/flags`, { categoryId: 7, reason });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await limitOf(reporter.browser, `/api/flag-limit?video=${id}`)).toEqual({
      flagsToday: 1,
      limitReached: false,
      limit: 3,
      remaining: 2,
      alreadyFlagged: true,
    });
    expect((await limitOf(reporter.browser, `/api/flag-limit?video=${other}`)).alreadyFlagged).toBe(false);
    // Someone else's report is not this viewer's.
    expect((await limitOf(admin.browser, `/api/flag-limit?video=${id}`)).alreadyFlagged).toBe(false);
    // Without a video the answer stays what it was.
    expect(await limitOf(reporter.browser, '/api/flag-limit')).toEqual({
      flagsToday: 1,
      limitReached: false,
      limit: 3,
      remaining: 2,
    });
  });

  it('keeps saying true once the admin dismissed the report, as sending it again is still refused', async () => {
    const id = await newVideo();
    expect((await reporter.browser.post(`/api/videos/${id}/flags`, { categoryId: 4, reason })).statusCode).toBe(201);
    expect((await admin.browser.post(`/api/admin/videos/${id}/dismiss`)).statusCode).toBe(200);
    expect((await limitOf(reporter.browser, `/api/flag-limit?video=${id}`)).alreadyFlagged).toBe(true);
    const again = await reporter.browser.post(`/api/videos/${id}/flags`, { categoryId: 4, reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already flagged this video');
  });

  it('says false for a video that does not exist (a report to it answers 404)', async () => {
    expect((await limitOf(reporter.browser, '/api/flag-limit?video=999999')).alreadyFlagged).toBe(false);
  });

  it('refuses an id that is not a plain number with 400 and a message', async () => {
    for (const bad of ['abc', '0', '016', '-3', '1.5', '1e3', '', '9'.repeat(16)]) {
      const res = await reporter.browser.get(`/api/flag-limit?video=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(errorBodySchema.parse(res.json()), bad).toEqual({
        code: 'bad_request',
        message: 'Invalid video id',
        issues: [{ field: 'video', message: 'Invalid video id' }],
      });
    }
  });

  // Issue 30, item 17: the tabs' 'Pending (n)' and 'Archived (n)' counted reports, not the items
  // (a video, a comment, a person) the desk groups them under and shows.
  it('counts the grouped items each tab shows, not the reports in them', async () => {
    const tabOf = async (status: 'pending' | 'archived') => {
      const res = await admin.browser.get(`/api/admin/flags?status=${status}`);
      expect(res.statusCode, res.body).toBe(200);
      return adminFlagsResponseSchema.parse(res.json());
    };
    const before = await tabOf('pending');
    const video = await newVideo();
    const commented = await newVideo();
    const comment = await uploader.browser.post(`/api/videos/${commented}/comments`, { body: 'Made with a prompt.' });
    expect(comment.statusCode, comment.body).toBe(201);
    const reporters = await Promise.all([1, 2, 3].map((i) => signUpVerified(t, `desk-counter${i}@example.test`)));
    for (const r of reporters) {
      for (const url of [
        `/api/videos/${video}/flags`,
        `/api/comments/${comment.json().id}/flags`,
        `/api/profiles/${uploader.user.username}/flags`,
      ]) {
        const sent = await r.browser.post(url, { categoryId: 7, reason });
        expect(sent.statusCode, `${url} ${sent.body}`).toBe(201);
      }
    }
    // Nine reports about three items: three more for the tab, as many as it shows.
    const pending = await tabOf('pending');
    expect(pending.groups.length).toBe(before.groups.length + 3);
    expect(pending.counts.pending).toBe(pending.groups.length);

    expect((await admin.browser.post(`/api/admin/videos/${video}/dismiss`)).statusCode).toBe(200);
    const archived = await tabOf('archived');
    expect(archived.counts).toEqual({ pending: pending.groups.length - 1, archived: archived.groups.length });
    expect((await tabOf('pending')).counts.pending).toBe(pending.groups.length - 1);
  });
});
