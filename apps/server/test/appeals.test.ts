import {
  adminAppealsResponseSchema,
  appealPageSchema,
  auditLogResponseSchema,
  commentsResponseSchema,
  errorBodySchema,
  videoDetailSchema,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, readOutbox, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

// Appeals: every moderator's decision that takes something from someone links to /appeals/{decision};
// the person concerned (signed in, or holding the notice's key) appeals once, within 30 days; a
// moderator upholds or overturns it with a reason, overturning undoes the decision, and the outcome
// is e-mailed and audited.
describe('appeals', () => {
  let t: TestApp;
  // Moved forward to pass the appeal window; real time otherwise, as other writes stamp it.
  let offset = 0;
  let creator: SignedUp;
  let author: SignedUp;
  let other: SignedUp;
  let admin: SignedUp;
  const why = 'This was a joke between friends, not spam at all.';

  beforeAll(async () => {
    t = await createTestApp(
      { AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'appeals-admin@example.test' },
      { now: () => Date.now() + offset },
    );
    creator = await signUpVerified(t, 'appeals-creator@example.test');
    author = await signUpVerified(t, 'appeals-author@example.test');
    other = await signUpVerified(t, 'appeals-other@example.test');
    admin = await signUpVerified(t, 'appeals-admin@example.test');
  });
  afterAll(() => t.close());

  /** A comment by `author`, removed by the admin: the decision's id and the notice's appeal link. */
  async function removedComment(body: string) {
    const video = await factories(t).video(creator.user.id, { title: `Koi ${body.length}` });
    const posted = await author.browser.post(`/api/videos/${video.id}/comments`, { body });
    expect(posted.statusCode, posted.body).toBe(201);
    const commentId = posted.json().id as number;
    expect((await admin.browser.delete(`/api/comments/${commentId}`)).statusCode).toBe(204);
    const notice = readOutbox(t)
      .filter((m) => m.to === 'appeals-author@example.test' && /comment was removed/.test(m.subject))
      .at(-1)!;
    expect(notice.text).toContain(body);
    const link = new URL(notice.text.match(/https?:\/\/\S+\/appeals\/\S+/)![0]);
    const decisionId = Number(link.pathname.split('/').at(-1));
    return { videoId: video.id, commentId, decisionId, key: link.searchParams.get('key')! };
  }
  const pageAs = async (who: ReturnType<typeof browser>, decisionId: number, key = '') =>
    who.get(`/api/appeals/${decisionId}${key ? `?key=${encodeURIComponent(key)}` : ''}`);
  const appealRows = async () => (await t.handle.db.selectFrom('appeals').select('id').execute()).length;
  const pendingAppeals = async () =>
    adminAppealsResponseSchema.parse((await admin.browser.get('/api/admin/appeals')).json());

  it('shows the decision only to the person it concerns, signed in or with the key', async () => {
    const { decisionId, key } = await removedComment('Follow me for more koi content!');

    const own = await pageAs(author.browser, decisionId);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    const page = appealPageSchema.parse(own.json());
    expect(page).toMatchObject({
      decision: { id: decisionId, action: 'remove_comment', target: { type: 'comment' }, videoTitle: 'Koi 31' },
      appeal: null,
      canAppeal: true,
    });
    expect(new Date(page.decision.appealBy).getTime() - new Date(page.decision.createdAt).getTime()).toBe(30 * DAY);

    // Signed out, the notice's key opens it; a wrong key, or another decision's, does not.
    expect((await pageAs(browser(t), decisionId, key)).statusCode).toBe(200);
    const wrongKey = await pageAs(browser(t), decisionId, `${key.slice(0, -2)}xx`);
    expect(wrongKey.statusCode).toBe(404);
    expect(errorBodySchema.parse(wrongKey.json()).message).toBe('This decision does not exist');
    const visitor = await pageAs(browser(t), decisionId);
    expect(visitor.statusCode).toBe(401);
    expect(errorBodySchema.parse(visitor.json()).message).toBe('Log in to appeal this decision');

    for (const who of [other, creator, admin]) {
      const res = await pageAs(who.browser, decisionId);
      expect(res.statusCode).toBe(404);
      expect(errorBodySchema.parse(res.json()).message).toBe('This decision does not exist');
    }
    // An unknown decision says no more to others than a known one does.
    expect((await pageAs(other.browser, 999_999)).statusCode).toBe(404);
    expect((await pageAs(browser(t), 999_999)).statusCode).toBe(401);
    expect((await author.browser.get('/api/appeals/abc')).statusCode).toBe(404);
  });

  // Issue 30, item 23: a 403 for someone else's decision beside a 404 for a missing one let
  // decision ids be enumerated; both now answer 404 with the same body, to reads and to appeals.
  it("answers someone else's decision exactly as a missing one", async () => {
    const { decisionId, key } = await removedComment('Someone else’s decision, not yours');
    const missing = 999_998;
    const same = async (send: (id: number) => Promise<{ statusCode: number; json(): unknown }>) => {
      const [theirs, none] = await Promise.all([send(decisionId), send(missing)]);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(none.json());
      expect(errorBodySchema.parse(theirs.json())).toEqual({
        code: 'not_found',
        message: 'This decision does not exist',
      });
    };
    const before = await appealRows();
    for (const who of [other, creator, admin]) {
      await same((id) => pageAs(who.browser, id));
      await same((id) => who.browser.post(`/api/appeals/${id}`, { body: why }));
    }
    // A wrong key, or another decision's, is no better than no decision at all.
    await same((id) => pageAs(browser(t), id, `${key.slice(0, -2)}xx`));
    await same((id) => browser(t).post(`/api/appeals/${id}`, { body: why, key: `${key.slice(0, -2)}xx` }));
    expect(await appealRows()).toBe(before);
  });

  it('takes one appeal, refusing bad text and strangers without writing anything', async () => {
    const { decisionId, key } = await removedComment('Check my channel, link in bio');
    const before = await appealRows();
    for (const [body, message] of [
      ['', 'Please tell us why we should look again'],
      ['Too short.', 'Please write at least 20 characters'],
      ['x'.repeat(2001), 'Your appeal is too long (maximum 2000 characters)'],
    ] as const) {
      const res = await author.browser.post(`/api/appeals/${decisionId}`, { body });
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).message).toBe(message);
    }
    expect((await other.browser.post(`/api/appeals/${decisionId}`, { body: why })).statusCode).toBe(404);
    expect((await browser(t).post(`/api/appeals/${decisionId}`, { body: why })).statusCode).toBe(401);
    expect(await appealRows()).toBe(before);

    // Signed out with the notice's key (as a banned account would): filed as the author.
    const sent = await browser(t).post(`/api/appeals/${decisionId}`, { body: why, key });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe('Appeal sent. A moderator will review it, and we will e-mail you the outcome.');
    const again = await author.browser.post(`/api/appeals/${decisionId}`, { body: why });
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).message).toBe('You have already appealed this decision');
    expect(await appealRows()).toBe(before + 1);
    // The appeal is in the audit log as its appellant's; appellants are not offered as moderators.
    const audit = auditLogResponseSchema.parse((await admin.browser.get('/api/admin/audit-log?target=comment')).json());
    expect(audit.items[0]).toMatchObject({ action: 'appeal', actor: { id: author.user.id }, reason: why });
    expect(audit.moderators.map((m) => m.id)).toEqual([admin.user.id]);

    const page = appealPageSchema.parse((await pageAs(author.browser, decisionId)).json());
    expect(page.canAppeal).toBe(false);
    expect(page.appeal).toMatchObject({ status: 'pending', body: why, outcome: null });
    const queued = (await pendingAppeals()).items.find((a) => a.decision.id === decisionId);
    expect(queued).toMatchObject({ appellant: { id: author.user.id }, body: why, status: 'pending' });
  });

  it('overturning a comment removal brings the comment back, e-mails the outcome and audits it', async () => {
    const { videoId, commentId, decisionId } = await removedComment('My honest opinion, nothing more');
    expect((await author.browser.post(`/api/appeals/${decisionId}`, { body: why })).statusCode).toBe(201);
    const appeal = (await pendingAppeals()).items.find((a) => a.decision.id === decisionId)!;
    const countOf = async () =>
      videoDetailSchema.parse((await browser(t).get(`/api/videos/${videoId}`)).json()).comments;
    expect(await countOf()).toBe(0);

    // Only admins decide, with a choice and a reason.
    const url = `/api/admin/appeals/${appeal.id}/decide`;
    expect((await author.browser.post(url, { outcome: 'overturned', reason: 'Fine.' })).statusCode).toBe(403);
    expect((await browser(t).post(url, { outcome: 'overturned', reason: 'Fine.' })).statusCode).toBe(401);
    expect((await author.browser.get('/api/admin/appeals')).statusCode).toBe(403);
    const noReason = await admin.browser.post(url, { outcome: 'overturned', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(errorBodySchema.parse(noReason.json()).message).toBe('Please give the reason for your decision');
    const badChoice = await admin.browser.post(url, { outcome: 'maybe', reason: 'Hmm.' });
    expect(badChoice.statusCode).toBe(400);
    expect(errorBodySchema.parse(badChoice.json()).message).toBe('Choose uphold or overturn');
    expect(await countOf()).toBe(0);

    const done = await admin.browser.post(url, {
      outcome: 'overturned',
      reason: 'Read in context it is fair comment.',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Appeal overturned: the decision is undone.');
    expect(await countOf()).toBe(1);
    const seen = commentsResponseSchema.parse((await browser(t).get(`/api/videos/${videoId}/comments`)).json());
    expect(seen.items.map((c) => [c.id, c.removed])).toEqual([[commentId, null]]);

    const outcome = readOutbox(t)
      .filter((m) => m.to === 'appeals-author@example.test')
      .at(-1)!;
    expect(outcome.subject).toBe('Your appeal was successful');
    expect(outcome.text).toContain('Read in context it is fair comment.');
    expect(outcome.text).toContain('My honest opinion, nothing more');

    const page = appealPageSchema.parse((await pageAs(author.browser, decisionId)).json());
    expect(page.appeal).toMatchObject({
      status: 'overturned',
      outcome: { reason: 'Read in context it is fair comment.' },
    });
    const audit = auditLogResponseSchema.parse((await admin.browser.get('/api/admin/audit-log?target=comment')).json());
    expect(audit.items[0]).toMatchObject({
      action: 'appeal_overturned',
      target: { type: 'comment', id: String(commentId) },
      reason: 'Read in context it is fair comment.',
    });

    const twice = await admin.browser.post(url, { outcome: 'upheld', reason: 'Changed my mind.' });
    expect(twice.statusCode).toBe(409);
    expect(errorBodySchema.parse(twice.json()).message).toBe('This appeal has already been decided');
    expect(
      (await admin.browser.post('/api/admin/appeals/999999/decide', { outcome: 'upheld', reason: 'x' })).statusCode,
    ).toBe(404);
    const decided = adminAppealsResponseSchema.parse(
      (await admin.browser.get('/api/admin/appeals?status=decided')).json(),
    );
    expect(decided.items.find((a) => a.id === appeal.id)?.outcome?.reason).toBe('Read in context it is fair comment.');
  });

  it('upholding leaves the decision in place; after 30 days no appeal is taken', async () => {
    const upheld = await removedComment('Spam spam spam spam spam');
    expect((await author.browser.post(`/api/appeals/${upheld.decisionId}`, { body: why })).statusCode).toBe(201);
    const appeal = (await pendingAppeals()).items.find((a) => a.decision.id === upheld.decisionId)!;
    const res = await admin.browser.post(`/api/admin/appeals/${appeal.id}/decide`, {
      outcome: 'upheld',
      reason: 'It is the same text posted on twelve videos.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = commentsResponseSchema.parse((await browser(t).get(`/api/videos/${upheld.videoId}/comments`)).json());
    expect(seen.items).toEqual([]);
    expect(
      readOutbox(t)
        .filter((m) => m.to === 'appeals-author@example.test')
        .at(-1)?.subject,
    ).toBe('Your appeal was reviewed');

    const late = await removedComment('Late late late late late late');
    offset = 30 * DAY + 1;
    try {
      const page = appealPageSchema.parse((await pageAs(author.browser, late.decisionId)).json());
      expect(page.canAppeal).toBe(false);
      const refused = await author.browser.post(`/api/appeals/${late.decisionId}`, { body: why });
      expect(refused.statusCode).toBe(403);
      expect(errorBodySchema.parse(refused.json()).message).toBe('Appeals must be made within 30 days of the decision');
    } finally {
      offset = 0;
    }
  });

  it('a decision that concerns nobody (dismissed reports) cannot be appealed by anyone', async () => {
    const video = await factories(t).video(creator.user.id);
    const flagged = await other.browser.post(`/api/videos/${video.id}/flags`, {
      categoryId: 7,
      reason: 'Looks like phone footage to me, not AI.',
    });
    expect(flagged.statusCode, flagged.body).toBe(201);
    expect((await admin.browser.post(`/api/admin/videos/${video.id}/dismiss`)).statusCode).toBe(200);
    const audit = auditLogResponseSchema.parse((await admin.browser.get('/api/admin/audit-log?target=video')).json());
    const dismissal = audit.items.find((e) => e.action === 'dismiss' && e.target.id === String(video.id))!;
    // The video's owner learns it is not appealable; anyone else, that there is no such decision.
    for (const [who, status] of [
      [creator, 403],
      [other, 404],
    ] as const) {
      expect((await who.browser.post(`/api/appeals/${dismissal.id}`, { body: why })).statusCode).toBe(status);
    }
  });

  it('a banned person appeals through the notice’s link, and overturning the ban lets them back in', async () => {
    const banned = await signUpVerified(t, 'appeals-banned@example.test');
    const res = await admin.browser.post(`/api/admin/users/${banned.user.id}/ban`, {
      reason: 'Posted the same scam link on forty videos.',
      section: 'spam',
    });
    expect(res.statusCode, res.body).toBe(200);
    const notice = readOutbox(t)
      .filter((m) => m.to === 'appeals-banned@example.test' && /banned/.test(m.subject))
      .at(-1)!;
    const link = new URL(notice.text.match(/https?:\/\/\S+\/appeals\/\d+\?key=[\w-]+/)![0]);
    const decisionId = Number(link.pathname.split('/').at(-1));
    const key = link.searchParams.get('key')!;
    // Signed out by the ban and unable to sign in: the key is the way.
    expect((await banned.browser.get('/api/me')).json().user).toBeNull();
    const page = appealPageSchema.parse((await pageAs(browser(t), decisionId, key)).json());
    expect(page.decision).toMatchObject({ action: 'ban', reason: 'Posted the same scam link on forty videos.' });
    expect(
      (
        await browser(t).post(`/api/appeals/${decisionId}`, {
          body: 'That link was my own shop, posted by mistake.',
          key,
        })
      ).statusCode,
    ).toBe(201);

    const appeal = (await pendingAppeals()).items.find((a) => a.decision.id === decisionId)!;
    expect(appeal.appellant.id).toBe(banned.user.id);
    const done = await admin.browser.post(`/api/admin/appeals/${appeal.id}/decide`, {
      outcome: 'overturned',
      reason: 'One link, once per video, to their own shop: not spam.',
    });
    expect(done.statusCode, done.body).toBe(200);
    const state = await t.handle.db
      .selectFrom('profiles')
      .select(['banned_at', 'suspended_until'])
      .where('id', '=', banned.user.id)
      .executeTakeFirstOrThrow();
    expect(state).toEqual({ banned_at: null, suspended_until: null });
    const signIn = await browser(t).post('/api/auth/sign-in/email', {
      email: 'appeals-banned@example.test',
      password: 'secret-pass',
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });
});
