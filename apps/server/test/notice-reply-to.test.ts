import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, type SignedUp, signUpVerified, waitForMail } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** Mail as the outbox wrote it, with its Reply-To when it has one. */
type Notice = ReturnType<typeof readOutbox>[number] & { replyTo?: string };

const ADMIN = 'reply-admin@example.test';
const reason = 'Looks like phone footage to me, not AI.';

// Issue 30, item 9: a moderation notice goes to the person sanctioned, so it must never hand them
// an admin's own address. With MAIL_REPLY_TO unset it has no Reply-To; set, it has that address.
describe.each<{ env: Record<string, string>; replyTo?: string }>([
  { env: {}, replyTo: undefined },
  { env: { MAIL_REPLY_TO: 'appeals@example.test' }, replyTo: 'appeals@example.test' },
])('moderation notices with MAIL_REPLY_TO=$replyTo', ({ env, replyTo }) => {
  let t: TestApp;
  let admin: SignedUp;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: `${ADMIN},second-admin@example.test`, ...env });
    admin = await signUpVerified(t, ADMIN);
  });
  afterAll(() => t.close());

  const target = async () => {
    const email = `sanctioned${++n}@example.test`;
    return { ...(await signUpVerified(t, email)), email };
  };
  const decide = async (userId: string, kind: 'warn' | 'suspend' | 'ban') => {
    const body = {
      reason: 'Spam links in every comment.',
      section: 'spam',
      ...(kind === 'suspend' ? { days: 3 } : {}),
    };
    const res = await admin.browser.post(`/api/admin/users/${userId}/${kind}`, body);
    expect(res.statusCode, res.body).toBe(200);
  };
  const expectNoAdminAddress = (mail: Notice) => {
    expect(mail.replyTo).toBe(replyTo);
    expect(JSON.stringify(mail)).not.toContain(ADMIN);
  };

  it('warning, suspension and ban notices never carry the admin address', async () => {
    const warned = await target();
    await decide(warned.user.id, 'warn');
    expectNoAdminAddress(await waitForMail(t, warned.email, /warning/i));

    const suspended = await target();
    await decide(suspended.user.id, 'suspend');
    expectNoAdminAddress(await waitForMail(t, suspended.email, /suspended/i));

    const banned = await target();
    await decide(banned.user.id, 'ban');
    expectNoAdminAddress(await waitForMail(t, banned.email, /banned/i));
  });

  it('the removal notice of a video never carries the admin address', async () => {
    const uploader = await target();
    const reporter = await target();
    const { id } = await factories(t).video(uploader.user.id, { title: 'Doomed clip' });
    expect((await reporter.browser.post(`/api/videos/${id}/flags`, { categoryId: 7, reason })).statusCode).toBe(201);
    expect((await admin.browser.post(`/api/admin/videos/${id}/delete`)).statusCode).toBe(200);
    const notice = await waitForMail(t, uploader.email, /removed/);
    expectNoAdminAddress(notice);
    // Without an address to reply to, the notice says so and points to its appeal link.
    if (!replyTo) expect(notice.text).toContain('Replies to this e-mail are not read.');
    // No mail the app sent to anyone but the admin names the admin's address.
    for (const mail of readOutbox(t).filter((m) => m.to !== ADMIN)) expect(JSON.stringify(mail)).not.toContain(ADMIN);
  });
});
