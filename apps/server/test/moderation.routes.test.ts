import {
  adminFlagsResponseSchema,
  auditLogResponseSchema,
  flagLimitSchema,
  videoDetailSchema,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, readOutbox, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('flags and the admin desk', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  let uploader: SignedUp;
  let reporter: SignedUp;
  let admin: SignedUp;
  const reason = 'This looks like phone footage, not AI.';
  const newVideo = async (title = 'Suspicious clip') => (await f.video(uploader.user.id, { title })).id;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'desk@example.test' });
    f = factories(t);
    uploader = await signUpVerified(t, 'uploader@example.test');
    reporter = await signUpVerified(t, 'reporter@example.test');
    admin = await signUpVerified(t, 'desk@example.test');
  });
  afterAll(() => t.close());

  it("refuses visitors ('You must be logged in to flag videos') and owners", async () => {
    const id = await newVideo();
    const visitor = await browser(t).post(`/api/videos/${id}/flags`, { categoryId: 7, reason });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('You must be logged in to flag videos');
    const own = await uploader.browser.post(`/api/videos/${id}/flags`, { categoryId: 7, reason });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot flag your own video');
    expect((await browser(t).get('/api/flag-limit')).statusCode).toBe(401);
  });

  it('checks category and reason with the spec texts, writing nothing', async () => {
    const id = await newVideo();
    const cases: [unknown, string][] = [
      [{ reason }, 'Please select a category for your report'],
      [{ categoryId: 7 }, 'Please provide a reason for flagging this video'],
      [{ categoryId: 7, reason: '        ' }, 'Please provide a reason for flagging this video'],
      [
        { categoryId: 7, reason: '  too short '.slice(0, 11) },
        'Please provide a more detailed reason (at least 10 characters)',
      ],
      [{ categoryId: 7, reason: 'r'.repeat(1001) }, 'Reason is too long (maximum 1000 characters)'],
    ];
    for (const [body, message] of cases) {
      const res = await reporter.browser.post(`/api/videos/${id}/flags`, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unknown = await reporter.browser.post(`/api/videos/${id}/flags`, { categoryId: 99, reason });
    expect(unknown.statusCode).toBe(404);
    expect(flagLimitSchema.parse((await reporter.browser.get('/api/flag-limit')).json()).flagsToday).toBe(0);
  });

  it('takes a report once, tells the admins by e-mail, and counts it against the day', async () => {
    const id = await newVideo('Phone footage?');
    const ok = await reporter.browser.post(`/api/videos/${id}/flags`, {
      categoryId: 7,
      reason: `  ${reason}  `,
      videoTimestamp: 75,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe(
      'Video has been flagged and sent to our team for review. Thank you for helping keep our community safe.',
    );
    const dup = await reporter.browser.post(`/api/videos/${id}/flags`, { categoryId: 2, reason });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('You have already flagged this video');
    const mail = readOutbox(t).find((m) => m.to === 'desk@example.test' && m.subject.includes('Phone footage?'));
    expect(mail?.text).toContain('Reported by: @reporter');
    expect(mail?.text).toContain('Category: Not AI Generated at 1:15');
    expect(mail?.text).toContain(`Reason: ${reason}`);
    expect(flagLimitSchema.parse((await reporter.browser.get('/api/flag-limit')).json())).toEqual({
      flagsToday: 1,
      limitReached: false,
      limit: 3,
      remaining: 2,
    });
  });

  it('allows three flags a day; a fourth, even two at once, is refused with the count', async () => {
    const other = await signUpVerified(t, 'busy.reporter@example.test');
    for (let i = 0; i < 3; i++)
      expect(
        (await other.browser.post(`/api/videos/${await newVideo()}/flags`, { categoryId: 4, reason })).statusCode,
      ).toBe(201);
    const fourth = await other.browser.post(`/api/videos/${await newVideo()}/flags`, { categoryId: 4, reason });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(
      'Daily flag limit reached. You have already submitted 3 flags today. The limit resets at midnight.',
    );
    expect(flagLimitSchema.parse((await other.browser.get('/api/flag-limit')).json()).limitReached).toBe(true);

    const racer = await signUpVerified(t, 'racer@example.test');
    for (let i = 0; i < 2; i++)
      await racer.browser.post(`/api/videos/${await newVideo()}/flags`, { categoryId: 4, reason });
    const [a, b] = [await newVideo(), await newVideo()];
    const raced = await Promise.all(
      [a, b].map((id) => racer.browser.post(`/api/videos/${id}/flags`, { categoryId: 4, reason })),
    );
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 429]);
    const rows = await t.handle.db
      .selectFrom('video_flags')
      .select('id')
      .where('reporter_id', '=', racer.user.id)
      .execute();
    expect(rows).toHaveLength(3);
  });

  it('refuses non-admins on every admin endpoint', async () => {
    const id = await newVideo();
    for (const b of [browser(t), reporter.browser]) {
      for (const res of [
        await b.get('/api/admin/flags'),
        await b.get('/api/admin/flags?status=archived'),
        await b.get('/api/admin/audit-log'),
        await b.post(`/api/admin/videos/${id}/dismiss`),
        await b.post(`/api/admin/videos/${id}/delete`),
      ]) {
        expect([401, 403]).toContain(res.statusCode);
        expect(res.json().message).toBe('Access Denied');
      }
    }
    expect((await browser(t).get(`/api/videos/${id}`)).statusCode).toBe(200);
  });

  it('groups reports per video, dismisses one video and deletes another, archiving both with an audit trail', async () => {
    const keep = await newVideo('Keep me');
    const remove = await newVideo('Remove me');
    const second = await signUpVerified(t, 'second.reporter@example.test');
    await reporter.browser.post(`/api/videos/${keep}/flags`, { categoryId: 3, reason });
    await second.browser.post(`/api/videos/${remove}/flags`, { categoryId: 7, reason });
    await (
      await signUpVerified(t, 'third.reporter@example.test')
    ).browser.post(`/api/videos/${remove}/flags`, { categoryId: 8, reason });

    const pending = adminFlagsResponseSchema.parse((await admin.browser.get('/api/admin/flags')).json());
    const removeGroup = pending.groups.find((g) => g.videoId === remove)!;
    expect(removeGroup.reports).toHaveLength(2);
    expect(removeGroup.video?.owner.username).toBe('uploader');
    const before = pending.counts;

    const dismissed = await admin.browser.post(`/api/admin/videos/${keep}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    const { publicUrl } = videoDetailSchema.parse((await browser(t).get(`/api/videos/${remove}`)).json());
    const deleted = await admin.browser.post(`/api/admin/videos/${remove}/delete`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().flagIds).toHaveLength(2);

    expect((await browser(t).get(`/api/videos/${keep}`)).statusCode).toBe(200);
    expect((await browser(t).get(`/api/videos/${remove}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: publicUrl! })).statusCode).toBe(404);

    const after = adminFlagsResponseSchema.parse((await admin.browser.get('/api/admin/flags')).json());
    // The tabs count items, not reports (issue 30): two videos, with three reports between them, moved.
    expect(after.counts).toEqual({ pending: before.pending - 2, archived: before.archived + 2 });
    const archived = adminFlagsResponseSchema.parse(
      (await admin.browser.get('/api/admin/flags?status=archived')).json(),
    );
    const gone = archived.groups.find((g) => g.videoTitle === 'Remove me')!;
    expect(gone.video).toBeNull();
    expect(gone.reports.map((r) => r.status)).toEqual(['deleted', 'deleted']);
    expect(gone.reports.every((r) => r.reviewedAt)).toBe(true);
    expect(archived.groups.find((g) => g.videoId === keep)!.reports.map((r) => r.status)).toEqual(['dismissed']);

    const notice = readOutbox(t).find((m) => m.to === 'uploader@example.test' && /removed/.test(m.subject));
    expect(notice?.text).toContain('"Remove me"');
    expect(notice?.text).toMatch(/Not AI Generated|Unauthorised Upload/);
    expect(notice?.text).toMatch(/\/appeals\/\d+\?key=[\w-]{43}/);

    const audit = auditLogResponseSchema.parse((await admin.browser.get('/api/admin/audit-log')).json());
    expect(audit.items.slice(0, 2).map((e) => [e.action, e.target.label, e.actor.username, e.flagIds.length])).toEqual([
      ['delete_video', 'Remove me', 'desk', 2],
      ['dismiss', 'Keep me', 'desk', 1],
    ]);
    expect((await admin.browser.post(`/api/admin/videos/${keep}/dismiss`)).statusCode).toBe(404);
  });
});
