import { authOptionsSchema, meResponseSchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, readOutbox, signUpVerified, waitForMail } from './helpers/accounts.js';
import { followProviderRedirects, startOidcProvider, type TestOidcProvider } from './helpers/oidc-provider.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Google sign-in end to end against a real OpenID Connect provider on 127.0.0.1 (oidc-provider):
// discovery, authorization request, the provider's login and consent, the code exchange with
// PKCE and the client secret, ID token verification against the provider's keys, then our
// profile creation. better-auth 1.7 runs generic OAuth providers through its core social routes:
// POST /sign-in/social starts, and the provider returns to /callback/<providerId>.
const PUBLIC_URL = 'http://promptreel.test';
const CALLBACK_PATH = '/api/auth/callback/google';

describe('Google sign-in through a real OpenID Connect provider', () => {
  let oidc: TestOidcProvider;
  let t: TestApp;
  /** The provider's cookies of the one browser these tests sign in from. */
  const googleCookies = new Map<string, string>();

  beforeAll(async () => {
    oidc = await startOidcProvider({
      redirectUris: [`${PUBLIC_URL}${CALLBACK_PATH}`],
      account: { email: 'ada.lovelace@example.test', name: 'Ada Lovelace' },
    });
    t = await createTestApp({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
      AUTH_RATE_LIMIT: '0',
    });
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.close();
  });

  /** The whole round trip as a browser makes it; returns the app browser and what happened on the way. */
  async function signInWithGoogle() {
    const b = browser(t);
    // As the web app asks: a first arrival goes to the welcome step, where the username is chosen.
    const start = await b.post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/auth/callback',
      newUserCallbackURL: '/auth/callback?welcome=1',
    });
    expect(start.statusCode, start.body).toBe(200);
    const authorizationUrl = new URL(start.json().url as string);
    expect(b.cookie).not.toBe(''); // the state cookie that binds the callback to this browser

    const interactionsBefore = oidc.interactions.length;
    const { landing } = await followProviderRedirects(
      authorizationUrl.href,
      `${PUBLIC_URL}${CALLBACK_PATH}?`,
      googleCookies,
    );
    expect(landing.searchParams.get('code')).toBeTruthy();
    expect(landing.searchParams.get('state')).toBe(authorizationUrl.searchParams.get('state'));

    const callback = await b.get(`${landing.pathname}${landing.search}`);
    return { b, authorizationUrl, callback, prompts: oidc.interactions.slice(interactionsBefore).map((i) => i.prompt) };
  }

  const googleAccountsOf = (email: string) =>
    t.handle.db
      .selectFrom('accounts')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select([
        'accounts.id',
        'accounts.user_id',
        'accounts.provider_id',
        'accounts.account_id',
        'accounts.refresh_token',
        'accounts.password',
      ])
      .where('users.email', '=', email)
      .execute();

  it('creates a signed-in user with a profile from the Google account', async () => {
    const { b, callback, prompts } = await signInWithGoogle();
    expect(prompts).toEqual(['login', 'consent']);
    expect(callback.statusCode, callback.body).toBe(302);
    // The first arrival: to the step that offers to change the suggested username.
    expect(callback.headers.location).toBe('/auth/callback?welcome=1');
    const setCookie = String(callback.headers['set-cookie']);
    expect(setCookie).toMatch(/promptreel\.session_token=[^;]+/);
    expect(setCookie).toMatch(/HttpOnly/i);

    const me = meResponseSchema.parse((await b.get('/api/me')).json());
    expect(me.user).toMatchObject({
      email: 'ada.lovelace@example.test',
      // Suggested from the display name, never the e-mail's local part.
      username: 'ada_lovelace',
      hasPassword: false,
      isAdmin: false,
    });

    const user = await t.handle.db
      .selectFrom('users')
      .select(['id', 'name', 'email_verified'])
      .where('email', '=', 'ada.lovelace@example.test')
      .executeTakeFirstOrThrow();
    expect(user.id).toBe(me.user!.id);
    expect(user.name).toBe('Ada Lovelace');
    expect(Boolean(user.email_verified)).toBe(true);
    const accounts = await googleAccountsOf('ada.lovelace@example.test');
    expect(accounts).toEqual([
      expect.objectContaining({ provider_id: 'google', account_id: oidc.account.sub, password: null }),
    ]);
    // A Google account gets no confirmation e-mail: Google vouched for the address.
    expect(readOutbox(t).filter((m) => m.to === 'ada.lovelace@example.test')).toEqual([]);
    expect(oidc.errors).toEqual([]);
  });

  it('signs the same Google account in again as the same user, without a duplicate', async () => {
    const first = meResponseSchema.parse((await (await signInWithGoogle()).b.get('/api/me')).json()).user;
    const again = await signInWithGoogle();
    // Same provider session: no second login, but prompt=consent makes it ask for consent every time.
    expect(again.prompts).toEqual(['consent']);
    expect(again.callback.statusCode, again.callback.body).toBe(302);
    expect(again.callback.headers.location).toBe('/auth/callback');
    const second = meResponseSchema.parse((await again.b.get('/api/me')).json()).user;
    expect(second?.id).toBe(first?.id);
    expect(second?.username).toBe('ada_lovelace');

    const users = await t.handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ada.lovelace@example.test')
      .execute();
    expect(users).toHaveLength(1);
    expect(await googleAccountsOf('ada.lovelace@example.test')).toHaveLength(1);
    const profiles = await t.handle.db
      .selectFrom('profiles')
      .select('username')
      .where('username', 'like', 'ada%lovelace%')
      .execute();
    expect(profiles).toEqual([{ username: 'ada_lovelace' }]);
    expect(oidc.errors).toEqual([]);
  });

  it('asks Google for offline access with consent, and keeps a refresh token that works', async () => {
    const { b, authorizationUrl, callback } = await signInWithGoogle();
    expect(callback.statusCode, callback.body).toBe(302);

    // The authorization request as better-auth builds it from the discovery document.
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${oidc.issuer}/auth`);
    const q = authorizationUrl.searchParams;
    expect(q.get('client_id')).toBe(oidc.clientId);
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}${CALLBACK_PATH}`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(q.get('access_type')).toBe('offline');
    expect(q.get('prompt')).toBe('consent');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();

    // The provider received both, and (like Google) answered access_type=offline with a refresh token.
    const seen = oidc.interactions.at(-1)!;
    expect(seen.prompt).toBe('consent');
    expect(seen.params).toMatchObject({ access_type: 'offline', prompt: 'consent' });
    expect(oidc.refreshTokensIssued()).toBeGreaterThan(0);
    const [account] = await googleAccountsOf('ada.lovelace@example.test');
    expect(account?.refresh_token).toEqual(expect.any(String));

    // The stored refresh token is a real one: the provider exchanges it for a new access token.
    const refreshed = await fetch(`${oidc.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: account!.refresh_token!,
        client_id: oidc.clientId,
        client_secret: oidc.clientSecret,
      }),
    });
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toMatchObject({ access_token: expect.any(String) });
    // …but the browser can never read the provider's tokens through the auth routes.
    for (const url of ['/api/auth/refresh-token', '/api/auth/get-access-token', '/api/auth/account-info']) {
      const res = await b.post(url, { accountId: account!.id, providerId: 'google' });
      expect(res.statusCode, url).toBe(404);
    }
    expect(oidc.errors).toEqual([]);
  });

  it('sends no reset e-mail to a Google-only account and refuses it a password change', async () => {
    const { b } = await signInWithGoogle();
    // A password account in the same app does get its link: the outbox works here.
    await signUpVerified(t, 'has.password@example.test');
    const control = await browser(t).post('/api/auth/request-password-reset', {
      email: 'has.password@example.test',
      redirectTo: '/reset-password',
    });
    expect(control.statusCode).toBe(200);
    // Reset mails go after the answer.
    await waitForMail(t, 'has.password@example.test', /reset/i);
    expect(readOutbox(t).filter((m) => m.to === 'has.password@example.test' && /reset/i.test(m.subject))).toHaveLength(
      1,
    );

    const unknown = await browser(t).post('/api/auth/request-password-reset', {
      email: 'nobody@example.test',
      redirectTo: '/reset-password',
    });
    const google = await browser(t).post('/api/auth/request-password-reset', {
      email: 'ada.lovelace@example.test',
      redirectTo: '/reset-password',
    });
    expect(google.statusCode).toBe(200);
    expect(google.json()).toEqual(unknown.json());
    await new Promise((r) => setTimeout(r, 300));
    expect(readOutbox(t).filter((m) => m.to === 'ada.lovelace@example.test')).toEqual([]);

    const change = await b.post('/api/auth/change-password', {
      currentPassword: 'anything-at-all',
      newPassword: 'new-password',
    });
    expect(change.statusCode).toBeGreaterThanOrEqual(400);
    expect(change.statusCode).toBeLessThan(500);
    const accounts = await googleAccountsOf('ada.lovelace@example.test');
    expect(accounts.map((a) => a.provider_id)).toEqual(['google']);
    expect(meResponseSchema.parse((await b.get('/api/me')).json()).user?.hasPassword).toBe(false);
  });

  it('offers Google sign-in when it is configured', async () => {
    const res = await browser(t).get('/api/auth-options');
    expect(res.statusCode).toBe(200);
    expect(authOptionsSchema.parse(res.json())).toEqual({ google: true });
  });
});

describe('without Google configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
  });
  afterAll(() => t.close());

  it('does not offer Google sign-in and refuses to start it', async () => {
    const b = browser(t);
    const options = await b.get('/api/auth-options');
    expect(options.statusCode).toBe(200);
    expect(authOptionsSchema.parse(options.json())).toEqual({ google: false });
    const start = await b.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/auth/callback' });
    expect(start.statusCode).toBe(404);
  });
});
