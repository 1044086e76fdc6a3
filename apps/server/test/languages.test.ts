import { LANGUAGE_TEXTS, languageSettingSchema, MESSAGES, meResponseSchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 37: a signed-in person's language is kept on the account (PUT /api/me/language), sent on
// GET /api/me, and used for their pages on any browser, their e-mails and their notifications.
describe('each account’s language', () => {
  let t: TestApp;
  let ana: SignedUp;
  let bo: SignedUp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', JOBS_WORKER: 'false' });
    ana = await signUpVerified(t, 'lang-ana@example.test');
    bo = await signUpVerified(t, 'lang-bo@example.test');
  });
  afterAll(() => t.close());

  const stored = async (who: SignedUp) =>
    (await t.handle.db.selectFrom('profiles').select('locale').where('id', '=', who.user.id).executeTakeFirstOrThrow())
      .locale;
  const me = async (who: SignedUp) => meResponseSchema.parse((await who.browser.get('/api/me')).json()).user;

  it('is null until chosen; the owner sets it and /api/me carries it', async () => {
    expect((await me(ana))?.locale).toBeNull();
    const res = await ana.browser.put('/api/me/language', { locale: 'ja' });
    expect(res.statusCode, res.body).toBe(200);
    expect(languageSettingSchema.parse(res.json())).toEqual({ locale: 'ja' });
    expect(await stored(ana)).toBe('ja');
    expect((await me(ana))?.locale).toBe('ja');
    // Another account is untouched.
    expect(await stored(bo)).toBeNull();
    const again = await ana.browser.put('/api/me/language', { locale: 'pt-BR' });
    expect(again.json()).toEqual({ locale: 'pt-BR' });
  });

  it('refuses a visitor (401) and a language not on offer (400, with the message), writing nothing', async () => {
    const visitor = await browser(t).put('/api/me/language', { locale: 'es' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(MESSAGES.logInRequired);
    for (const body of [{ locale: 'de' }, { locale: 'EN-gb' }, { locale: 7 }, {}]) {
      const res = await bo.browser.put('/api/me/language', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(LANGUAGE_TEXTS.badLocale);
      expect(await stored(bo)).toBeNull();
    }
  });
});
