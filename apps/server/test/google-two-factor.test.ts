import { meResponseSchema, twoFactorSetupSchema } from '@promptreel/contract';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, signUpVerified } from './helpers/accounts.js';
import { followProviderRedirects, startOidcProvider, type TestOidcProvider } from './helpers/oidc-provider.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const PUBLIC_URL = 'http://promptreel.test';
const CALLBACK_PATH = '/api/auth/callback/google';
const EMAIL = 'grace.hopper@example.test';
const PASSWORD = 'secret-pass';

// Issue 30 item 5: Google's word is one factor; an account with two-factor on still needs the code.
describe('Google sign-in of an account with two-factor on', () => {
  let oidc: TestOidcProvider;
  let t: TestApp;
  const googleCookies = new Map<string, string>();

  beforeAll(async () => {
    oidc = await startOidcProvider({
      redirectUris: [`${PUBLIC_URL}${CALLBACK_PATH}`],
      account: { email: EMAIL, name: 'Grace Hopper' },
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

  async function signInWithGoogle(callbackURL: string) {
    const b = browser(t);
    const start = await b.post('/api/auth/sign-in/social', { provider: 'google', callbackURL });
    expect(start.statusCode, start.body).toBe(200);
    const { landing } = await followProviderRedirects(
      new URL(start.json().url as string).href,
      `${PUBLIC_URL}${CALLBACK_PATH}?`,
      googleCookies,
    );
    return { b, callback: await b.get(`${landing.pathname}${landing.search}`) };
  }

  const me = async (b: ReturnType<typeof browser>) => meResponseSchema.parse((await b.get('/api/me')).json()).user;

  it('goes to the second step, as after the password, and signs in only with the code', async () => {
    const { browser: owner, user } = await signUpVerified(t, EMAIL, PASSWORD);
    const setup = twoFactorSetupSchema.parse(
      (await owner.post('/api/auth/two-factor/enable', { password: PASSWORD })).json(),
    );
    const totp = OTPAuth.URI.parse(setup.totpURI) as OTPAuth.TOTP;
    const confirm = await owner.post('/api/auth/two-factor/verify-totp', {
      code: totp.generate({ timestamp: Date.now() - 30_000 }),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);

    const { b, callback } = await signInWithGoogle('/auth/callback?next=%2Fupload');
    expect(callback.statusCode, callback.body).toBe(302);
    expect(callback.headers.location).toBe('/login?step=two-factor&next=%2Fupload');
    expect(await me(b)).toBeNull();
    expect(b.cookie).not.toMatch(/session_token/);
    expect(b.cookie).toMatch(/two_factor=/);

    const code = await b.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
    expect(code.statusCode, code.body).toBe(200);
    expect((await me(b))?.id).toBe(user.id);
    expect(oidc.errors).toEqual([]);
  });
});
