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
    const answers = await Promise.all(Array.from({ length: 10 }, () => view(id, { sessionId: newSession() })));
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
});
