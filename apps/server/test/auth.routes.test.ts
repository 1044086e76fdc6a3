import { meResponseSchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, lastMailTo, linkIn, readOutbox, signUpVerified, waitForMail } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('sign-up, confirmation, sign-in, sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'chief@example.test', AUTH_RATE_LIMIT: '0' });
  });
  afterAll(() => t.close());

  it('sends a confirmation link to /auth/confirm and refuses sign-in until it is followed', async () => {
    const b = browser(t);
    const up = await b.post('/api/auth/sign-up/email', {
      email: 'new.person@example.test',
      password: 'secret-pass',
      name: 'x',
      username: 'new.person',
    });
    expect(up.statusCode).toBe(200);
    const mail = lastMailTo(t, 'new.person@example.test');
    expect(mail?.subject).toMatch(/Confirm your email/);
    const link = linkIn(mail, '/auth/confirm');
    expect(link.origin).toBe(t.config.publicUrl);

    const early = await b.post('/api/auth/sign-in/email', {
      email: 'new.person@example.test',
      password: 'secret-pass',
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'forbidden', message: expect.stringMatching(/verif/i) });

    const verified = await b.get(`/api/auth/verify-email?token=${link.searchParams.get('token')}`);
    expect(verified.statusCode).toBeLessThan(400);
    const me = meResponseSchema.parse((await b.get('/api/me')).json());
    expect(me.user).toMatchObject({
      username: 'new.person',
      email: 'new.person@example.test',
      isAdmin: false,
      hasPassword: true,
    });
  });

  it('signs in with the password, rotates the session, and signs out', async () => {
    await signUpVerified(t, 'returning@example.test', 'pass-word-1');
    const b = browser(t);
    const bad = await b.post('/api/auth/sign-in/email', { email: 'returning@example.test', password: 'wrong-one' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ code: 'unauthenticated', message: expect.any(String) });

    const first = await b.post('/api/auth/sign-in/email', { email: 'returning@example.test', password: 'pass-word-1' });
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const firstCookie = b.cookie;
    await b.post('/api/auth/sign-in/email', { email: 'returning@example.test', password: 'pass-word-1' });
    // Each sign-in issues a new session token (no session fixation).
    expect(b.cookie).not.toBe(firstCookie);
    const signedInCookie = b.cookie;
    expect(meResponseSchema.parse((await b.get('/api/me')).json()).user?.email).toBe('returning@example.test');

    const out = await b.post('/api/auth/sign-out');
    expect(out.statusCode).toBe(200);
    expect(meResponseSchema.parse((await b.get('/api/me')).json()).user).toBeNull();
    // The signed-out session is dead on the server, not just forgotten by the browser.
    expect(meResponseSchema.parse((await browser(t, signedInCookie).get('/api/me')).json()).user).toBeNull();
  });

  it('gives new users a unique username: the next free one when theirs is taken', async () => {
    const a = await signUpVerified(t, 'twin@example.test');
    const b = await signUpVerified(t, 'twin@another.test');
    expect(a.user.username).toBe('twin');
    expect(b.user.username).toBe('twin2');
  });

  it('makes accounts in ADMIN_EMAILS admins', async () => {
    const { user } = await signUpVerified(t, 'chief@example.test');
    expect(user.isAdmin).toBe(true);
  });

  it('refuses bad sign-up input with the spec texts and writes nothing', async () => {
    const b = browser(t);
    const short = await b.post('/api/auth/sign-up/email', {
      email: 'shorty@example.test',
      password: '12345',
      name: 's',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ code: 'bad_request', message: 'Password must be at least 6 characters' });
    const email = await b.post('/api/auth/sign-up/email', {
      email: 'not-an-email',
      password: 'secret-pass',
      name: 's',
    });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ code: 'bad_request', message: 'Enter a valid email' });
    const users = await t.handle.db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', ['shorty@example.test', 'not-an-email'])
      .execute();
    expect(users).toEqual([]);
    expect(readOutbox(t).some((m) => m.to === 'shorty@example.test')).toBe(false);
  });

  it('refuses auth requests from a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/json',
        cookie: 'promptreel.session_token=x',
      },
      payload: JSON.stringify({ email: 'returning@example.test', password: 'pass-word-1' }),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('password reset and change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
  });
  afterAll(() => t.close());

  it('mails a one-time link to /reset-password that sets a new password and ends other sessions', async () => {
    const { browser: other } = await signUpVerified(t, 'forgetful@example.test', 'old-password');
    const b = browser(t);
    const req = await b.post('/api/auth/request-password-reset', {
      email: 'forgetful@example.test',
      redirectTo: '/reset-password',
    });
    expect(req.statusCode).toBe(200);
    // The mail goes after the answer (a known address must answer as fast as an unknown one).
    const link = linkIn(await waitForMail(t, 'forgetful@example.test', /reset/i), '/reset-password');
    const token = link.searchParams.get('token');

    const tooShort = await b.post('/api/auth/reset-password', { token, newPassword: '123' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe('Password must be at least 6 characters');

    const reset = await b.post('/api/auth/reset-password', { token, newPassword: 'new-password' });
    expect(reset.statusCode).toBe(200);
    const again = await b.post('/api/auth/reset-password', { token, newPassword: 'another-one' });
    expect(again.statusCode).toBe(400);

    expect(meResponseSchema.parse((await other.get('/api/me')).json()).user).toBeNull();
    expect(
      (await b.post('/api/auth/sign-in/email', { email: 'forgetful@example.test', password: 'old-password' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await b.post('/api/auth/sign-in/email', { email: 'forgetful@example.test', password: 'new-password' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = readOutbox(t).length;
    const res = await browser(t).post('/api/auth/request-password-reset', {
      email: 'nobody@example.test',
      redirectTo: '/reset-password',
    });
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(readOutbox(t).length).toBe(before);
  });

  it('changes the password with the current one and signs out other sessions', async () => {
    const { browser: here } = await signUpVerified(t, 'changer@example.test', 'first-pass');
    const elsewhere = browser(t);
    await elsewhere.post('/api/auth/sign-in/email', { email: 'changer@example.test', password: 'first-pass' });
    const wrong = await here.post('/api/auth/change-password', {
      currentPassword: 'nope-nope',
      newPassword: 'second-pass',
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    const ok = await here.post('/api/auth/change-password', {
      currentPassword: 'first-pass',
      newPassword: 'second-pass',
      revokeOtherSessions: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(meResponseSchema.parse((await here.get('/api/me')).json()).user?.email).toBe('changer@example.test');
    expect(meResponseSchema.parse((await elsewhere.get('/api/me')).json()).user).toBeNull();
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('slows down repeated failed sign-ins and reset requests', async () => {
    const b = browser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await b.post('/api/auth/sign-in/email', { email: 'x@example.test', password: 'wrong-pass' })).statusCode,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const resets: number[] = [];
    for (let i = 0; i < 4; i++) {
      resets.push(
        (await b.post('/api/auth/request-password-reset', { email: 'x@example.test', redirectTo: '/reset-password' }))
          .statusCode,
      );
    }
    expect(resets.at(-1)).toBe(429);
  });
});
