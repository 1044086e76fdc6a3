import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { startSmtpServer } from './helpers/smtp-server.js';
import { createTestApp, TEST_DB, type TestApp } from './helpers/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
/** The job queue's first retry comes 5 s after a failure (services/jobs.service.ts retryDelayMs). */
const AFTER_FIRST_RETRY_DELAY = 6_000;

// A mail server that is briefly unwell (SMTP 451, 'try again later') must not cost anyone a
// notification e-mail: the job's retry sends what the failed attempt did not.
describe('notification e-mails when the mail server refuses for a while', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let offset = 0;
  let refuseNext = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer({
      answer() {
        if (refuseNext === 0) return;
        refuseNext -= 1;
        return Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
      },
    });
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', SMTP_URL: smtp.url }, { now: () => Date.now() + offset });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A confirmed, signed-in account (confirmed in the database: this app's mail goes over SMTP). */
  async function person(name: string) {
    const email = `${name}@example.test`;
    const b = browser(t);
    expect((await b.post('/api/auth/sign-up/email', { email, password: 'secret-pass', name })).statusCode).toBe(200);
    await t.handle.db
      .updateTable('users')
      .set({ email_verified: TEST_DB === 'postgres' ? true : 1 })
      .where('email', '=', email)
      .execute();
    const signedIn = await b.post('/api/auth/sign-in/email', { email, password: 'secret-pass' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const me = (await b.get('/api/me')).json().user as { id: string; username: string };
    return { browser: b, email, ...me };
  }
  /** Notification e-mails only (each carries an unsubscribe header); sign-up's confirmation does not. */
  const mailsTo = (email: string) =>
    smtp.received.filter((m) => m.to.includes(email) && /^List-Unsubscribe:/m.test(m.raw));

  it('sends a comment e-mail on the retry after the server said 451', async () => {
    const owner = await person('retry_owner');
    const commenter = await person('retry_commenter');
    const video = await factories(t).video(owner.id, { title: 'Rain on glass' });

    refuseNext = 1;
    expect((await commenter.browser.post(`/api/videos/${video.id}/comments`, { body: 'Beautiful' })).statusCode).toBe(
      201,
    );
    await t.worker.drain();
    expect(refuseNext).toBe(0);
    expect(mailsTo(owner.email)).toEqual([]);

    offset += AFTER_FIRST_RETRY_DELAY;
    await t.worker.drain();
    const mails = mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain(`/video/${video.id}`);
    expect(mails[0]!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });

  it('sends the daily digest on the retry after the server said 451', async () => {
    const creator = await person('retry_creator');
    const follower = await person('retry_follower');
    expect((await follower.browser.put(`/api/profiles/${creator.username}/follow`, {})).statusCode).toBe(200);
    await t.worker.drain();

    refuseNext = 1;
    offset += DAY + 60_000;
    await t.worker.drain();
    expect(refuseNext).toBe(0);
    expect(mailsTo(creator.email)).toEqual([]);

    offset += AFTER_FIRST_RETRY_DELAY;
    await t.worker.drain();
    const mails = mailsTo(creator.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('retry_follower followed you');
  });
});
