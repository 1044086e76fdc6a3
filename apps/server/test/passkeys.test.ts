import { generateKeyPairSync } from 'node:crypto';
import { passkeyListSchema, SIGN_IN_SECURITY_TEXTS as T, twoFactorSetupSchema } from '@promptreel/contract';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, readOutbox, signUpVerified, waitForMail } from './helpers/accounts.js';
import { rowCount } from './helpers/row-count.js';
import { softAuthenticator } from './helpers/soft-authenticator.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type Browser = ReturnType<typeof browser>;
const PASSWORD = 'secret-pass';

// Issue 16 item 7: passkeys, added in settings and used to log in.
describe('passkeys', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
  });
  afterAll(() => t.close());

  async function person(email: string) {
    const { browser: b, user } = await signUpVerified(t, email);
    return { b, user };
  }

  const me = async (b: Browser) => (await b.get('/api/me')).json().user as { id: string } | null;
  const list = async (b: Browser) =>
    passkeyListSchema.parse((await b.get('/api/auth/passkey/list-user-passkeys')).json());

  /** Asks for a challenge with the password (null: without one). */
  const registerOptions = (b: Browser, password: string | null = PASSWORD) =>
    b.post('/api/auth/passkey/generate-register-options', password === null ? {} : { password });

  async function addPasskey(b: Browser, name?: string) {
    const key = softAuthenticator(t.config.publicUrl);
    const options = await registerOptions(b);
    expect(options.statusCode, options.body).toBe(200);
    const added = await b.post('/api/auth/passkey/verify-registration', {
      response: key.register(options.json()),
      ...(name === undefined ? {} : { name }),
    });
    expect(added.statusCode, added.body).toBe(200);
    return key;
  }

  async function logInWith(key: ReturnType<typeof softAuthenticator>, sign?: Parameters<typeof key.authenticate>[1]) {
    const b = browser(t);
    const options = await b.get('/api/auth/passkey/generate-authenticate-options');
    expect(options.statusCode, options.body).toBe(200);
    const res = await b.post('/api/auth/passkey/verify-authentication', {
      response: key.authenticate(options.json(), sign),
    });
    return { b, res };
  }

  it('is added by its signed-in owner and listed only to them; visitors are refused', async () => {
    const { b } = await person('pk-add@example.test');
    const visitor = browser(t);
    expect((await registerOptions(visitor)).statusCode).toBe(401);
    expect((await visitor.get('/api/auth/passkey/list-user-passkeys')).statusCode).toBe(401);
    expect((await visitor.post('/api/auth/passkey/verify-registration', { response: { id: 'x' } })).statusCode).toBe(
      401,
    );

    expect(await list(b)).toEqual([]);
    const options = (await registerOptions(b)).json();
    expect(options.rp).toEqual({ name: 'Promptreel', id: new URL(t.config.publicUrl).hostname });
    expect(options.authenticatorSelection.residentKey).toBe('required');

    await addPasskey(b, '  Work laptop  ');
    const [added] = await list(b);
    expect(added).toMatchObject({ name: 'Work laptop', backedUp: false });
    expect(Number.isNaN(Date.parse(added!.createdAt))).toBe(false);
    await addPasskey(b);
    expect((await list(b)).map((p) => p.name)).toEqual(['Work laptop', null]);
    // The stored key is the public one: nothing in the row can sign.
    const rows = await t.handle.db.selectFrom('passkeys').select(['public_key', 'counter']).execute();
    expect(rows.every((r) => r.public_key.length > 0 && Number(r.counter) === 1)).toBe(true);
  });

  it('refuses an answer from another origin, a reused challenge and a name that is too long, writing nothing', async () => {
    const { b } = await person('pk-refuse@example.test');
    const before = await rowCount(t.handle.db, 'passkeys');
    const key = softAuthenticator(t.config.publicUrl);

    const elsewhere = (await registerOptions(b)).json();
    const phished = await b.post('/api/auth/passkey/verify-registration', {
      response: key.register(elsewhere, 'https://promptreel.example.invalid'),
    });
    expect(phished.statusCode).toBe(400);
    expect(phished.json().message).toBe(T.passkeyFailed);

    // That challenge was used up by the refused answer.
    const replay = await b.post('/api/auth/passkey/verify-registration', { response: key.register(elsewhere) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(T.passkeyTimedOut);

    const options = (await registerOptions(b)).json();
    const long = await b.post('/api/auth/passkey/verify-registration', {
      response: key.register(options),
      name: 'x'.repeat(61),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A passkey name can be at most 60 characters.');
    expect(await rowCount(t.handle.db, 'passkeys')).toBe(before);
  });

  it('logs in with a signed answer to a fresh challenge, once per challenge', async () => {
    const { b, user } = await person('pk-login@example.test');
    const key = await addPasskey(b);

    const { b: signedIn, res } = await logInWith(key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/token/i);
    expect((await me(signedIn))?.id).toBe(user.id);

    // The same signed answer again: its challenge is gone.
    const again = browser(t);
    const options = (await again.get('/api/auth/passkey/generate-authenticate-options')).json();
    const answer = key.authenticate(options);
    expect((await again.post('/api/auth/passkey/verify-authentication', { response: answer })).statusCode).toBe(200);
    const replayed = await again.post('/api/auth/passkey/verify-authentication', { response: answer });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(T.passkeyTimedOut);
  });

  it('refuses a signature by another key and a passkey this site does not know', async () => {
    const { b } = await person('pk-forged@example.test');
    const key = await addPasskey(b);
    const forger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;

    const forged = await logInWith(key, forger);
    expect(forged.res.statusCode).toBe(401);
    expect(forged.res.json().message).toBe(T.passkeyFailed);
    expect(await me(forged.b)).toBeNull();

    const unknown = await logInWith(softAuthenticator(t.config.publicUrl));
    expect(unknown.res.statusCode).toBe(401);
    expect(unknown.res.json().message).toBe(T.passkeyNotRecognised);
    expect(await me(unknown.b)).toBeNull();
  });

  it('is removed only by its owner; a removed passkey no longer logs in', async () => {
    const owner = await person('pk-owner@example.test');
    const stranger = await person('pk-stranger@example.test');
    const key = await addPasskey(owner.b, 'Phone');
    const [passkey] = await list(owner.b);

    const visitor = await browser(t).post('/api/auth/passkey/delete-passkey', { id: passkey!.id });
    expect(visitor.statusCode).toBe(401);
    const theirs = await stranger.b.post('/api/auth/passkey/delete-passkey', { id: passkey!.id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(T.passkeyNotFound);
    const blank = await owner.b.post('/api/auth/passkey/delete-passkey', { id: '' });
    expect(blank.statusCode).toBe(400);
    expect(await list(owner.b)).toHaveLength(1);

    const removed = await owner.b.post('/api/auth/passkey/delete-passkey', { id: passkey!.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await list(owner.b)).toEqual([]);
    const { res } = await logInWith(key);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(T.passkeyNotRecognised);
  });

  it('goes with the account when it is deleted', async () => {
    const { b, user } = await person('pk-deleted@example.test');
    const key = await addPasskey(b);
    const deleted = await b.delete('/api/account', { confirm: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await t.handle.db.selectFrom('passkeys').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    const { res, b: after } = await logInWith(key);
    expect(res.statusCode).toBe(401);
    expect(await me(after)).toBeNull();
  });

  // Issue 30 items 5 and 11: a session alone adds no way in; each change is e-mailed.
  it('asks for the password before a passkey is added, and e-mails its addition and removal', async () => {
    const email = 'pk-password@example.test';
    const { b } = await person(email);
    const key = softAuthenticator(t.config.publicUrl);
    const none = await registerOptions(b, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(T.passwordToAddPasskey);
    const wrong = await registerOptions(b, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(T.wrongPassword);
    // No challenge was given: an answer made anyway is refused, and nothing is written.
    const unasked = await b.post('/api/auth/passkey/verify-registration', {
      response: key.register({ challenge: 'not-given' }),
    });
    expect(unasked.statusCode).toBe(400);
    expect(unasked.json().message).toBe(T.passkeyTimedOut);
    expect(await list(b)).toEqual([]);
    await new Promise((r) => setTimeout(r, 200));
    expect(readOutbox(t).filter((m) => m.to === email && /passkey/i.test(m.subject))).toEqual([]);

    const attempt = async () =>
      b.post('/api/auth/passkey/verify-registration', { response: key.register((await registerOptions(b)).json()) });
    const right = await attempt();
    expect(right.statusCode, right.body).toBe(200);
    const added = await waitForMail(t, email, /^A passkey was added to your Promptreel account$/);
    expect(added.text).toContain('It can now be used to log in.');
    const [passkey] = await list(b);
    expect((await b.post('/api/auth/passkey/delete-passkey', { id: passkey!.id })).statusCode).toBe(200);
    await waitForMail(t, email, /^A passkey was removed from your Promptreel account$/);
  });

  it('with two-factor on, logs in only with a passkey that verified the person', async () => {
    const { b, user } = await person('pk-2fa@example.test');
    const verifying = await addPasskey(b);
    const key = softAuthenticator(t.config.publicUrl, { userVerified: false });
    const options = (await registerOptions(b)).json();
    const added = await b.post('/api/auth/passkey/verify-registration', { response: key.register(options) });
    expect(added.statusCode, added.body).toBe(200);
    // Without two-factor, presence is enough (as before).
    expect((await logInWith(key)).res.statusCode).toBe(200);

    const setup = twoFactorSetupSchema.parse(
      (await b.post('/api/auth/two-factor/enable', { password: PASSWORD })).json(),
    );
    const code = (OTPAuth.URI.parse(setup.totpURI) as OTPAuth.TOTP).generate();
    expect((await b.post('/api/auth/two-factor/verify-totp', { code })).statusCode).toBe(200);

    const presentOnly = await logInWith(key);
    expect(presentOnly.res.statusCode).toBe(401);
    expect(presentOnly.res.json().message).toBe(T.passkeyNotVerified);
    expect(await me(presentOnly.b)).toBeNull();
    const verified = await logInWith(verifying);
    expect(verified.res.statusCode, verified.res.body).toBe(200);
    expect((await me(verified.b))?.id).toBe(user.id);
  });

  it('asks for a log-in from the last day before a passkey is added', async () => {
    const { b, user } = await person('pk-stale@example.test');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await t.handle.db
      .updateTable('sessions')
      .set({ created_at: t.handle.dialect === 'postgres' ? twoDaysAgo : twoDaysAgo.toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const stale = await registerOptions(b);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(T.logInAgain);
  });
});
