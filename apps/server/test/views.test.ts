import { VIEW_WINDOW_MS, videoDetailSchema, viewCountSchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('counting views: one per viewer and video per window', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  let owner: { id: string };
  // The app's clock: tests move it past the window instead of waiting 30 minutes.
  let clock = Date.UTC(2026, 2, 1, 12);

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' }, { now: () => clock });
    f = factories(t);
    owner = await f.user();
  });
  afterAll(() => t.close());

  let sessions = 0;
  const newSession = () => `session-${Date.now().toString(36)}-${(sessions++).toString().padStart(4, '0')}`;
  const newVideo = async () => (await f.video(owner.id)).id;
  const view = (id: number | string, body: unknown = {}, client = browser(t)) =>
    client.post(`/api/videos/${id}/views`, body);
  const viewsOf = async (id: number) =>
    videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json()).viewsCount;
  /** A visitor's post from `address` (each test client is otherwise 127.0.0.1). */
  const viewFrom = (address: string, id: number, body: unknown = { sessionId: newSession() }, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/videos/${id}/views`,
      remoteAddress: address,
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(body),
    });
  const viewRows = (id: number) =>
    t.handle.db.selectFrom('video_views').selectAll().where('video_id', '=', id).execute();

  it('counts 100 posts of one visitor (one session id) as one view', async () => {
    const id = await newVideo();
    const sessionId = newSession();
    for (let i = 0; i < 100; i++) {
      const res = await view(id, { sessionId });
      expect(res.statusCode, res.body).toBe(200);
      expect(viewCountSchema.parse(res.json()).views).toBe(1);
    }
    expect(await viewsOf(id)).toBe(1);
  });

  it('counts 100 bare posts from one address (no session id, no cookie) as one view', async () => {
    const id = await newVideo();
    for (let i = 0; i < 100; i++) expect((await view(id)).json().views).toBe(1);
    expect(await viewsOf(id)).toBe(1);
  });

  it('counts two visitors as two views', async () => {
    const id = await newVideo();
    expect((await view(id, { sessionId: newSession() })).json().views).toBe(1);
    expect((await view(id, { sessionId: newSession() })).json().views).toBe(2);
    expect(await viewsOf(id)).toBe(2);
  });

  it('knows a signed-in viewer by the account, whatever session id the browser sends', async () => {
    const id = await newVideo();
    const viewer = await signUpVerified(t, 'watcher@example.test');
    for (let i = 0; i < 5; i++) await view(id, { sessionId: newSession() }, viewer.browser);
    expect(await viewsOf(id)).toBe(1);
    expect((await viewRows(id)).map((r) => r.viewer_key)).toEqual([`u:${viewer.user.id}`]);
  });

  it('counts parallel posts of one viewer once', async () => {
    const id = await newVideo();
    const sessionId = newSession();
    const answers = await Promise.all(Array.from({ length: 20 }, () => view(id, { sessionId })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.map((r) => r.json().views)).toEqual(Array(20).fill(1));
    expect(await viewsOf(id)).toBe(1);
  });

  it('counts parallel posts of different viewers each', async () => {
    const id = await newVideo();
    // Different people: different addresses (one address counts a handful at most, see below).
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => viewFrom(`198.51.100.${i + 1}`, id, { sessionId: newSession() })),
    );
    expect(answers.map((r) => r.json().views).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await viewsOf(id)).toBe(10);
  });

  it('counts the same viewer again once the window has passed, and prunes the expired rows', async () => {
    const id = await newVideo();
    const sessionId = newSession();
    const other = newSession();
    expect((await view(id, { sessionId })).json().views).toBe(1);
    expect((await view(id, { sessionId: other })).json().views).toBe(2);

    clock += VIEW_WINDOW_MS - 1;
    expect((await view(id, { sessionId })).json().views).toBe(2);

    clock += 1;
    expect((await view(id, { sessionId })).json().views).toBe(3);
    expect((await view(id, { sessionId })).json().views).toBe(3);
    expect(await viewsOf(id)).toBe(3);

    // A window later the other viewer's row (and every earlier test's) has expired: the prune removes them.
    clock += VIEW_WINDOW_MS;
    const third = newSession();
    expect((await view(id, { sessionId: third })).json().views).toBe(4);
    expect((await viewRows(id)).map((r) => r.viewer_key).sort()).toEqual([`s:${sessionId}`, `s:${third}`].sort());
    const expired = await t.handle.db
      .selectFrom('video_views')
      .select('viewer_key')
      .where('counted_at', '<', clock - VIEW_WINDOW_MS)
      .execute();
    expect(expired).toEqual([]);
  });

  it('refuses a malformed session id and unknown videos, writing nothing', async () => {
    const id = await newVideo();
    for (const sessionId of ['short', 'x'.repeat(65), 'has spaces in it here', 42, 'new\nline-session-id']) {
      const res = await view(id, { sessionId });
      expect(res.statusCode, String(sessionId)).toBe(400);
    }
    expect(await viewsOf(id)).toBe(0);
    expect(await viewRows(id)).toEqual([]);

    const unknown = await view(999_999, { sessionId: newSession() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Video not found');
    expect(await viewRows(999_999)).toEqual([]);
  });

  // Issue 30 item 7: 50 posts with 50 random session ids from one address added 50 views.
  describe('at most 5 counted views per address and video in an hour, whatever ids are sent', () => {
    it('counts 50 posts from one address with 50 session ids as 5, and another address apart', async () => {
      const id = await newVideo();
      const answers = await Promise.all(Array.from({ length: 50 }, () => viewFrom('203.0.113.9', id)));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
      expect(await viewsOf(id)).toBe(5);
      for (let i = 0; i < 20; i++) await viewFrom('203.0.113.9', id, i % 2 ? {} : { sessionId: newSession() });
      expect(await viewsOf(id)).toBe(5);
      // Another address, another video: each has its own handful.
      expect((await viewFrom('203.0.113.10', id)).json().views).toBe(6);
      const other = await newVideo();
      expect((await viewFrom('203.0.113.9', other)).json().views).toBe(1);
    });

    it('treats an IPv6 /64 as one address', async () => {
      const id = await newVideo();
      for (let i = 1; i <= 12; i++) await viewFrom(`2001:db8:1:2::${i.toString(16)}`, id);
      await viewFrom('2001:db8:1:2:ffff:ffff:ffff:ffff', id);
      expect(await viewsOf(id)).toBe(5);
      expect((await viewFrom('2001:db8:1:3::1', id)).json().views).toBe(6);
    });

    it('counts signed-in accounts once each per window, and at most 5 of them from one address', async () => {
      const id = await newVideo();
      const accounts = await Promise.all(
        Array.from({ length: 7 }, (_, i) => signUpVerified(t, `address-watcher-${i}@example.test`)),
      );
      for (const account of accounts)
        for (let i = 0; i < 3; i++)
          await viewFrom('203.0.113.20', id, { sessionId: newSession() }, account.browser.cookie);
      expect(await viewsOf(id)).toBe(5);
      // One account from many addresses is still one viewer.
      const other = await newVideo();
      for (let i = 0; i < 10; i++) await viewFrom(`192.0.2.${i + 1}`, other, {}, accounts[0]!.browser.cookie);
      expect(await viewsOf(other)).toBe(1);
    });

    it('counts the address again as its views leave the hour', async () => {
      const id = await newVideo();
      for (let i = 0; i < 8; i++) await viewFrom('203.0.113.30', id);
      expect(await viewsOf(id)).toBe(5);
      clock += 60 * 60_000;
      for (let i = 0; i < 8; i++) await viewFrom('203.0.113.30', id);
      expect(await viewsOf(id)).toBe(10);
    });
  });
});
