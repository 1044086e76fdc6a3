import { backupCodesSchema, SIGN_IN_SECURITY_TEXTS as T, twoFactorSetupSchema } from '@promptreel/contract';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, readOutbox, signUpVerified, waitForMail } from './helpers/accounts.js';
import { rowCount } from './helpers/row-count.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const PASSWORD = 'secret-pass';

/** The current code of an authenticator app set up from this address (otpauth, not the server's own code). */
const codeFor = (totpURI: string, offsetSeconds = 0) =>
  (OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

/** A code that is not the current one, nor the one either side of it that the server also accepts. */
const wrongCodeFor = (totpURI: string) => {
  const near = [-30, 0, 30].map((s) => codeFor(totpURI, s));
  let n = 123456;
  while (near.includes(String(n))) n += 1;
  return String(n);
};

// Issue 16 item 7: two-factor log-in with an authenticator app, and backup codes.
describe('two-factor authentication', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
  });
  afterAll(() => t.close());

  /** A confirmed account, signed in. */
  async function person(email: string) {
    const { browser: b, user } = await signUpVerified(t, email, PASSWORD);
    return { b, user, email };
  }

  const me = async (b: ReturnType<typeof browser>) =>
    (await b.get('/api/me')).json().user as { id: string; twoFactorEnabled: boolean } | null;

  /** Turns two-factor on and confirms it with a first code, as the settings page does. */
  async function turnOn(b: ReturnType<typeof browser>) {
    const enabled = await b.post('/api/auth/two-factor/enable', { password: PASSWORD });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const setup = twoFactorSetupSchema.parse(enabled.json());
    // The previous step's code (still accepted): a code takes its step, and the log-ins that follow
    // in these tests use the current one.
    const confirmed = await b.post('/api/auth/two-factor/verify-totp', { code: codeFor(setup.totpURI, -30) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return setup;
  }

  /** Password right: the answer asks for the second step and no session exists yet. */
  async function passwordStep(email: string) {
    const b = browser(t);
    const res = await b.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await me(b)).toBeNull();
    return b;
  }

  it('is turned on with the password, then confirmed by a first code from the app', async () => {
    const { b, email } = await person('tf-on@example.test');
    expect((await me(b))?.twoFactorEnabled).toBe(false);

    // A visitor, and the wrong password: refused, nothing written.
    const visitor = await browser(t).post('/api/auth/two-factor/enable', { password: PASSWORD });
    expect(visitor.statusCode).toBe(401);
    const wrong = await b.post('/api/auth/two-factor/enable', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid password');
    const noPassword = await b.post('/api/auth/two-factor/enable', {});
    expect(noPassword.statusCode).toBe(400);
    expect(await rowCount(t.handle.db, 'two_factors')).toBe(0);

    const enabled = await b.post('/api/auth/two-factor/enable', { password: PASSWORD });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const setup = twoFactorSetupSchema.parse(enabled.json());
    const uri = new URL(setup.totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Promptreel');
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(setup.backupCodes).toHaveLength(10);
    // Not on until the app has shown that it holds the secret.
    expect((await me(b))?.twoFactorEnabled).toBe(false);
    expect((await b.post('/api/auth/sign-out')).statusCode).toBe(200);
    const beforeConfirming = await browser(t).post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(beforeConfirming.json().twoFactorRedirect).toBeUndefined();

    // Still signed in elsewhere (this fresh log-in): the first right code turns it on.
    const again = browser(t);
    await again.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const badFirst = await again.post('/api/auth/two-factor/verify-totp', { code: wrongCodeFor(setup.totpURI) });
    expect(badFirst.statusCode).toBe(401);
    expect(badFirst.json().message).toBe(T.invalidCode);
    expect((await me(again))?.twoFactorEnabled).toBe(false);

    const confirmed = await again.post('/api/auth/two-factor/verify-totp', { code: codeFor(setup.totpURI) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The answer carries no session token: the cookie is HttpOnly.
    expect(confirmed.body).not.toMatch(/"token"/);
    expect((await me(again))?.twoFactorEnabled).toBe(true);
    const stored = await t.handle.db.selectFrom('two_factors').selectAll().execute();
    expect(stored).toHaveLength(1);
    // The secret is kept encrypted, not as the app's base32 text.
    expect(stored[0]!.secret).not.toContain(uri.searchParams.get('secret'));
  });

  it('asks for a code after the password, and only a right code signs in', async () => {
    const { b, email } = await person('tf-login@example.test');
    const setup = await turnOn(b);

    const step = await passwordStep(email);
    const wrong = await step.post('/api/auth/two-factor/verify-totp', { code: wrongCodeFor(setup.totpURI) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(T.invalidCode);
    expect(await me(step)).toBeNull();

    const right = await step.post('/api/auth/two-factor/verify-totp', { code: codeFor(setup.totpURI) });
    expect(right.statusCode, right.body).toBe(200);
    expect((await me(step))?.twoFactorEnabled).toBe(true);

    // Without the password step first, a code alone is nothing.
    const codeOnly = await browser(t).post('/api/auth/two-factor/verify-totp', { code: codeFor(setup.totpURI) });
    expect(codeOnly.statusCode).toBe(401);
    expect(codeOnly.json().message).toBe(T.challengeExpired);
  });

  // Issue 30 item 10 (ASVS 2.8.4).
  it('takes each code once: the same code a second time is refused', async () => {
    const { b, email } = await person('tf-replay@example.test');
    const setup = await turnOn(b);
    const code = codeFor(setup.totpURI);
    const first = await passwordStep(email);
    const used = await first.post('/api/auth/two-factor/verify-totp', { code });
    expect(used.statusCode, used.body).toBe(200);

    const second = await passwordStep(email);
    const replayed = await second.post('/api/auth/two-factor/verify-totp', { code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(T.invalidCode);
    expect(await me(second)).toBeNull();
    // The code that turned it on (an earlier step) is refused too; the next step's code signs in.
    const earlier = await second.post('/api/auth/two-factor/verify-totp', { code: codeFor(setup.totpURI, -30) });
    expect(earlier.statusCode).toBe(401);
    const next = await second.post('/api/auth/two-factor/verify-totp', { code: codeFor(setup.totpURI, 30) });
    expect(next.statusCode, next.body).toBe(200);
    expect((await me(second))?.twoFactorEnabled).toBe(true);
  });

  // Issue 30 item 11 (ASVS 2.2.3): whatever the notification choices.
  it('e-mails the account when two-factor is turned on and when it is turned off', async () => {
    const { b, email } = await person('tf-mail@example.test');
    const quiet = { follow: 'off', comment: 'off', reply: 'off', clap: 'off', remix: 'off', upload: 'off' };
    expect((await b.put('/api/me/notification-preferences', quiet)).statusCode).toBe(200);
    const setup = await turnOn(b);
    const on = await waitForMail(t, email, /^Two-factor authentication is on$/);
    expect(on.text).toContain('Two-factor authentication was turned on for your Promptreel account.');
    expect(on.text).toContain(`${t.config.publicUrl}/reset`);
    // A log-in with a code changes nothing and tells nothing.
    const step = await passwordStep(email);
    expect((await step.post('/api/auth/two-factor/verify-totp', { code: codeFor(setup.totpURI) })).statusCode).toBe(
      200,
    );
    expect((await b.post('/api/auth/two-factor/disable', { password: 'not-it-at-all' })).statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 200));
    const sent = () => readOutbox(t).filter((m) => m.to === email && /^Two-factor/.test(m.subject));
    expect(sent().map((m) => m.subject)).toEqual(['Two-factor authentication is on']);

    expect((await step.post('/api/auth/two-factor/disable', { password: PASSWORD })).statusCode).toBe(200);
    const off = await waitForMail(t, email, /^Two-factor authentication is off$/);
    expect(off.text).toContain('Two-factor authentication was turned off for your Promptreel account.');
  });

  it('ends a log-in after five wrong codes', async () => {
    const { b, email } = await person('tf-guess@example.test');
    const setup = await turnOn(b);
    const step = await passwordStep(email);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await step.post('/api/auth/two-factor/verify-totp', { code: wrongCodeFor(setup.totpURI) });
      expect(wrong.json().message).toBe(T.invalidCode);
    }
    const sixth = await step.post('/api/auth/two-factor/verify-totp', { code: codeFor(setup.totpURI) });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(T.tooManyAttempts);
    expect(await me(step)).toBeNull();
  });

  it('takes each backup code once, and new backup codes replace the old ones', async () => {
    const { b, email } = await person('tf-backup@example.test');
    const { backupCodes } = await turnOn(b);

    const first = await passwordStep(email);
    const used = await first.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(used.statusCode, used.body).toBe(200);
    expect((await me(first))?.twoFactorEnabled).toBe(true);

    const second = await passwordStep(email);
    const reused = await second.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(T.invalidBackupCode);

    const wrongPassword = await b.post('/api/auth/two-factor/generate-backup-codes', { password: 'nope-nope' });
    expect(wrongPassword.statusCode).toBe(400);
    const fresh = await b.post('/api/auth/two-factor/generate-backup-codes', { password: PASSWORD });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const renewed = backupCodesSchema.parse(fresh.json()).backupCodes;
    expect(renewed).toHaveLength(10);

    const third = await passwordStep(email);
    const old = await third.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[1] });
    expect(old.json().message).toBe(T.invalidBackupCode);
    const current = await third.post('/api/auth/two-factor/verify-backup-code', { code: renewed[0] });
    expect(current.statusCode, current.body).toBe(200);
  });

  it('is turned off with the password; then the password alone signs in again', async () => {
    const { b, email } = await person('tf-off@example.test');
    await turnOn(b);

    expect((await browser(t).post('/api/auth/two-factor/disable', { password: PASSWORD })).statusCode).toBe(401);
    const wrong = await b.post('/api/auth/two-factor/disable', { password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect((await me(b))?.twoFactorEnabled).toBe(true);

    const off = await b.post('/api/auth/two-factor/disable', { password: PASSWORD });
    expect(off.statusCode, off.body).toBe(200);
    expect((await me(b))?.twoFactorEnabled).toBe(false);
    const plain = browser(t);
    const signedIn = await plain.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signedIn.json().twoFactorRedirect).toBeUndefined();
    expect((await me(plain))?.twoFactorEnabled).toBe(false);
  });

  it('goes with the account when it is deleted', async () => {
    const { b, user } = await person('tf-delete@example.test');
    await turnOn(b);
    const rowsOf = () => t.handle.db.selectFrom('two_factors').select('id').where('user_id', '=', user.id).execute();
    expect(await rowsOf()).toHaveLength(1);
    const deleted = await b.delete('/api/account', { confirm: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await rowsOf()).toHaveLength(0);
  });
});
