// Issue 10, security items 1, 2, 3, 5, 6, 7 (auth) and 8: client addresses, per-account and
// per-recipient limits, the auth allow-list, sessions of deleted accounts, tokens in bodies, the
// auth library's error statuses and reset answers that do not wait for the mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, lastMailTo, linkIn, readOutbox, signUpVerified } from './helpers/accounts.js';
import { startSmtpServer } from './helpers/smtp-server.js';
import { createTestApp, TEST_DB, type TestApp } from './helpers/test-app.js';

const ACCOUNT_LOCKED = 'Too many failed sign-in attempts for this account. Please try again in 15 minutes.';

let nextAddress = 1;
/** A client address nobody has used yet in this file (TEST-NET-3 and TEST-NET-2 ranges). */
const freshAddress = () => {
  const n = nextAddress++;
  return `203.0.${113 + Math.floor(n / 250)}.${(n % 250) + 1}`;
};

/** A POST as the browser sends it, optionally through a proxy that adds X-Forwarded-For. */
function post(t: TestApp, url: string, body: unknown, opts: { forwardedFor?: string; cookie?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      origin: t.config.publicUrl,
      'content-type': 'application/json',
      ...(opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    payload: JSON.stringify(body),
  });
}

/** Signs up and confirms from a fresh address behind the proxy, so the per-address limits stay out of the way. */
async function signUpFromAnywhere(t: TestApp, email: string, password: string) {
  const up = await post(t, '/api/auth/sign-up/email', { email, password, name: 'n' }, { forwardedFor: freshAddress() });
  expect(up.statusCode, up.body).toBe(200);
  const token = linkIn(lastMailTo(t, email), '/auth/confirm').searchParams.get('token');
  const verified = await t.app.inject({
    method: 'GET',
    url: `/api/auth/verify-email?token=${token}`,
    headers: { 'x-forwarded-for': freshAddress() },
  });
  expect(verified.statusCode, verified.body).toBeLessThan(400);
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Mail is sent after the answer: wait for the expected count, then a moment for any extra. */
async function settledMailsTo(t: TestApp, to: string, subject: RegExp, atLeast: number) {
  const mails = () => readOutbox(t).filter((m) => m.to === to && subject.test(m.subject));
  await waitFor(() => mails().length >= atLeast, `${atLeast} mails to ${to}`);
  await new Promise((r) => setTimeout(r, 400));
  return mails();
}

describe('client address: X-Forwarded-For only from a trusted proxy (TRUST_PROXY)', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    proxied = await createTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('ignores X-Forwarded-For by default: a new header per attempt does not escape the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await post(
        direct,
        '/api/auth/sign-in/email',
        { email: `guess${i}@example.test`, password: 'wrong-pass' },
        { forwardedFor: freshAddress() },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses).toContain(429);
    const limited = await post(direct, '/api/auth/sign-in/email', { email: 'one-more@example.test', password: 'x' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'too_many_requests', message: expect.any(String) });
  });

  it('honours X-Forwarded-For from the configured proxy, and only from it', async () => {
    // Each attempt comes from another client behind the proxy: none is limited.
    for (let i = 0; i < 8; i++) {
      const res = await post(
        proxied,
        '/api/auth/sign-in/email',
        { email: `someone${i}@example.test`, password: 'wrong-pass' },
        { forwardedFor: freshAddress() },
      );
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    // One client behind the proxy is limited like any other.
    const client = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(
        proxied,
        '/api/auth/sign-in/email',
        { email: `repeat${i}@example.test`, password: 'wrong-pass' },
        { forwardedFor: `${client}` },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);

    // The session records the client's address, not the proxy's.
    await signUpVerified(proxied, 'behind.proxy@example.test', 'proxy-pass');
    const address = freshAddress();
    const ok = await post(
      proxied,
      '/api/auth/sign-in/email',
      { email: 'behind.proxy@example.test', password: 'proxy-pass' },
      { forwardedFor: `${address}` },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const sessions = await proxied.handle.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.ip_address')
      .where('users.email', '=', 'behind.proxy@example.test')
      .execute();
    expect(sessions.map((s) => s.ip_address)).toContain(address);

    // A header from a peer that is not the proxy is ignored.
    const spoofer = '192.0.2.77';
    const fromElsewhere = [];
    for (let i = 0; i < 5; i++) {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: spoofer,
        headers: {
          origin: proxied.config.publicUrl,
          'content-type': 'application/json',
          'x-forwarded-for': freshAddress(),
        },
        payload: JSON.stringify({ email: `spoof${i}@example.test`, password: 'wrong-pass' }),
      });
      fromElsewhere.push(res.statusCode);
    }
    expect(fromElsewhere).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('per-account sign-in throttle (OWASP ASVS V2.2.1) and per-recipient reset mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy, so that every attempt can come from another address.
    t = await createTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) =>
    post(t, '/api/auth/sign-in/email', { email, password }, { forwardedFor: freshAddress() });

  it('refuses an e-mail after five failed sign-ins, whatever the address, even with the right password', async () => {
    await signUpFromAnywhere(t, 'target@example.test', 'right-pass');
    for (let i = 0; i < 5; i++) {
      expect((await signIn('target@example.test', `wrong-${i}`)).statusCode, `attempt ${i}`).toBe(401);
    }
    const locked = await signIn('target@example.test', 'right-pass');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 'too_many_requests', message: ACCOUNT_LOCKED });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.headers['set-cookie']).toBeUndefined();
    // Case and spaces do not make another account of it.
    expect((await signIn(' TARGET@example.test', 'right-pass')).statusCode).toBe(429);

    // Another account is not affected.
    await signUpFromAnywhere(t, 'bystander@example.test', 'other-pass');
    expect((await signIn('bystander@example.test', 'other-pass')).statusCode).toBe(200);

    // Once the window has passed (moved back in the database), the right password works again.
    await t.handle.db
      .updateTable('auth_throttle')
      .set({ window_start: Date.now() - 16 * 60_000 })
      .where('key', '=', 'sign-in:target@example.test')
      .execute();
    expect((await signIn('target@example.test', 'right-pass')).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    await signUpFromAnywhere(t, 'clumsy@example.test', 'clumsy-pass');
    for (let i = 0; i < 4; i++) expect((await signIn('clumsy@example.test', 'typo')).statusCode).toBe(401);
    expect((await signIn('clumsy@example.test', 'clumsy-pass')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn('clumsy@example.test', 'typo')).statusCode).toBe(401);
    expect((await signIn('clumsy@example.test', 'clumsy-pass')).statusCode).toBe(200);
  });

  it('sends at most three reset mails an hour to one recipient, answering every request the same', async () => {
    await signUpFromAnywhere(t, 'victim@example.test', 'victim-pass');
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await post(
        t,
        '/api/auth/request-password-reset',
        { email: 'victim@example.test', redirectTo: '/reset-password' },
        { forwardedFor: freshAddress() },
      );
      expect(res.statusCode).toBe(200);
      answers.push(res.body);
    }
    const unknown = await post(
      t,
      '/api/auth/request-password-reset',
      { email: 'nobody.here@example.test', redirectTo: '/reset-password' },
      { forwardedFor: freshAddress() },
    );
    expect(new Set([...answers, unknown.body])).toEqual(new Set([unknown.body]));
    expect(await settledMailsTo(t, 'victim@example.test', /reset/i, 3)).toHaveLength(3);
  });
});

describe('confirmation mails (send-verification-email)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const resend = (email: string, forwardedFor: string) =>
    post(t, '/api/auth/send-verification-email', { email, callbackURL: '/auth/confirm' }, { forwardedFor });

  it('limits requests per address', async () => {
    const client = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await resend(`third.party${i}@example.test`, client)).statusCode);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses.at(-1)).toBe(429);
  }, 30_000);

  it('sends at most three confirmation mails an hour to one recipient, whatever the address', async () => {
    const up = await browser(t).post('/api/auth/sign-up/email', {
      email: 'unconfirmed@example.test',
      password: 'secret-pass',
      name: 'u',
    });
    expect(up.statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      const res = await resend('unconfirmed@example.test', freshAddress());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true });
    }
    // The sign-up mail counts: three in all, not eleven.
    expect(await settledMailsTo(t, 'unconfirmed@example.test', /confirm/i, 3)).toHaveLength(3);
  }, 30_000);

  it('answers an unconfirmed, a confirmed and an unknown address alike, and mails only the unconfirmed one', async () => {
    const waiting = await post(
      t,
      '/api/auth/sign-up/email',
      { email: 'waiting@example.test', password: 'secret-pass', name: 'w' },
      { forwardedFor: freshAddress() },
    );
    expect(waiting.statusCode).toBe(200);
    await signUpFromAnywhere(t, 'confirmed@example.test', 'secret-pass');
    const before = readOutbox(t).length;
    const answers = [];
    for (const email of ['waiting@example.test', 'confirmed@example.test', 'nobody.here@example.test']) {
      const res = await resend(email, freshAddress());
      answers.push([res.statusCode, res.body]);
    }
    expect(answers).toEqual([
      [200, '{"status":true}'],
      [200, '{"status":true}'],
      [200, '{"status":true}'],
    ]);
    const sent = await settledMailsTo(t, 'waiting@example.test', /confirm/i, 2);
    expect(sent).toHaveLength(2);
    expect(linkIn(sent.at(-1), '/auth/confirm').searchParams.get('token')).toBeTruthy();
    expect(
      readOutbox(t)
        .slice(before)
        .map((m) => m.to),
    ).toEqual(['waiting@example.test']);
  }, 30_000);
});

describe('auth allow-list, tokens in bodies, sessions of deleted accounts, library statuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
  });
  afterAll(() => t.close());

  it('answers 404 for every auth path the product does not use, however it is spelt', async () => {
    const { browser: b } = await signUpVerified(t, 'prober@example.test');
    const refused = [
      ['POST', '/api/auth/get-access-token'],
      ['POST', '/api/auth/./get-access-token'],
      ['POST', '/api/auth/x/../account-info'],
      ['GET', '/api/auth/x/../account-info'],
      ['POST', '/api/auth/%2e/refresh-token'],
      ['POST', '/api/auth/%2E%2E/auth/refresh-token'],
      ['POST', '/api/auth/refresh%2Dtoken'],
      ['POST', '/api/auth/sign-in/./../refresh-token'],
      ['GET', '/api/auth/get-session'],
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/update-user'],
      ['POST', '/api/auth/delete-user'],
      ['POST', '/api/auth/revoke-sessions'],
      ['GET', '/api/auth/list-accounts'],
      ['POST', '/api/auth/link-social'],
      ['POST', '/api/auth/unlink-account'],
      ['POST', '/api/auth/change-email'],
      ['GET', '/api/auth/ok'],
      ['GET', '/api/auth/reference'],
      ['GET', '/api/auth/sign-in/email'],
      ['POST', '/api/auth/sign-in/email/'],
      ['POST', '/api/auth//sign-in/email'],
      ['POST', '/api/auth/verify-email'],
      ['GET', '/api/auth/../auth/get-session'],
    ] as const;
    for (const [method, url] of refused) {
      const res = await t.app.inject({
        method,
        url,
        headers: {
          origin: t.config.publicUrl,
          cookie: b.cookie,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        payload: method === 'POST' ? JSON.stringify({ providerId: 'google' }) : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toEqual({ code: 'not_found', message: 'Not found' });
    }
    // The paths the product uses still reach the library, dot segments resolved.
    const viaDots = await t.app.inject({
      method: 'POST',
      url: '/api/auth/x/../sign-in/email',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'prober@example.test', password: 'wrong-pass' }),
    });
    expect(viaDots.statusCode).toBe(401);
  });

  it('never puts a session or provider token in an auth response body', async () => {
    await signUpVerified(t, 'holder@example.test', 'holder-pass');
    const res = await post(t, '/api/auth/sign-in/email', { email: 'holder@example.test', password: 'holder-pass' });
    expect(res.statusCode).toBe(200);
    const sessionToken = /session_token=([^.;]+)/.exec(String(res.headers['set-cookie']))?.[1];
    expect(sessionToken).toBeTruthy();
    expect(res.body).not.toContain(sessionToken);
    expect(res.body).not.toMatch(/token/i);
    expect(res.json()).toMatchObject({ user: { email: 'holder@example.test' } });

    // The sign-up answer and the confirmation link's answer carry none either.
    const up = await browser(t).post('/api/auth/sign-up/email', {
      email: 'fresh.holder@example.test',
      password: 'fresh-pass',
      name: 'f',
    });
    expect(up.statusCode).toBe(200);
    expect(up.body).not.toMatch(/token/i);
  });

  it('ends every session of a deleted account at once, the auth library included', async () => {
    const { browser: tab, user } = await signUpVerified(t, 'leaving@example.test', 'leaving-pass');
    const device2 = browser(t);
    expect(
      (await device2.post('/api/auth/sign-in/email', { email: 'leaving@example.test', password: 'leaving-pass' }))
        .statusCode,
    ).toBe(200);
    const sessionsOf = () => t.handle.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(await sessionsOf()).toHaveLength(2);

    expect((await tab.delete('/api/account', { confirm: 'DELETE' })).statusCode).toBe(204);
    expect(await sessionsOf()).toEqual([]);

    // The library no longer knows the other device's session (sent from a copy of its cookies: the
    // refusal clears them, as a browser would, and the device's next page load is checked below).
    const change = await browser(t, device2.cookie).post('/api/auth/change-password', {
      currentPassword: 'leaving-pass',
      newPassword: 'still-here',
    });
    expect(change.statusCode).toBe(401);
    expect(change.json()).toEqual({ code: 'unauthenticated', message: expect.any(String) });
    // It is told once that the account was deleted, so the user learns why, and is a visitor after that.
    expect((await device2.get('/api/me')).json()).toEqual({ user: null, accountDeleted: true });
    expect((await device2.get('/api/me')).json()).toEqual({ user: null });
  });

  it('maps the library’s error statuses onto our error shape (415, 400, 404, 429)', async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.publicUrl, 'content-type': 'text/plain' },
      payload: 'email=a@b.c',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ code: 'unsupported_media_type', message: expect.any(String) });

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ code: 'bad_request', message: expect.any(String) });

    // An unknown reset token: the library redirects; a bad one sent by POST is a 400 in our shape.
    const badToken = await post(t, '/api/auth/reset-password', { token: 'nope', newPassword: 'whatever-1' });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json()).toEqual({ code: 'bad_request', message: expect.any(String) });
  });
});

describe('reset answers do not wait for the mail', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const received = () => smtp.received.flatMap((m) => m.to);
  const SMTP_DELAY_MS = 700;

  beforeAll(async () => {
    // A real SMTP server that takes its time over every message.
    smtp = await startSmtpServer({ answer: () => new Promise<void>((resolve) => setTimeout(resolve, SMTP_DELAY_MS)) });
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers a known address as fast as an unknown one, and the mail still goes', async () => {
    const up = await browser(t).post('/api/auth/sign-up/email', {
      email: 'slow.mail@example.test',
      password: 'secret-pass',
      name: 's',
    });
    expect(up.statusCode).toBe(200);
    await t.handle.db
      .updateTable('users')
      .set({ email_verified: TEST_DB === 'postgres' ? true : 1 })
      .where('email', '=', 'slow.mail@example.test')
      .execute();
    await waitFor(() => received().includes('slow.mail@example.test'), 'the confirmation mail');

    const timed = async (email: string) => {
      const started = performance.now();
      const res = await post(t, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
      expect(res.statusCode).toBe(200);
      return { ms: performance.now() - started, body: res.body };
    };
    const known = await timed('slow.mail@example.test');
    const unknown = await timed('no.such.person@example.test');
    expect(known.body).toBe(unknown.body);
    expect(known.ms).toBeLessThan(SMTP_DELAY_MS / 2);
    expect(unknown.ms).toBeLessThan(SMTP_DELAY_MS / 2);
    await waitFor(
      () => received().filter((to) => to === 'slow.mail@example.test').length === 2,
      'the reset mail',
      SMTP_DELAY_MS * 5,
    );
  });
});
