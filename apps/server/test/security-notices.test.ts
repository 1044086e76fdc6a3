import { passkeyListSchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, linkIn, readOutbox, signUpVerified, waitForMail } from './helpers/accounts.js';
import { softAuthenticator } from './helpers/soft-authenticator.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type Browser = ReturnType<typeof browser>;
const PASSWORD = 'secret-pass';

// Issue 30 items 5 and 11: changes to how someone logs in are e-mailed (ASVS 2.2.3), whatever the
// notification choices, and a password reset may take the passkeys with it.
describe('security notices and the reset of a password', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
  });
  afterAll(() => t.close());

  const quiet = { follow: 'off', comment: 'off', reply: 'off', clap: 'off', remix: 'off', upload: 'off' };
  const mailTo = (email: string, subject: RegExp) =>
    readOutbox(t).filter((m) => m.to === email && subject.test(m.subject));

  async function addPasskey(b: Browser) {
    const key = softAuthenticator(t.config.publicUrl);
    const options = (await b.post('/api/auth/passkey/generate-register-options', { password: PASSWORD })).json();
    const added = await b.post('/api/auth/passkey/verify-registration', { response: key.register(options) });
    expect(added.statusCode, added.body).toBe(200);
    return key;
  }

  async function logInWith(key: ReturnType<typeof softAuthenticator>) {
    const b = browser(t);
    const options = (await b.get('/api/auth/passkey/generate-authenticate-options')).json();
    return b.post('/api/auth/passkey/verify-authentication', { response: key.authenticate(options) });
  }

  /** Asks for a reset link and returns its token. */
  async function resetToken(email: string) {
    const links = () => mailTo(email, /^Reset your Promptreel password$/);
    const before = links().length;
    const asked = await browser(t).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(asked.statusCode).toBe(200);
    // The link goes after the answer: wait for this request's own mail.
    await expect.poll(() => links().length).toBe(before + 1);
    return linkIn(links().at(-1), '/reset-password').searchParams.get('token')!;
  }

  it('e-mails a password change; a refused change sends nothing', async () => {
    const email = 'sn-change@example.test';
    const { browser: b } = await signUpVerified(t, email, PASSWORD);
    expect((await b.put('/api/me/notification-preferences', quiet)).statusCode).toBe(200);

    const wrong = await b.post('/api/auth/change-password', {
      currentPassword: 'nope-nope',
      newPassword: 'new-pass-1',
    });
    expect(wrong.statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailTo(email, /password/i)).toEqual([]);

    const changed = await b.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'new-pass-1' });
    expect(changed.statusCode, changed.body).toBe(200);
    const mail = await waitForMail(t, email, /^Your Promptreel password was changed$/);
    expect(mail.text).toContain('The password of your Promptreel account was changed.');
    expect(mail.text).toContain(`${t.config.publicUrl}/settings?section=security`);
  });

  it('keeps the passkeys on a reset unless asked to remove them, and e-mails either', async () => {
    const email = 'sn-reset@example.test';
    const { browser: b } = await signUpVerified(t, email, PASSWORD);
    const key = await addPasskey(b);

    // A reset with a bad token removes nothing.
    const bad = await browser(t).post('/api/auth/reset-password', {
      token: 'not-a-token',
      newPassword: 'whatever-1',
      removePasskeys: true,
    });
    expect(bad.statusCode).toBe(400);
    expect((await logInWith(key)).statusCode).toBe(200);

    // Bad input: a clear 400, and the link still works.
    const token = await resetToken(email);
    const unclear = await browser(t).post('/api/auth/reset-password', {
      token,
      newPassword: 'whatever-1',
      removePasskeys: 'yes',
    });
    expect(unclear.statusCode).toBe(400);
    expect(unclear.json().message).toBe('removePasskeys must be true or false.');
    expect((await logInWith(key)).statusCode).toBe(200);

    const kept = await browser(t).post('/api/auth/reset-password', {
      token,
      newPassword: 'second-pass',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const keptMail = await waitForMail(t, email, /^Your Promptreel password was reset$/);
    expect(keptMail.text).toContain('Your passkeys were kept.');
    expect((await logInWith(key)).statusCode).toBe(200);

    const removed = await browser(t).post('/api/auth/reset-password', {
      token: await resetToken(email),
      newPassword: 'third-pass',
      removePasskeys: true,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.handle.db.selectFrom('passkeys').select('id').execute()).toEqual([]);
    const refused = await logInWith(key);
    expect(refused.statusCode).toBe(401);
    await expect
      .poll(() => mailTo(email, /^Your Promptreel password was reset$/).at(-1)?.text)
      .toContain('all its passkeys were removed');
    const signedIn = browser(t);
    await signedIn.post('/api/auth/sign-in/email', { email, password: 'third-pass' });
    expect(passkeyListSchema.parse((await signedIn.get('/api/auth/passkey/list-user-passkeys')).json())).toEqual([]);
  });
});
