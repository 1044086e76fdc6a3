import {
  accountStandingSchema,
  commentsResponseSchema,
  feedResponseSchema,
  GUIDELINE_SECTIONS,
  meResponseSchema,
  signedOutSuspendedText,
  profileCommentsResponseSchema,
  searchResponseSchema,
  STANDING_MESSAGES,
  suspendedText,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as reportsActedOn from '../src/db/migrations/0023_reports_acted_on.js';
import { accountDecision } from '../src/mail/templates.js';
import { browser, readOutbox, type SignedUp, signUpVerified, waitForMail } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { REDIS_URL, redisUp } from './helpers/redis.js';
import { createTestApp, listenLocally, type TestApp } from './helpers/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'secret-pass';
const metadataHeader = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** The events that end a tab's session (the bell's count, notifications-changed, does not). */
const signsOut = (e: unknown) => (e as { type: string }).type !== 'notifications-changed';

describe('account standing: warn, suspend, ban, lift', () => {
  let t: TestApp;
  let base: string;
  let admin: SignedUp;
  let user: SignedUp;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'mod@example.test' });
    base = await listenLocally(t);
    admin = await signUpVerified(t, 'mod@example.test');
    user = await signUpVerified(t, 'bystander@example.test');
  });
  afterAll(() => t.close());

  const newTarget = async () => {
    const email = `target${++n}@example.test`;
    return { ...(await signUpVerified(t, email)), email };
  };
  const signIn = (email: string) => {
    const b = browser(t);
    return { b, res: b.post('/api/auth/sign-in/email', { email, password: PASSWORD }) };
  };
  const meOf = async (b: ReturnType<typeof browser>) => (await b.get('/api/me')).json().user;
  const actionsOf = (userId: string) =>
    t.handle.db.selectFrom('account_actions').selectAll().where('user_id', '=', userId).execute();
  const auditOf = (userId: string) =>
    t.handle.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_type', 'target_label', 'reason'])
      .where('target_id', '=', userId)
      .orderBy('id')
      .execute();
  const auditIdsOf = async (userId: string) =>
    (
      await t.handle.db.selectFrom('audit_log').select('id').where('target_id', '=', userId).orderBy('id').execute()
    ).map((r) => r.id);
  const profileState = (userId: string) =>
    t.handle.db
      .selectFrom('profiles')
      .select(['suspended_until', 'banned_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  const decision = { reason: 'Posted the same link under forty videos.', section: 'spam' };
  const post = (who: ReturnType<typeof browser>, userId: string, what: string, body: unknown = decision) =>
    who.post(`/api/admin/users/${userId}/${what}`, body);
  /** A tus creation (POST) as the upload form sends it, declaring 1 MB and sending no bytes. */
  const tusCreate = (cookie: string) =>
    fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        Origin: t.config.publicUrl,
        Cookie: cookie,
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(1024 * 1024),
        'Upload-Metadata': metadataHeader({ title: 'Not today', platformId: '1', categoryId: '2' }),
      },
    });

  it('lets only admins act: visitors get 401, users 403, and nothing is written', async () => {
    const target = await newTarget();
    const calls: [string, (b: ReturnType<typeof browser>) => Promise<{ statusCode: number; json(): any }>][] = [
      ['standing', (b) => b.get(`/api/admin/users/${target.user.id}/standing`)],
      ['warn', (b) => post(b, target.user.id, 'warn')],
      ['suspend', (b) => post(b, target.user.id, 'suspend', { ...decision, days: 3 })],
      ['ban', (b) => post(b, target.user.id, 'ban')],
      ['lift', (b) => post(b, target.user.id, 'lift', {})],
    ];
    for (const [name, call] of calls) {
      const visitor = await call(browser(t));
      expect([name, visitor.statusCode, visitor.json().message]).toEqual([name, 401, 'Access Denied']);
      const plain = await call(user.browser);
      expect([name, plain.statusCode, plain.json().message]).toEqual([name, 403, 'Access Denied']);
      // The target may not act on themselves either.
      const self = await call(target.browser);
      expect([name, self.statusCode]).toEqual([name, 403]);
    }
    expect(await actionsOf(target.user.id)).toEqual([]);
    expect(await auditOf(target.user.id)).toEqual([]);
    expect(await profileState(target.user.id)).toEqual({ suspended_until: null, banned_at: null });
    expect((await meOf(target.browser))?.id).toBe(target.user.id);
  });

  it("refuses bad input with the contract's texts, and writes nothing", async () => {
    const target = await newTarget();
    const cases: [string, unknown, string][] = [
      ['warn', {}, STANDING_MESSAGES.reasonRequired],
      ['warn', { reason: '   ', section: 'spam' }, STANDING_MESSAGES.reasonRequired],
      ['warn', { reason: 'x'.repeat(1001), section: 'spam' }, STANDING_MESSAGES.reasonTooLong],
      ['warn', { reason: 'Fine reason', section: 'not-a-section' }, STANDING_MESSAGES.sectionRequired],
      ['ban', { reason: 'Fine reason' }, STANDING_MESSAGES.sectionRequired],
      ['suspend', decision, STANDING_MESSAGES.daysInvalid],
      ['suspend', { ...decision, days: 0 }, STANDING_MESSAGES.daysInvalid],
      ['suspend', { ...decision, days: 366 }, STANDING_MESSAGES.daysInvalid],
      ['suspend', { ...decision, days: 1.5 }, STANDING_MESSAGES.daysInvalid],
      ['suspend', { ...decision, days: '3' }, STANDING_MESSAGES.daysInvalid],
    ];
    for (const [what, body, message] of cases) {
      const res = await post(admin.browser, target.user.id, what, body);
      expect([what, JSON.stringify(body).slice(0, 60), res.statusCode, res.json().message]).toEqual([
        what,
        JSON.stringify(body).slice(0, 60),
        400,
        message,
      ]);
    }
    // Unknown, malformed, deleted: 404. Oneself and another admin: 403. Nothing to lift: 409.
    const otherAdmin = await factories(t).user({ isAdmin: true });
    const deleted = await newTarget();
    expect((await deleted.browser.delete('/api/account', { confirm: 'DELETE' })).statusCode).toBeLessThan(300);
    for (const id of ['nobody-here', 'bad%20id', deleted.user.id]) {
      const res = await post(admin.browser, id, 'warn');
      expect([id, res.statusCode, res.json().message]).toEqual([id, 404, 'User not found']);
    }
    expect((await admin.browser.get(`/api/admin/users/nobody-here/standing`)).statusCode).toBe(404);
    const self = await post(admin.browser, admin.user.id, 'ban');
    expect([self.statusCode, self.json().message]).toEqual([403, STANDING_MESSAGES.notYourself]);
    const peer = await post(admin.browser, otherAdmin.id, 'suspend', { ...decision, days: 2 });
    expect([peer.statusCode, peer.json().message]).toEqual([403, STANDING_MESSAGES.notAnAdmin]);
    const lift = await post(admin.browser, target.user.id, 'lift', {});
    expect([lift.statusCode, lift.json().message]).toEqual([409, STANDING_MESSAGES.nothingToLift]);

    for (const id of [target.user.id, admin.user.id, otherAdmin.id]) {
      expect(await actionsOf(id)).toEqual([]);
      expect(await auditOf(id)).toEqual([]);
      expect(await profileState(id)).toEqual({ suspended_until: null, banned_at: null });
    }
    expect(
      readOutbox(t)
        .filter((m) => m.to === target.email)
        .map((m) => m.subject),
    ).toEqual(['Confirm your email for Promptreel']);
    expect((await meOf(target.browser))?.id).toBe(target.user.id);
  });

  it('warns: a notice with the reason, the guideline and how to appeal; the account keeps writing', async () => {
    const target = await newTarget();
    const heard: unknown[] = [];
    const off = t.bus.subscribe(`profile:${target.user.id}`, (e) => heard.push(e));
    const res = await post(admin.browser, target.user.id, 'warn', {
      reason: 'Your title says it is real footage.',
      section: 'misleading',
    });
    // A warning signs nobody out (the tabs would be told right after the answer); the bell hears of it.
    await new Promise((r) => setTimeout(r, 100));
    off();
    expect(heard.filter(signsOut)).toEqual([]);
    expect(heard).toContainEqual({ type: 'notifications-changed', profileId: target.user.id, unread: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const standing = accountStandingSchema.parse(res.json());
    expect(standing).toMatchObject({ userId: target.user.id, suspendedUntil: null, bannedAt: null });
    expect(standing.history).toEqual([
      expect.objectContaining({
        kind: 'warn',
        reason: 'Your title says it is real footage.',
        section: { slug: 'misleading', title: 'Misleading content' },
        endsAt: null,
        actor: { id: admin.user.id, username: admin.user.username },
        liftedAt: null,
      }),
    ]);
    const mail = await waitForMail(t, target.email, /warning/i);
    expect(mail.subject).toBe('A warning about your Promptreel account');
    expect(mail.text).toContain('Reason: Your title says it is real footage.');
    expect(mail.text).toContain(
      `Guideline: Misleading content (${t.config.publicUrl}/community-guidelines#misleading)`,
    );
    // The link to appeal this decision (its audit entry), with the key that opens it signed out.
    const decision = (await auditIdsOf(target.user.id)).at(-1)!;
    expect(mail.text).toMatch(new RegExp(`${t.config.publicUrl}/appeals/${decision}\\?key=[\\w-]{43}`));
    // ADMIN_EMAILS gives the notice no Reply-To (an admin's address is never handed out), so it
    // says replies are not read.
    expect(mail.text).not.toContain('(you can also reply to this e-mail)');
    expect(mail.text).toContain('Replies to this e-mail are not read.');
    // Without one, it says plainly that replies are not read.
    const noReply = accountDecision('x@example.test', {
      kind: 'ban',
      reason: 'r',
      section: 'spam',
      sectionUrl: 'https://example.test/community-guidelines#spam',
      appealUrl: 'https://example.test/appeals/1?key=k',
    });
    expect(noReply.text).toContain('Replies to this e-mail are not read.');
    expect(noReply).not.toHaveProperty('replyTo');
    expect(await auditOf(target.user.id)).toEqual([
      {
        action: 'warn',
        actor_id: admin.user.id,
        target_type: 'profile',
        target_label: `@${target.user.username}`,
        reason: 'Your title says it is real footage.',
      },
    ]);
    // A warning ends no session and refuses no write.
    expect((await meOf(target.browser))?.id).toBe(target.user.id);
    const video = await factories(t).video(user.user.id);
    expect((await target.browser.post(`/api/videos/${video.id}/comments`, { body: 'Noted.' })).statusCode).toBe(201);
    // The admin reads the same standing.
    const read = await admin.browser.get(`/api/admin/users/${target.user.id}/standing`);
    expect(accountStandingSchema.parse(read.json())).toEqual(standing);
  });

  it('settles the pending reports about the person: warn, suspend and ban each archive them as actioned', async () => {
    const reason = 'Their profile links to a scam shop.';
    const flagsOf = (profileId: string) =>
      t.handle.db
        .selectFrom('video_flags')
        .select(['id', 'status', 'reviewed_by'])
        .where('profile_id', '=', profileId)
        .orderBy('id')
        .execute();
    const bystanderReport = await signUpVerified(t, `bystander-report${++n}@example.test`);
    // Someone else reported too: that report is not about the person acted on and stays pending.
    const other = await newTarget();
    expect(
      (await bystanderReport.browser.post(`/api/profiles/${other.user.username}/flags`, { categoryId: 1, reason }))
        .statusCode,
    ).toBe(201);
    for (const [what, body] of [
      ['warn', decision],
      ['suspend', { ...decision, days: 3 }],
      ['ban', decision],
    ] as const) {
      const target = await newTarget();
      // Fresh reporters each time: three reports a day is everyone's limit.
      const reporters = [
        await signUpVerified(t, `reporter${++n}@example.test`),
        await signUpVerified(t, `reporter${++n}@example.test`),
      ];
      for (const reporter of reporters) {
        const res = await reporter.browser.post(`/api/profiles/${target.user.username}/flags`, {
          categoryId: 1,
          reason,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const filed = (await flagsOf(target.user.id)).map((f) => f.id);
      expect((await post(admin.browser, target.user.id, what, body)).statusCode).toBe(200);
      expect(await flagsOf(target.user.id), what).toEqual(
        filed.map((id) => ({ id, status: 'actioned', reviewed_by: admin.user.id })),
      );
      // The decision's audit entry names the reports it settled.
      const entry = await t.handle.db
        .selectFrom('audit_log')
        .select(['action', 'flag_ids'])
        .where('target_id', '=', target.user.id)
        .executeTakeFirstOrThrow();
      expect(entry).toEqual({ action: what, flag_ids: JSON.stringify(filed) });
      // The desk shows them under Archived, no longer under Pending.
      const pending = (await admin.browser.get('/api/admin/flags?status=pending')).json();
      expect(pending.groups.some((g: { target: { id: string } }) => g.target.id === target.user.id)).toBe(false);
      const archived = (await admin.browser.get('/api/admin/flags?status=archived')).json();
      const group = archived.groups.find((g: { target: { id: string } }) => g.target.id === target.user.id);
      expect(group?.reports.map((r: { status: string }) => r.status)).toEqual(['actioned', 'actioned']);
    }
    expect((await flagsOf(other.user.id)).map((f) => f.status)).toEqual(['pending']);
  });

  it('suspends: every session ends at once, sign-in still works, and every write is refused with the end date', async () => {
    const target = await newTarget();
    const second = signIn(target.email);
    expect((await second.res).statusCode).toBe(200);
    const other = await factories(t).user();
    const video = await factories(t).video(other.id);
    const before = Date.now();
    // Open tabs hear of it on the account's channel.
    const heard: unknown[] = [];
    const off = t.bus.subscribe(`profile:${target.user.id}`, (e) => heard.push(e));

    const res = await post(admin.browser, target.user.id, 'suspend', { ...decision, days: 3 });
    await expect.poll(() => heard.filter(signsOut)).toEqual([{ type: 'profile-updated', profileId: target.user.id }]);
    off();
    expect(res.statusCode, res.body).toBe(200);
    const standing = accountStandingSchema.parse(res.json());
    const until = Date.parse(standing.suspendedUntil!);
    expect(until).toBeGreaterThanOrEqual(before + 3 * DAY_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS);
    expect(standing.history[0]).toMatchObject({ kind: 'suspend', endsAt: standing.suspendedUntil });

    // Both open sessions answer as signed out, their old cookies included, and are told why once.
    const told = signedOutSuspendedText(until);
    expect(told).toMatch(/^Your account is suspended until \d{1,2} [A-Z][a-z]+ \d{4}\. You have been signed out/);
    for (const b of [target.browser, second.b]) {
      expect(meResponseSchema.parse((await b.get('/api/me')).json())).toEqual({ user: null, signedOutNotice: told });
      expect(meResponseSchema.parse((await b.get('/api/me')).json())).toEqual({ user: null });
    }
    const sessions = await t.handle.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', target.user.id)
      .execute();
    expect(sessions).toEqual([]);

    const mail = await waitForMail(t, target.email, /suspended/);
    expect(mail.text).toContain(
      `until ${new Date(until).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
    );
    expect(mail.text).toContain('Guideline: Spam and scams');

    // A suspended account may sign in and read…
    const again = signIn(target.email);
    expect((await again.res).statusCode).toBe(200);
    expect((await meOf(again.b))?.id).toBe(target.user.id);
    expect((await again.b.get(`/api/videos/${video.id}`)).statusCode).toBe(200);

    // …but not write: upload (tus creation), comment, clap, report, follow.
    const text = suspendedText(until);
    expect(text).toMatch(/^Your account is suspended until \d{1,2} [A-Z][a-z]+ \d{4}, so you can't upload/);
    const upload = await tusCreate(again.b.cookie);
    expect([upload.status, (await upload.json()).message]).toEqual([403, text]);
    const writes = [
      await again.b.post(`/api/videos/${video.id}/comments`, { body: 'Can I?' }),
      await again.b.put(`/api/videos/${video.id}/clap`, {}),
      await again.b.post(`/api/videos/${video.id}/flags`, { categoryId: 1, reason: 'This is a long enough reason.' }),
      await again.b.put(`/api/profiles/${other.username}/follow`, {}),
    ];
    expect(writes.map((w) => [w.statusCode, w.json().message])).toEqual(writes.map(() => [403, text]));
    const db = t.handle.db;
    expect(await db.selectFrom('comments').select('id').where('author_id', '=', target.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('claps').select('video_id').where('user_id', '=', target.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('video_flags').select('id').where('reporter_id', '=', target.user.id).execute()).toEqual(
      [],
    );
    expect(
      await db.selectFrom('follows').select('following_id').where('follower_id', '=', target.user.id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('open_uploads').select('upload_id').where('owner_id', '=', target.user.id).execute(),
    ).toEqual([]);

    // Lifted: writes are allowed again, and the history keeps the suspension, marked lifted.
    const lifted = await post(admin.browser, target.user.id, 'lift', {});
    expect(lifted.statusCode, lifted.body).toBe(200);
    const after = accountStandingSchema.parse(lifted.json());
    expect(after.suspendedUntil).toBeNull();
    expect(after.history[0]).toMatchObject({ kind: 'suspend' });
    expect(after.history[0]!.liftedAt).not.toBeNull();
    expect((await again.b.put(`/api/videos/${video.id}/clap`, {})).statusCode).toBe(200);
    expect((await auditOf(target.user.id)).map((a) => a.action)).toEqual(['suspend', 'lift']);
  });

  it('lets a suspension run out on its own', async () => {
    const target = await newTarget();
    const video = await factories(t).video(user.user.id);
    expect((await post(admin.browser, target.user.id, 'suspend', { ...decision, days: 1 })).statusCode).toBe(200);
    const again = signIn(target.email);
    expect((await again.res).statusCode).toBe(200);
    expect((await again.b.put(`/api/videos/${video.id}/clap`, {})).statusCode).toBe(403);
    // The day has passed.
    await t.handle.db
      .updateTable('profiles')
      .set({ suspended_until: Date.now() - 1 })
      .where('id', '=', target.user.id)
      .execute();
    expect((await again.b.put(`/api/videos/${video.id}/clap`, {})).statusCode).toBe(200);
    const read = accountStandingSchema.parse(
      (await admin.browser.get(`/api/admin/users/${target.user.id}/standing`)).json(),
    );
    expect(read.suspendedUntil).toBeNull();
  });

  it("bans: sessions end, sign-in is refused, the account's videos and comments are hidden until lifted", async () => {
    const target = await newTarget();
    const title = `Banned koi ${Date.now()}`;
    const own = await factories(t).video(target.user.id, { title });
    const elsewhere = await factories(t).video(user.user.id);
    const commented = await target.browser.post(`/api/videos/${elsewhere.id}/comments`, { body: 'Buy followers now' });
    expect(commented.statusCode).toBe(201);
    const commentId = commented.json().id as number;
    const visitor = browser(t);

    const feedIds = async () =>
      feedResponseSchema.parse((await visitor.get('/api/videos?tab=latest')).json()).items.map((v) => v.id);
    const searchIds = async () =>
      searchResponseSchema
        .parse((await visitor.get(`/api/search?q=${encodeURIComponent(title)}`)).json())
        .videos.map((v) => v.id);
    const uploadIds = async () =>
      feedResponseSchema
        .parse((await visitor.get(`/api/profiles/${target.user.username}/videos`)).json())
        .items.map((v) => v.id);
    const commentIds = async (who = visitor) =>
      commentsResponseSchema
        .parse((await who.get(`/api/videos/${elsewhere.id}/comments`)).json())
        .items.map((c) => c.id);
    const profileCommentIds = async () =>
      profileCommentsResponseSchema
        .parse((await visitor.get(`/api/profiles/${target.user.username}/comments`)).json())
        .items.map((c) => c.id);

    const profileStatus = async (who = visitor) => (await who.get(`/api/profiles/${target.user.username}`)).statusCode;
    const peopleFound = async () =>
      searchResponseSchema
        .parse((await visitor.get(`/api/search?q=${encodeURIComponent(target.user.username)}`)).json())
        .users.map((u) => u.username);

    expect((await user.browser.put(`/api/profiles/${target.user.username}/follow`, {})).statusCode).toBe(200);
    const followingIds = async () =>
      feedResponseSchema.parse((await user.browser.get('/api/videos?tab=following')).json()).items.map((v) => v.id);

    // Seen (and kept for visitors) before the ban.
    expect(await feedIds()).toContain(own.id);
    expect(await followingIds()).toEqual([own.id]);
    expect(await searchIds()).toEqual([own.id]);
    expect(await uploadIds()).toEqual([own.id]);
    expect((await visitor.get(`/api/videos/${own.id}`)).statusCode).toBe(200);
    expect(await commentIds()).toEqual([commentId]);
    expect(await profileCommentIds()).toEqual([commentId]);
    expect([await profileStatus(), await peopleFound()]).toEqual([200, [target.user.username]]);

    const res = await post(admin.browser, target.user.id, 'ban', {
      reason: 'Selling followers in comments.',
      section: 'spam',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(accountStandingSchema.parse(res.json()).bannedAt).not.toBeNull();
    expect((await target.browser.get('/api/me')).json()).toEqual({
      user: null,
      signedOutNotice: STANDING_MESSAGES.signedOutBanned,
    });
    expect(await meOf(target.browser)).toBeNull();
    const refused = signIn(target.email);
    const signInRes = await refused.res;
    expect([signInRes.statusCode, signInRes.json().message]).toEqual([403, STANDING_MESSAGES.bannedSignIn]);
    expect(await meOf(refused.b)).toBeNull();
    const mail = await waitForMail(t, target.email, /banned/);
    expect(mail.text).toContain('Reason: Selling followers in comments.');

    expect(await feedIds()).not.toContain(own.id);
    expect(await followingIds()).toEqual([]);
    expect(await searchIds()).toEqual([]);
    expect(await uploadIds()).toEqual([]);
    const page = await visitor.get(`/api/videos/${own.id}`);
    expect([page.statusCode, page.json().message]).toEqual([404, 'Video not found']);
    // Nor can it be clapped through an old link.
    const clap = await user.browser.put(`/api/videos/${own.id}/clap`, undefined);
    expect([clap.statusCode, clap.json().message]).toEqual([404, 'Video not found']);
    expect(await commentIds()).toEqual([]);
    expect(await commentIds(admin.browser)).toEqual([]);
    expect(await profileCommentIds()).toEqual([]);
    // The profile itself is hidden too, and people search no longer finds it; admins still reach
    // it, to lift the ban.
    expect([await profileStatus(), await profileStatus(user.browser)]).toEqual([404, 404]);
    expect(await profileStatus(admin.browser)).toBe(200);
    expect(await peopleFound()).toEqual([]);
    // A second decision on a banned account other than a warning is refused.
    const suspend = await post(admin.browser, target.user.id, 'suspend', { ...decision, days: 2 });
    expect([suspend.statusCode, suspend.json().message]).toEqual([409, STANDING_MESSAGES.alreadyBanned]);

    // Lifted: everything is back, and the account can sign in again.
    expect((await post(admin.browser, target.user.id, 'lift', {})).statusCode).toBe(200);
    expect(await feedIds()).toContain(own.id);
    expect(await followingIds()).toEqual([own.id]);
    expect(await searchIds()).toEqual([own.id]);
    expect(await uploadIds()).toEqual([own.id]);
    expect((await visitor.get(`/api/videos/${own.id}`)).statusCode).toBe(200);
    expect(await commentIds()).toEqual([commentId]);
    expect(await profileCommentIds()).toEqual([commentId]);
    expect([await profileStatus(), await peopleFound()]).toEqual([200, [target.user.username]]);
    const back = signIn(target.email);
    expect((await back.res).statusCode).toBe(200);
    expect((await meOf(back.b))?.id).toBe(target.user.id);
    expect((await auditOf(target.user.id)).map((a) => a.action)).toEqual(['ban', 'lift']);
  });

  it("migration 0023 keeps every report and its id, and only then accepts 'actioned'", async () => {
    const db = t.handle.db;
    const target = await newTarget();
    const reporter = await signUpVerified(t, `reporter${++n}@example.test`);
    const filed = await reporter.browser.post(`/api/profiles/${target.user.username}/flags`, {
      categoryId: 1,
      reason: 'Impersonates a well-known artist.',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const id: number = filed.json().id;
    const setStatus = (status: string) =>
      db
        .updateTable('video_flags')
        .set({ status: status as never })
        .where('id', '=', id)
        .execute();
    const statusOf = async () =>
      (await db.selectFrom('video_flags').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    await setStatus('actioned');

    await reportsActedOn.down(db);
    expect(await statusOf()).toBe('deleted');
    await expect(setStatus('actioned')).rejects.toThrow(/check/i);

    await reportsActedOn.up(db);
    expect(await statusOf()).toBe('deleted');
    await setStatus('actioned');
    expect(await statusOf()).toBe('actioned');
    await expect(setStatus('settled')).rejects.toThrow(/check/i);
    // Ids go on after the highest ever given, so the audit log's report ids stay unambiguous.
    const next = await reporter.browser.post(`/api/videos/${(await factories(t).video(user.user.id)).id}/flags`, {
      categoryId: 1,
      reason: 'Looks like real footage of a person.',
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().id).toBeGreaterThan(id);
  });

  it('names only sections the guidelines page has', () => {
    expect(GUIDELINE_SECTIONS.map((s) => s.slug)).toContain('spam');
    expect(new Set(GUIDELINE_SECTIONS.map((s) => s.slug)).size).toBe(GUIDELINE_SECTIONS.length);
  });
});

describe.runIf(redisUp || process.env.CI === 'true')('account standing over two instances (Redis)', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await createTestApp({ REDIS_URL, AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'mod2@example.test' });
    two = await createTestApp({ REDIS_URL, AUTH_RATE_LIMIT: '0' }, { shareWith: one });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('a suspension on one instance signs the user out on the other at its next request', async () => {
    const admin = await signUpVerified(one, 'mod2@example.test');
    const target = await signUpVerified(one, `far-${Date.now()}@example.test`);
    // The other instance has checked (and keeps) this session.
    const onTwo = browser(two, target.browser.cookie);
    expect((await onTwo.get('/api/me')).json().user?.id).toBe(target.user.id);
    expect((await onTwo.get('/api/me')).json().user?.id).toBe(target.user.id);

    // And its open tabs there are listening on the account's channel.
    const heard: unknown[] = [];
    const off = two.bus.subscribe(`profile:${target.user.id}`, (e) => heard.push(e));
    await new Promise((r) => setTimeout(r, 100)); // the SUBSCRIBE reaches Redis

    const res = await admin.browser.post(`/api/admin/users/${target.user.id}/suspend`, {
      reason: 'Cooling off.',
      section: 'harassment',
      days: 7,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect
      .poll(() => heard.filter(signsOut), { timeout: 2000 })
      .toEqual([{ type: 'profile-updated', profileId: target.user.id }]);
    off();
    const me = (await onTwo.get('/api/me')).json();
    expect(me.user).toBeNull();
    expect(me.signedOutNotice).toMatch(/^Your account is suspended until /);
  });
});
