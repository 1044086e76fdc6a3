import {
  adminAppealsResponseSchema,
  accountStandingSchema,
  STANDING_MESSAGES,
  suspendedText,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified, waitForMail } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'secret-pass';
const day = (ms: number) =>
  new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

// Issue 30, item 1: standing comes from the decisions still in force. Overturning an appealed
// suspension leaves a separate ban, and overturning an appealed ban leaves a separate suspension;
// the desk says which decision the appeal is about and what overturning it changes.
describe('overturning one appealed decision leaves the others in force', () => {
  let t: TestApp;
  let admin: SignedUp;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'overturn-admin@example.test' });
    admin = await signUpVerified(t, 'overturn-admin@example.test');
  });
  afterAll(() => t.close());

  /** A person suspended for 7 days and then banned: each decision's appeal link (id and key). */
  async function suspendedThenBanned() {
    const email = `overturn${++n}@example.test`;
    const target = await signUpVerified(t, email);
    const decide = async (kind: 'suspend' | 'ban', subject: RegExp) => {
      const body = { reason: `Spam, decision ${kind}.`, section: 'spam', ...(kind === 'suspend' ? { days: 7 } : {}) };
      const res = await admin.browser.post(`/api/admin/users/${target.user.id}/${kind}`, body);
      expect(res.statusCode, res.body).toBe(200);
      const notice = await waitForMail(t, email, subject);
      const link = new URL(notice.text.match(/https?:\/\/\S+\/appeals\/\d+\?key=[\w-]+/)![0]);
      return { decisionId: Number(link.pathname.split('/').at(-1)), key: link.searchParams.get('key')! };
    };
    const suspension = await decide('suspend', /suspended/);
    const ban = await decide('ban', /banned/);
    const state = await standingOf(target.user.id);
    return { email, target, suspension, ban, suspendedUntil: Date.parse(state.suspendedUntil!) };
  }
  const standingOf = async (userId: string) =>
    accountStandingSchema.parse((await admin.browser.get(`/api/admin/users/${userId}/standing`)).json());

  /** Appeals the decision through its notice's link (signed out, as a banned person must). */
  async function appealed(decision: { decisionId: number; key: string }) {
    const sent = await browser(t).post(`/api/appeals/${decision.decisionId}`, {
      body: 'Please look again: this was a misunderstanding about my links.',
      key: decision.key,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const list = adminAppealsResponseSchema.parse((await admin.browser.get('/api/admin/appeals')).json());
    return list.items.find((a) => a.decision.id === decision.decisionId)!;
  }
  const overturn = async (appealId: number) => {
    const res = await admin.browser.post(`/api/admin/appeals/${appealId}/decide`, {
      outcome: 'overturned',
      reason: 'The links were to their own shop, posted once.',
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const signIn = async (email: string) => {
    const b = browser(t);
    return { b, res: await b.post('/api/auth/sign-in/email', { email, password: PASSWORD }) };
  };
  const profileStatus = async (username: string) => (await browser(t).get(`/api/profiles/${username}`)).statusCode;

  it('overturning the appealed suspension keeps the separate ban: no sign-in, no public profile', async () => {
    const { email, target, suspension, ban, suspendedUntil } = await suspendedThenBanned();
    const banDay = day(Date.parse((await standingOf(target.user.id)).history.find((h) => h.kind === 'ban')!.createdAt));
    const appeal = await appealed(suspension);
    expect(appeal.decision).toMatchObject({ id: suspension.decisionId, action: 'suspend' });
    expect(appeal.decision.overturnEffect).toBe(
      `Overturning lifts this suspension; the ban of ${banDay} stays in force.`,
    );
    expect(suspendedUntil).toBeGreaterThan(Date.now() + 6 * DAY_MS);

    await overturn(appeal.id);

    const after = await standingOf(target.user.id);
    expect(after.bannedAt).not.toBeNull();
    expect(after.suspendedUntil).toBeNull();
    expect(after.history.map((h) => [h.kind, h.liftedAt !== null])).toEqual([
      ['ban', false],
      ['suspend', true],
    ]);
    const { res: refused } = await signIn(email);
    expect([refused.statusCode, refused.json().message]).toEqual([403, STANDING_MESSAGES.bannedSignIn]);
    expect(await profileStatus(target.user.username)).toBe(404);
    // The ban's own appeal is still open to the desk, and says it is all that stands.
    const banAppeal = await appealed(ban);
    expect(banAppeal.decision.overturnEffect).toBe('Overturning lifts this ban; no other suspension or ban stands.');
  });

  it('overturning the appealed ban keeps the separate suspension: sign-in and profile, but no writes', async () => {
    const { email, target, ban, suspendedUntil } = await suspendedThenBanned();
    const appeal = await appealed(ban);
    expect(appeal.decision).toMatchObject({ id: ban.decisionId, action: 'ban' });
    expect(appeal.decision.overturnEffect).toBe(
      `Overturning lifts this ban; the suspension until ${day(suspendedUntil)} stays in force.`,
    );

    await overturn(appeal.id);

    const after = await standingOf(target.user.id);
    expect(after.bannedAt).toBeNull();
    expect(Date.parse(after.suspendedUntil!)).toBe(suspendedUntil);
    expect(after.history.map((h) => [h.kind, h.liftedAt !== null])).toEqual([
      ['ban', true],
      ['suspend', false],
    ]);
    // A suspended person may sign in and be seen, but not write.
    const { b, res: signedIn } = await signIn(email);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await profileStatus(target.user.username)).toBe(200);
    const write = await b.put(`/api/profiles/${admin.user.username}/follow`, {});
    expect([write.statusCode, write.json().message]).toEqual([403, suspendedText(suspendedUntil)]);
  });
});
