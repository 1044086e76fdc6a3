import { errorBodySchema, STANDING_LIMITS, STANDING_MESSAGES } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, waitForMail } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { rowCount } from './helpers/row-count.js';
import { type Account, moderationApp } from './helpers/moderation-app.js';
import { type TestApp } from './helpers/test-app.js';

type Who = Account['browser'] | ReturnType<typeof browser>;

// The decisions that may be taken without a written reason (dismiss, delete a video, remove a
// comment, lift, remove a label) take an optional one: kept in the audit log, and told to the person
// in the removal notices.
describe('written reasons for every decision', () => {
  let t: TestApp, f: ReturnType<typeof factories>, creator: Account, author: Account, admin: Account;
  let newAccount: (role: string) => Promise<Account>;
  const flagReason = 'Insults another viewer by name, twice.';

  beforeAll(async () => {
    ({ t, f, creator, author, admin, newAccount } = await moderationApp('dr'));
  });
  afterAll(() => t.close());

  const reporter = () => newAccount('reporter');
  const reported = async (url: string) => {
    const res = await (await reporter()).browser.post(url, { categoryId: 1, reason: flagReason });
    expect(res.statusCode, res.body).toBe(201);
  };
  const newComment = async () => {
    const video = await f.video(creator.user.id);
    const res = await author.browser.post(`/api/videos/${video.id}/comments`, { body: 'You are all fools.' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const newTarget = () => newAccount('target');
  const auditCount = () => rowCount(t.handle.db, 'audit_log');
  const lastAudit = () =>
    t.handle.db
      .selectFrom('audit_log')
      .select(['action', 'reason', 'actor_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  /** Each decision: what is decided (set up fresh each time) and how it is asked. */
  const decisions: {
    action: string;
    prepare: () => Promise<
      (who: Who, body?: unknown) => Promise<{ statusCode: number; body: string; json(): unknown }>
    >;
  }[] = [
    {
      action: 'dismiss',
      prepare: async () => {
        const { id } = await f.video(creator.user.id);
        await reported(`/api/videos/${id}/flags`);
        return (who, body) => who.post(`/api/admin/videos/${id}/dismiss`, body);
      },
    },
    {
      action: 'delete_video',
      prepare: async () => {
        const { id } = await f.video(creator.user.id);
        await reported(`/api/videos/${id}/flags`);
        return (who, body) => who.post(`/api/admin/videos/${id}/delete`, body);
      },
    },
    {
      action: 'dismiss',
      prepare: async () => {
        const id = await newComment();
        await reported(`/api/comments/${id}/flags`);
        return (who, body) => who.post(`/api/admin/comments/${id}/dismiss`, body);
      },
    },
    {
      action: 'remove_comment',
      prepare: async () => {
        const id = await newComment();
        return (who, body) => who.post(`/api/admin/comments/${id}/remove`, body);
      },
    },
    {
      action: 'dismiss',
      prepare: async () => {
        const target = await newTarget();
        await reported(`/api/profiles/${target.user.username}/flags`);
        return (who, body) => who.post(`/api/admin/profiles/${target.user.id}/dismiss`, body);
      },
    },
    {
      action: 'lift',
      prepare: async () => {
        const target = await newTarget();
        const ban = await admin.browser.post(`/api/admin/users/${target.user.id}/ban`, {
          reason: 'Spam under every video.',
          section: 'spam',
        });
        expect(ban.statusCode, ban.body).toBe(200);
        return (who, body) => who.post(`/api/admin/users/${target.user.id}/lift`, body);
      },
    },
    {
      action: 'unlabel',
      prepare: async () => {
        const { id } = await f.video(creator.user.id);
        const put = await admin.browser.put(`/api/admin/videos/${id}/labels/sensitive`, {
          reason: 'Flashing lights throughout.',
          section: 'violence',
        });
        expect(put.statusCode, put.body).toBe(200);
        return (who, body) => who.delete(`/api/admin/videos/${id}/labels/sensitive`, body);
      },
    },
  ];

  it('records the reason given, trimmed, in the audit entry of each decision', async () => {
    for (const d of decisions) {
      const decide = await d.prepare();
      const res = await decide(admin.browser, { reason: `  Not a breach: ${d.action}.\n` });
      expect(res.statusCode, `${d.action}: ${res.body}`).toBe(200);
      expect(await lastAudit()).toEqual({
        action: d.action,
        reason: `Not a breach: ${d.action}.`,
        actor_id: admin.user.id,
      });
    }
  });

  it('takes the decision without one: no body, or a blank reason, records none', async () => {
    for (const d of decisions) {
      for (const body of [undefined, { reason: '   ' }]) {
        const decide = await d.prepare();
        const res = await decide(admin.browser, body);
        expect(res.statusCode, `${d.action}: ${res.body}`).toBe(200);
        expect(await lastAudit()).toEqual({ action: d.action, reason: null, actor_id: admin.user.id });
      }
    }
  });

  it('refuses a reason that is too long or not text, with its message, and decides nothing', async () => {
    const refusals: [unknown, string][] = [
      [{ reason: 'x'.repeat(STANDING_LIMITS.reasonMax + 1) }, STANDING_MESSAGES.reasonTooLong],
      [{ reason: 42 }, STANDING_MESSAGES.reasonNotText],
    ];
    for (const d of decisions) {
      const decide = await d.prepare();
      for (const [body, message] of refusals) {
        const before = await auditCount();
        const res = await decide(admin.browser, body);
        expect(res.statusCode, `${d.action}: ${res.body}`).toBe(400);
        expect(errorBodySchema.parse(res.json()).message).toBe(message);
        expect(await auditCount()).toBe(before);
      }
      // Still undecided: the same decision with a good reason goes through.
      expect((await decide(admin.browser, { reason: 'Reviewed.' })).statusCode).toBe(200);
    }
  });

  it('refuses visitors (401) and users (403) before reading the body', async () => {
    for (const d of decisions) {
      const decide = await d.prepare();
      const before = await auditCount();
      for (const [who, status] of [
        [browser(t), 401],
        [author.browser, 403],
      ] as const) {
        const res = await decide(who, { reason: 42 });
        expect(res.statusCode, `${d.action}: ${res.body}`).toBe(status);
        expect(errorBodySchema.parse(res.json()).message).toBe('Access Denied');
      }
      expect(await auditCount()).toBe(before);
    }
  });

  it("tells the uploader and the comment's author the moderator's reason in the removal notice", async () => {
    const title = 'Harbour at dusk';
    const { id } = await f.video(creator.user.id, { title });
    await reported(`/api/videos/${id}/flags`);
    const del = await admin.browser.post(`/api/admin/videos/${id}/delete`, { reason: 'Shows a real person.' });
    expect(del.statusCode, del.body).toBe(200);
    const removal = await waitForMail(t, 'dr-creator@example.test', /video was removed/);
    expect(removal.text).toContain(`Your video "${title}" was removed`);
    expect(removal.text).toContain(`The moderator's reason: Shows a real person. It is kept`);

    const commentId = await newComment();
    const rm = await admin.browser.post(`/api/admin/comments/${commentId}/remove`, { reason: 'Name-calling' });
    expect(rm.statusCode, rm.body).toBe(200);
    const notice = await waitForMail(t, 'dr-author@example.test', /comment was removed/);
    expect(notice.text).toContain(`The moderator's reason: Name-calling. Only you`);
  });
});
