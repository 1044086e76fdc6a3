import {
  RETENTION_POINTS,
  STUDIO_TEXTS,
  studioOverviewSchema,
  studioVideoReportSchema,
  videoDetailSchema,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { rowCount } from './helpers/row-count.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import * as studioMigration from '../src/db/migrations/0041_studio.js';

const DAY = 24 * 60 * 60 * 1000;

// Issue 36 goal 2: the Studio's figures are exactly what people did. The clock is the test's, so a
// second day and the end of a period come without waiting.
describe("the creator's Studio", () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  let clock = Date.UTC(2026, 11, 7, 10);
  let kim: SignedUp; // the creator
  let lou: SignedUp; // a signed-in viewer
  let max: SignedUp;
  let admin: SignedUp;
  let a: number;
  let b: number;
  let lousOwn: number;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', JOBS_WORKER: 'false' }, { now: () => clock });
    f = factories(t);
    kim = await signUpVerified(t, 'studio-kim@example.test');
    lou = await signUpVerified(t, 'studio-lou@example.test');
    max = await signUpVerified(t, 'studio-max@example.test');
    admin = await signUpVerified(t, 'studio-admin@example.test');
    await t.handle.db.updateTable('profiles').set({ is_admin: 1 }).where('id', '=', admin.user.id).execute();
    a = (await f.video(kim.user.id, { title: 'Aurora koi', created_at: clock - DAY })).id;
    b = (await f.video(kim.user.id, { title: 'Brass tide', created_at: clock - DAY })).id;
    lousOwn = (await f.video(lou.user.id, { title: 'Lou at sea' })).id;
  });
  afterAll(() => t.close());

  const visitor = (sessionId: string) => ({
    view: (id: number, source?: string) => browser(t).post(`/api/videos/${id}/views`, { sessionId, source }),
    watched: (id: number, share: number) => browser(t).post(`/api/videos/${id}/watched`, { share, sessionId }),
  });
  const overview = async (who: SignedUp, days?: number) => {
    const res = await who.browser.get(`/api/studio${days ? `?days=${days}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return studioOverviewSchema.parse(res.json());
  };
  const s1 = visitor('studio-session-one-0001');
  const s2 = visitor('studio-session-two-0002');

  it('adds up views, viewers, watching, sources, claps, comments, saves and remixes as they happen', async () => {
    // Day one: two visitors and Lou watch A, from three places; Max watches B in an embed.
    expect((await s1.view(a, 'latest')).statusCode).toBe(200);
    expect((await s1.watched(a, 0.55)).statusCode).toBe(204);
    expect((await s1.watched(a, 0.95)).statusCode).toBe(204);
    expect((await s1.watched(a, 0.4)).statusCode).toBe(204); // lower: the view keeps its largest
    await s2.view(a, 'search');
    await s2.watched(a, 0.25);
    await lou.browser.post(`/api/videos/${a}/views`, { source: 'profile' });
    expect((await lou.browser.post(`/api/videos/${a}/watched`, { share: 1 })).statusCode).toBe(204);
    await max.browser.post(`/api/videos/${b}/views`, { source: 'embed' });
    expect((await lou.browser.put(`/api/videos/${a}/clap`, {})).statusCode).toBe(200);
    expect((await lou.browser.post(`/api/videos/${a}/comments`, { body: 'Lovely light' })).statusCode).toBe(201);
    expect((await lou.browser.put(`/api/me/saved/${a}`, {})).statusCode).toBeLessThan(300);
    // A report from someone whose view did not count changes nothing.
    await visitor('studio-session-none-003').watched(a, 1);

    // Day two: the first visitor comes back (a new view), Max claps A and a public remix appears.
    clock += DAY;
    await s1.view(a, 'latest');
    await max.browser.put(`/api/videos/${a}/clap`, {});
    await f.video(lou.user.id, { title: 'Aurora remix', remix_of: a, published_at: clock });

    const { report, videos } = await overview(kim);
    const rowA = videos.find((v) => v.id === a)!;
    expect(rowA.figures).toEqual({
      views: 4,
      uniqueViewers: null, // on the video's own report
      claps: 2,
      comments: 1,
      saves: 1,
      remixes: 1,
      // (0.95 + 0.25 + 1 + 0) / 4: the second day's view sent no report.
      averageShare: expect.closeTo(0.55, 6),
    });
    expect(videos.find((v) => v.id === b)!.figures).toMatchObject({ views: 1, averageShare: 0 });
    expect(videos.map((v) => v.id)).not.toContain(lousOwn);
    expect(report.figures).toMatchObject({ views: 5, uniqueViewers: 4, claps: 2, comments: 1, saves: 1, remixes: 1 });
    expect(report.days).toBe(28);
    expect(report.perDay).toHaveLength(28);
    expect(report.perDay.at(-1)).toEqual({ day: '2026-12-08', views: 1 });
    expect(report.perDay.at(-2)).toEqual({ day: '2026-12-07', views: 4 });
    expect(report.perDay.slice(0, -2).every((d) => d.views === 0)).toBe(true);
    expect(report.sources).toEqual([
      { source: 'latest', views: 2 },
      { source: 'embed', views: 1 },
      { source: 'profile', views: 1 },
      { source: 'search', views: 1 },
    ]);
    // Of five views: 3 reached 10–20 % (0.95, 0.25, 1), 2 reached 30–90 %, 1 the end.
    expect(report.retention).toHaveLength(RETENTION_POINTS);
    expect(report.retention.map((r) => Math.round(r * 100))).toEqual([100, 60, 60, 40, 40, 40, 40, 40, 40, 40, 20]);

    // The public counters say the same.
    const detail = videoDetailSchema.parse((await browser(t).get(`/api/videos/${a}`)).json());
    expect([detail.viewsCount, detail.claps, detail.comments]).toEqual([4, 2, 1]);

    const one = studioVideoReportSchema.parse((await kim.browser.get(`/api/studio/videos/${a}?days=7`)).json());
    expect(one.video).toEqual({ id: a, title: 'Aurora koi' });
    expect(one.report.figures).toEqual({ ...rowA.figures, uniqueViewers: 3 });
    expect(one.report.perDay).toHaveLength(7);
  });

  it('takes back a clap and a save on the day they are taken back, as the counters do', async () => {
    await max.browser.delete(`/api/videos/${a}/clap`);
    await lou.browser.delete(`/api/me/saved/${a}`);
    const rowA = (await overview(kim)).videos.find((v) => v.id === a)!;
    expect([rowA.figures.claps, rowA.figures.saves]).toEqual([1, 0]);
    const detail = videoDetailSchema.parse((await browser(t).get(`/api/videos/${a}`)).json());
    expect(detail.claps).toBe(1);
  });

  it('leaves days before the period out', async () => {
    clock += 7 * DAY;
    const week = await overview(kim, 7);
    expect(week.report.figures).toMatchObject({ views: 0, uniqueViewers: 0, averageShare: null });
    expect(week.report.retention.every((r) => r === 0)).toBe(true);
    expect(week.report.sources).toEqual([]);
    expect((await overview(kim, 28)).report.figures.views).toBe(5);
    expect((await overview(kim, 90)).report.perDay).toHaveLength(90);
  });

  it('refuses visitors, bad periods and sources, and anyone else’s video (admins too), writing nothing', async () => {
    for (const url of ['/api/studio', `/api/studio/videos/${a}`]) {
      const res = await browser(t).get(url);
      expect(res.statusCode).toBe(401);
    }
    for (const days of ['5', 'x', '']) {
      const res = await kim.browser.get(`/api/studio?days=${days}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(STUDIO_TEXTS.periodInvalid);
    }
    for (const who of [lou, admin]) {
      const res = await who.browser.get(`/api/studio/videos/${a}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(STUDIO_TEXTS.videoNotFound);
    }
    expect((await kim.browser.get('/api/studio/videos/999999')).statusCode).toBe(404);
    const before = await Promise.all(
      (['video_day_stats', 'video_day_sources', 'video_viewers', 'owner_day_stats', 'owner_viewers'] as const).map(
        (n) => rowCount(t.handle.db, n),
      ),
    );
    const bad = await s2.view(a, 'a-billboard');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^source must be one of latest, hot/);
    expect((await s2.watched(a, 1.5)).statusCode).toBe(400);
    expect((await s2.watched(999999, 0.5)).statusCode).toBe(404);
    const after = await Promise.all(
      (['video_day_stats', 'video_day_sources', 'video_viewers', 'owner_day_stats', 'owner_viewers'] as const).map(
        (n) => rowCount(t.handle.db, n),
      ),
    );
    expect(after).toEqual(before);
  });

  // Last: it rebuilds the Studio's tables.
  it('puts what happened before the Studio on each video’s upload day, so the days add up to the counters', async () => {
    const uploaded = Date.UTC(2026, 10, 2, 9);
    const old = await f.video(max.user.id, { created_at: uploaded, views: 7, claps_count: 3, comments_count: 2 });
    await studioMigration.down(t.handle.db);
    await studioMigration.up(t.handle.db);
    const rows = await t.handle.db.selectFrom('video_day_stats').selectAll().where('video_id', '=', old.id).execute();
    expect(rows).toMatchObject([{ day: '2026-11-02', views: 7, claps: 3, comments: 2, saves: 0 }]);
    const sources = await t.handle.db
      .selectFrom('video_day_sources')
      .selectAll()
      .where('video_id', '=', old.id)
      .execute();
    expect(sources).toMatchObject([{ day: '2026-11-02', source: 'direct', views: 7 }]);
    const creator = await t.handle.db
      .selectFrom('owner_day_stats')
      .selectAll()
      .where('owner_id', '=', max.user.id)
      .where('day', '=', '2026-11-02')
      .execute();
    expect(creator).toMatchObject([{ views: 7, claps: 3, comments: 2 }]);
  });
});
