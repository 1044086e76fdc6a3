import {
  MESSAGES,
  REFUSAL_MESSAGES,
  adminFlagsResponseSchema,
  errorBodySchema,
  flagLimitSchema,
  type AdminFlagsResponse,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, readOutbox, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { type Account, moderationApp } from './helpers/moderation-app.js';
import { type TestApp } from './helpers/test-app.js';

type Group = AdminFlagsResponse['groups'][number];

// Reports on comments and profiles: the video's dialog, categories, reason rules and one shared
// daily limit; one report per reporter per target; the desk groups them per target, in context.
describe('reporting comments and profiles', () => {
  let t: TestApp, f: ReturnType<typeof factories>, creator: Account, author: Account, admin: Account;
  let newAccount: (role: string) => Promise<Account>;
  const reason = 'Insults another viewer by name, twice.';

  beforeAll(async () => {
    ({ t, f, creator, author, admin, newAccount } = await moderationApp('rt'));
  });
  afterAll(() => t.close());

  /** A fresh reporter: each has its own three reports a day. */
  const reporter = () => newAccount('reporter');
  const newVideo = async (title?: string) => (await f.video(creator.user.id, title ? { title } : {})).id;
  const comment = async (videoId: number, body: string, who: Account = author) => {
    const res = await who.browser.post(`/api/videos/${videoId}/comments`, { body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const flagsRows = () =>
    t.handle.db
      .selectFrom('video_flags')
      .select(['id', 'target_type', 'video_id', 'comment_id', 'profile_id', 'target_label', 'status', 'reporter_id'])
      .orderBy('id')
      .execute();
  const auditRows = () =>
    t.handle.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'target_label', 'video_id', 'flag_ids', 'actor_id'])
      .orderBy('id')
      .execute();
  const messageOf = (res: { json: () => unknown }) => errorBodySchema.parse(res.json()).message;
  const limitOf = async (b: Account['browser'], query: string) => {
    const res = await b.get(`/api/flag-limit${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return flagLimitSchema.parse(res.json());
  };
  const desk = async (status: 'pending' | 'archived' = 'pending') => {
    const res = await admin.browser.get(`/api/admin/flags?status=${status}`);
    expect(res.statusCode, res.body).toBe(200);
    return adminFlagsResponseSchema.parse(res.json());
  };
  const groupOf = (list: AdminFlagsResponse, type: 'comment' | 'profile', id: number | string): Group | undefined =>
    list.groups.find((g) => g.target.type === type && 'id' in g.target && g.target.id === id);

  it('refuses visitors, with nothing written', async () => {
    const videoId = await newVideo();
    const commentId = await comment(videoId, 'A visitor cannot report me.');
    const before = await flagsRows();
    const visitor = browser(t);
    for (const [url, message] of [
      [`/api/comments/${commentId}/flags`, 'Log in to flag comments'],
      [`/api/profiles/${author.user.username}/flags`, 'Log in to flag profiles'],
    ] as const) {
      const res = await visitor.post(url, { categoryId: 1, reason });
      expect(res.statusCode).toBe(401);
      expect(messageOf(res)).toBe(message);
    }
    for (const query of [`?comment=${commentId}`, `?profile=${author.user.username}`]) {
      const res = await visitor.get(`/api/flag-limit${query}`);
      expect(res.statusCode).toBe(401);
    }
    expect(await flagsRows()).toEqual(before);
  });

  it("refuses reports on one's own comment and profile, and on missing, removed or deleted targets", async () => {
    const videoId = await newVideo();
    const own = await comment(videoId, 'My own words.');
    const removed = await comment(videoId, 'Soon removed by the creator.');
    const gone = await comment(videoId, 'Soon deleted by its author.');
    expect((await creator.browser.delete(`/api/comments/${removed}`)).statusCode).toBe(204);
    expect((await author.browser.delete(`/api/comments/${gone}`)).statusCode).toBe(204);
    const leaving = await signUpVerified(t, 'rt-leaving@example.test');
    const del = await leaving.browser.delete('/api/account', { confirm: 'DELETE' });
    expect(del.statusCode, del.body).toBeLessThan(300);
    const someone = await reporter();
    const before = await flagsRows();

    const ownComment = await author.browser.post(`/api/comments/${own}/flags`, { categoryId: 1, reason });
    expect(ownComment.statusCode).toBe(403);
    expect(messageOf(ownComment)).toBe('You cannot flag your own comment');
    const ownProfile = await author.browser.post(`/api/profiles/${author.user.username}/flags`, {
      categoryId: 1,
      reason,
    });
    expect(ownProfile.statusCode).toBe(403);
    expect(messageOf(ownProfile)).toBe('You cannot flag your own profile');

    for (const id of [removed, gone, 987654321, 'abc']) {
      const res = await someone.browser.post(`/api/comments/${id}/flags`, { categoryId: 1, reason });
      expect(res.statusCode, `comment ${id}`).toBe(404);
      expect(messageOf(res)).toBe('Comment not found');
    }
    for (const name of [leaving.user.username, 'nobody_by_that_name']) {
      const res = await someone.browser.post(`/api/profiles/${name}/flags`, { categoryId: 1, reason });
      expect(res.statusCode, name).toBe(404);
      expect(messageOf(res)).toBe('User not found');
    }

    expect(await flagsRows()).toEqual(before);
    // None of it took one of the day's reports.
    expect((await limitOf(someone.browser, '')).flagsToday).toBe(0);
  });

  it("refuses reports on what is hidden: a banned creator's video, comments and profile, and a removed video's comments", async () => {
    const banned = await signUpVerified(t, 'rt-banned@example.test');
    const bannedVideo = (await f.video(banned.user.id, { title: 'A banned creator’s clip' })).id;
    const byBannedOnOwn = await comment(bannedVideo, 'The creator’s own comment.', banned);
    const byBannedElsewhere = await comment(await newVideo(), 'A banned author elsewhere.', banned);
    const byOtherOnBanned = await comment(bannedVideo, 'Someone else on the banned video.');
    const ban = await admin.browser.post(`/api/admin/users/${banned.user.id}/ban`, {
      reason: 'Posted the same scam link on forty videos.',
      section: 'spam',
    });
    expect(ban.statusCode, ban.body).toBe(200);

    // A video removed from the desk (held for an appeal), with a comment on it.
    const removed = await newVideo('Removed from the desk');
    const onRemoved = await comment(removed, 'A comment on a video that goes.');
    const first = await reporter();
    expect((await first.browser.post(`/api/videos/${removed}/flags`, { categoryId: 1, reason })).statusCode).toBe(201);
    expect((await admin.browser.post(`/api/admin/videos/${removed}/delete`)).statusCode).toBe(200);

    const before = await flagsRows();
    const refusals: [string, string][] = [
      [`/api/videos/${bannedVideo}/flags`, MESSAGES.videoNotFound],
      [`/api/comments/${byBannedOnOwn}/flags`, REFUSAL_MESSAGES.commentNotFound],
      [`/api/comments/${byBannedElsewhere}/flags`, REFUSAL_MESSAGES.commentNotFound],
      [`/api/comments/${byOtherOnBanned}/flags`, REFUSAL_MESSAGES.commentNotFound],
      [`/api/profiles/${banned.user.username}/flags`, REFUSAL_MESSAGES.userNotFound],
      [`/api/comments/${onRemoved}/flags`, REFUSAL_MESSAGES.commentNotFound],
    ];
    const someone = await reporter();
    for (const [url, message] of refusals) {
      const res = await someone.browser.post(url, { categoryId: 1, reason });
      expect([url, res.statusCode, messageOf(res)]).toEqual([url, 404, message]);
    }
    expect(await flagsRows()).toEqual(before);

    // Lifted, the creator's video can be reported again.
    expect((await admin.browser.post(`/api/admin/users/${banned.user.id}/lift`, {})).statusCode).toBe(200);
    const again = await someone.browser.post(`/api/videos/${bannedVideo}/flags`, { categoryId: 1, reason });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('checks category and reason with the same texts, refuses a timestamp, and writes nothing', async () => {
    const videoId = await newVideo();
    const commentId = await comment(videoId, 'Something to report.');
    const someone = await reporter();
    const before = await flagsRows();
    const cases: [unknown, string][] = [
      [{ reason }, 'Please select a category for your report'],
      [{ categoryId: 1, reason: '   ' }, 'Please provide a reason for flagging this video'],
      [{ categoryId: 1, reason: 'Too short' }, 'Please provide a more detailed reason (at least 10 characters)'],
      [{ categoryId: 1, reason: 'x'.repeat(1001) }, 'Reason is too long (maximum 1000 characters)'],
      [{ categoryId: 999, reason }, 'Please select a category for your report'],
    ];
    for (const url of [`/api/comments/${commentId}/flags`, `/api/profiles/${author.user.username}/flags`]) {
      for (const [body, text] of cases) {
        const res = await someone.browser.post(url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.body).toContain(text);
      }
      const timed = await someone.browser.post(url, { categoryId: 1, reason, videoTimestamp: 12 });
      expect(timed.statusCode).toBe(400);
      expect(messageOf(timed)).toBe('A timestamp can only be given when flagging a video');
    }
    expect(await flagsRows()).toEqual(before);
    expect((await limitOf(someone.browser, '')).flagsToday).toBe(0);
  });

  it('takes one report per reporter per target, tells the admins, and says alreadyFlagged', async () => {
    const videoId = await newVideo('Lanterns over the bay');
    const first = await comment(videoId, 'You are all idiots for liking this.');
    const second = await comment(videoId, 'Second rude remark under the same video.');
    const someone = await reporter();

    expect((await limitOf(someone.browser, `?comment=${first}`)).alreadyFlagged).toBe(false);
    expect((await limitOf(someone.browser, `?profile=${author.user.username}`)).alreadyFlagged).toBe(false);

    const sent = await someone.browser.post(`/api/comments/${first}/flags`, { categoryId: 1, reason });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe(
      'Comment has been flagged and sent to our team for review. Thank you for helping keep our community safe.',
    );
    const again = await someone.browser.post(`/api/comments/${first}/flags`, { categoryId: 2, reason });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('You have already flagged this comment');

    // Another comment under the same video is another target.
    const other = await someone.browser.post(`/api/comments/${second}/flags`, { categoryId: 1, reason });
    expect(other.statusCode, other.body).toBe(201);

    const profile = await someone.browser.post(`/api/profiles/${author.user.username}/flags`, {
      categoryId: 1,
      reason,
    });
    expect(profile.statusCode, profile.body).toBe(201);
    expect(profile.json().message).toBe(
      'Profile has been flagged and sent to our team for review. Thank you for helping keep our community safe.',
    );

    const rows = (await flagsRows()).filter((r) => r.reporter_id === someone.user.id);
    expect(rows.map((r) => [r.target_type, r.video_id, r.comment_id, r.profile_id, r.target_label, r.status])).toEqual([
      ['comment', videoId, first, null, 'You are all idiots for liking this.', 'pending'],
      ['comment', videoId, second, null, 'Second rude remark under the same video.', 'pending'],
      ['profile', null, null, author.user.id, `@${author.user.username}`, 'pending'],
    ]);

    expect(await limitOf(someone.browser, `?comment=${first}`)).toEqual({
      flagsToday: 3,
      limitReached: true,
      limit: 3,
      remaining: 0,
      alreadyFlagged: true,
    });
    expect((await limitOf(someone.browser, `?profile=${author.user.username}`)).alreadyFlagged).toBe(true);
    // Usernames are matched as the profile page matches them, ignoring case.
    expect((await limitOf(someone.browser, `?profile=${author.user.username.toUpperCase()}`)).alreadyFlagged).toBe(
      true,
    );
    // Someone else's report is not this viewer's; a video's answer is unchanged by a comment under it.
    expect((await limitOf(creator.browser, `?comment=${first}`)).alreadyFlagged).toBe(false);
    expect((await limitOf(someone.browser, `?video=${videoId}`)).alreadyFlagged).toBe(false);
    // Unknown targets are not reported (sending would answer 404); a malformed one is refused.
    expect((await limitOf(someone.browser, '?profile=nobody_by_that_name')).alreadyFlagged).toBe(false);
    expect((await limitOf(someone.browser, '?comment=987654321')).alreadyFlagged).toBe(false);
    const malformed = await someone.browser.get('/api/flag-limit?comment=abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('Invalid comment id');
    const both = await someone.browser.get(`/api/flag-limit?video=${videoId}&comment=${first}`);
    expect(both.statusCode).toBe(400);
    expect(messageOf(both)).toBe('Ask about one video, comment or profile at a time');

    const mails = readOutbox(t).filter((m) => m.to === 'rt-admin@example.test' && m.subject.startsWith('Report:'));
    const aboutComment = mails.find((m) => m.text.includes('You are all idiots for liking this.'));
    expect(aboutComment?.text).toContain('A comment was reported on Promptreel.');
    expect(aboutComment?.text).toContain(`By: @${author.user.username} on “Lanterns over the bay”`);
    expect(aboutComment?.text).toContain(`Reported by: @${someone.user.username}`);
    expect(aboutComment?.text).toContain(`/video/${videoId}#comments`);
    const aboutProfile = mails.find((m) => m.text.includes(`Profile: @${author.user.username}`));
    expect(aboutProfile?.text).toContain('A profile was reported on Promptreel.');
    expect(aboutProfile?.text).toContain(`/u/${author.user.username}`);
  });

  it('shares one limit of three a day across a video, a comment and a profile', async () => {
    const videoId = await newVideo();
    const c1 = await comment(videoId, 'First comment to report.');
    const c2 = await comment(videoId, 'Fourth report target.');
    const someone = await reporter();
    const sendAll = [
      await someone.browser.post(`/api/videos/${videoId}/flags`, { categoryId: 1, reason }),
      await someone.browser.post(`/api/comments/${c1}/flags`, { categoryId: 1, reason }),
      await someone.browser.post(`/api/profiles/${creator.user.username}/flags`, { categoryId: 1, reason }),
    ];
    expect(sendAll.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const before = await flagsRows();
    const fourth = await someone.browser.post(`/api/comments/${c2}/flags`, { categoryId: 1, reason });
    expect(fourth.statusCode).toBe(429);
    expect(messageOf(fourth)).toBe(
      'Daily flag limit reached. You have already submitted 3 flags today. The limit resets at midnight.',
    );
    const fifth = await someone.browser.post(`/api/profiles/${author.user.username}/flags`, { categoryId: 1, reason });
    expect(fifth.statusCode).toBe(429);
    expect(await flagsRows()).toEqual(before);
  });

  it('groups the desk per target with context, refusing non-admins', async () => {
    const videoId = await newVideo('Koi at dusk');
    const commentId = await comment(videoId, 'Reported remark with context.');
    // The author's latest uploads: three of four are shown, newest first.
    const uploads = [];
    for (let i = 1; i <= 4; i++) {
      uploads.push((await f.video(author.user.id, { title: `Upload ${i}`, created_at: Date.now() + i })).id);
    }
    const a = await reporter();
    const b = await reporter();
    for (const who of [a, b]) {
      expect((await who.browser.post(`/api/comments/${commentId}/flags`, { categoryId: 1, reason })).statusCode).toBe(
        201,
      );
    }
    expect(
      (await a.browser.post(`/api/profiles/${author.user.username}/flags`, { categoryId: 2, reason })).statusCode,
    ).toBe(201);
    expect((await b.browser.post(`/api/videos/${videoId}/flags`, { categoryId: 1, reason })).statusCode).toBe(201);

    expect((await browser(t).get('/api/admin/flags')).statusCode).toBe(401);
    expect((await a.browser.get('/api/admin/flags')).statusCode).toBe(403);

    const list = await desk();
    const c = groupOf(list, 'comment', commentId);
    expect(c?.reports.map((r) => r.reporter.id).sort()).toEqual([a.user.id, b.user.id].sort());
    expect(c?.videoId).toBeNull();
    expect(c?.video).toBeNull();
    expect(c?.videoTitle).toBe('Reported remark with context.');
    expect(c?.target).toMatchObject({
      type: 'comment',
      id: commentId,
      label: 'Reported remark with context.',
      comment: {
        body: 'Reported remark with context.',
        author: { id: author.user.id, username: author.user.username },
        removed: null,
        video: { id: videoId, title: 'Koi at dusk' },
      },
    });
    if (c?.target.type !== 'comment') throw new Error('not a comment group');
    expect(c.target.comment?.video.posterUrl).toMatch(/^\/media\/videos\/.+\.jpg$/);

    const p = groupOf(list, 'profile', author.user.id);
    // (Earlier tests reported this author too: the group holds every report about them.)
    expect(
      p?.reports
        .filter((r) => r.reporter.id === a.user.id)
        .map((r) => [r.reporter.id, r.category.id, r.videoTimestamp]),
    ).toEqual([[a.user.id, 2, null]]);
    expect(p?.reports.length).toBe(
      (await flagsRows()).filter((r) => r.profile_id === author.user.id && r.status === 'pending').length,
    );
    if (p?.target.type !== 'profile') throw new Error('not a profile group');
    expect(p.target.label).toBe(`@${author.user.username}`);
    expect(p.target.profile?.username).toBe(author.user.username);
    expect(p.target.profile?.deleted).toBe(false);
    expect(p.target.profile?.uploads.map((u) => [u.id, u.title])).toEqual([
      [uploads[3], 'Upload 4'],
      [uploads[2], 'Upload 3'],
      [uploads[1], 'Upload 2'],
    ]);
    expect(p.target.profile?.uploads.every((u) => u.posterUrl?.endsWith('.jpg'))).toBe(true);

    // The video's own report stays a video group, apart from the comment under it.
    const v = list.groups.find((g) => g.videoId === videoId);
    expect(v?.target).toEqual({ type: 'video' });
    expect(v?.videoTitle).toBe('Koi at dusk');
    expect(v?.reports.map((r) => r.reporter.id)).toEqual([b.user.id]);
  });

  it('dismisses and removes with the admin role only, archiving the reports with an audit entry', async () => {
    const videoId = await newVideo('Harbour lights');
    const toRemove = await comment(videoId, 'Remove me, moderator.');
    const toKeep = await comment(videoId, 'Keep me, moderator.');
    const target = await signUpVerified(t, 'rt-target@example.test');
    const a = await reporter();
    for (const url of [
      `/api/comments/${toRemove}/flags`,
      `/api/comments/${toKeep}/flags`,
      `/api/profiles/${target.user.username}/flags`,
    ]) {
      expect((await a.browser.post(url, { categoryId: 1, reason })).statusCode).toBe(201);
    }
    // A video report under the same video is not touched by decisions on its comments.
    const b = await reporter();
    expect((await b.browser.post(`/api/videos/${videoId}/flags`, { categoryId: 1, reason })).statusCode).toBe(201);
    const ids = async (type: string, id: number | string) =>
      (await flagsRows())
        .filter(
          (r) =>
            r.target_type === type &&
            (type === 'comment' ? r.comment_id === id : type === 'profile' ? r.profile_id === id : r.video_id === id),
        )
        .map((r) => [r.id, r.status]);

    const decisions = [
      `/api/admin/comments/${toRemove}/remove`,
      `/api/admin/comments/${toKeep}/dismiss`,
      `/api/admin/profiles/${target.user.id}/dismiss`,
    ];
    const auditBefore = await auditRows();
    for (const url of decisions) {
      const asVisitor = await browser(t).post(url);
      expect(asVisitor.statusCode, url).toBe(401);
      expect(messageOf(asVisitor)).toBe('Access Denied');
      for (const who of [a, author, target]) {
        const res = await who.browser.post(url);
        expect(res.statusCode, url).toBe(403);
        expect(messageOf(res)).toBe('Access Denied');
      }
    }
    expect(await auditRows()).toEqual(auditBefore);
    expect((await ids('comment', toRemove)).map((r) => r[1])).toEqual(['pending']);
    const commentRow = (id: number) =>
      t.handle.db
        .selectFrom('comments')
        .select(['removed_by', 'removed_by_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    expect(await commentRow(toRemove)).toEqual({ removed_by: null, removed_by_id: null });

    const removed = await admin.browser.post(`/api/admin/comments/${toRemove}/remove`);
    expect(removed.statusCode, removed.body).toBe(200);
    const removedIds = removed.json().flagIds as number[];
    expect(await ids('comment', toRemove)).toEqual(removedIds.map((id) => [id, 'deleted']));
    expect(await commentRow(toRemove)).toEqual({ removed_by: 'moderator', removed_by_id: admin.user.id });
    // Gone for everyone but its author, as when removed from the video page.
    const shown = await browser(t).get(`/api/videos/${videoId}/comments`);
    expect(shown.json().items.map((i: { id: number }) => i.id)).toEqual([toKeep]);
    const again = await admin.browser.post(`/api/admin/comments/${toRemove}/remove`);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('This comment has already been removed');

    const kept = await admin.browser.post(`/api/admin/comments/${toKeep}/dismiss`);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await ids('comment', toKeep)).toEqual((kept.json().flagIds as number[]).map((id) => [id, 'dismissed']));
    expect(await commentRow(toKeep)).toEqual({ removed_by: null, removed_by_id: null });
    const keptAgain = await admin.browser.post(`/api/admin/comments/${toKeep}/dismiss`);
    expect(keptAgain.statusCode).toBe(404);
    expect(messageOf(keptAgain)).toBe('No pending reports for this comment');

    const person = await admin.browser.post(`/api/admin/profiles/${target.user.id}/dismiss`);
    expect(person.statusCode, person.body).toBe(200);
    expect(await ids('profile', target.user.id)).toEqual(
      (person.json().flagIds as number[]).map((id) => [id, 'dismissed']),
    );
    const personAgain = await admin.browser.post(`/api/admin/profiles/${target.user.id}/dismiss`);
    expect(personAgain.statusCode).toBe(404);
    expect(messageOf(personAgain)).toBe('No pending reports for this profile');
    const badId = await admin.browser.post('/api/admin/profiles/no%20such%20id!/dismiss');
    expect(badId.statusCode).toBe(400);
    expect(messageOf(badId)).toBe('Invalid profile id');
    expect((await admin.browser.post('/api/admin/comments/987654321/remove')).statusCode).toBe(404);

    // The video's report is still pending.
    expect((await ids('video', videoId)).map((r) => r[1])).toEqual(['pending']);

    const written = (await auditRows()).slice(auditBefore.length);
    expect(written.map((r) => [r.action, r.target_type, r.target_id, r.target_label, r.video_id, r.actor_id])).toEqual([
      ['remove_comment', 'comment', String(toRemove), 'Remove me, moderator.', videoId, admin.user.id],
      ['dismiss', 'comment', String(toKeep), 'Keep me, moderator.', videoId, admin.user.id],
      ['dismiss', 'profile', target.user.id, `@${target.user.username}`, null, admin.user.id],
    ]);
    expect(written.map((r) => JSON.parse(r.flag_ids))).toEqual([
      removedIds,
      kept.json().flagIds,
      person.json().flagIds,
    ]);

    const archived = await desk('archived');
    expect(groupOf(archived, 'comment', toRemove)?.reports.map((r) => r.status)).toEqual(['deleted']);
    if (groupOf(archived, 'comment', toRemove)?.target.type !== 'comment') throw new Error('not a comment group');
    expect(groupOf(archived, 'comment', toKeep)?.reports.map((r) => r.status)).toEqual(['dismissed']);
    expect(groupOf(archived, 'profile', target.user.id)?.reports.map((r) => r.status)).toEqual(['dismissed']);
    const pending = await desk();
    expect(groupOf(pending, 'comment', toRemove)).toBeUndefined();
    expect(groupOf(pending, 'profile', target.user.id)).toBeUndefined();
  });

  it('keeps the reports of a comment its author deleted on the desk, named, and lets them be dismissed', async () => {
    const videoId = await newVideo();
    const commentId = await comment(videoId, 'Said, reported, then deleted.');
    const a = await reporter();
    expect((await a.browser.post(`/api/comments/${commentId}/flags`, { categoryId: 1, reason })).statusCode).toBe(201);
    expect((await author.browser.delete(`/api/comments/${commentId}`)).statusCode).toBe(204);

    const g = groupOf(await desk(), 'comment', commentId);
    expect(g?.target).toEqual({
      type: 'comment',
      id: commentId,
      label: 'Said, reported, then deleted.',
      comment: null,
    });
    expect((await admin.browser.post(`/api/admin/comments/${commentId}/remove`)).statusCode).toBe(404);
    const dismissed = await admin.browser.post(`/api/admin/comments/${commentId}/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    const last = (await auditRows()).at(-1);
    expect([last?.action, last?.target_type, last?.target_label, last?.video_id]).toEqual([
      'dismiss',
      'comment',
      'Said, reported, then deleted.',
      videoId,
    ]);
  });
});
