import { errorBodySchema, usernameAvailabilitySchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, linkIn, readOutbox, lastMailTo } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// A username chosen at sign-up (issue 16): the same rules as in settings, unique case-insensitively,
// checked live by the form; without one (Google, older clients) it is made from the e-mail as before.
describe('choosing a username at sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
  });
  afterAll(() => t.close());

  const signUp = (email: string, extra: Record<string, unknown> = {}) =>
    browser(t).post('/api/auth/sign-up/email', { email, password: 'secret-pass', name: 'n', ...extra });
  const profileOf = (email: string) =>
    t.handle.db
      .selectFrom('profiles as p')
      .innerJoin('users as u', 'u.id', 'p.id')
      .select('p.username')
      .where('u.email', '=', email)
      .executeTakeFirst();
  const users = async () => (await t.handle.db.selectFrom('users').select('id').execute()).length;

  it('takes the chosen name exactly, and confirms the account as before', async () => {
    const res = await signUp('harbour.maker@example.test', { username: 'Neon_Harbour' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileOf('harbour.maker@example.test')).toEqual({ username: 'Neon_Harbour' });
    const link = linkIn(lastMailTo(t, 'harbour.maker@example.test'), '/auth/confirm');
    expect(link.searchParams.get('token')).toBeTruthy();
  });

  it('answers whether a name is free, case-insensitively, and refuses a broken rule with its text', async () => {
    const ask = async (name: string) => {
      const res = await browser(t).get(`/api/usernames/${encodeURIComponent(name)}`);
      return [
        res.statusCode,
        res.statusCode === 200 ? usernameAvailabilitySchema.parse(res.json()) : res.json().message,
      ];
    };
    expect(await ask('neon_harbour')).toEqual([200, { available: false }]);
    expect(await ask('NEON_HARBOUR')).toEqual([200, { available: false }]);
    expect(await ask('quiet.pier')).toEqual([200, { available: true }]);
    expect(await ask('two words')).toEqual([
      400,
      'Username may use letters, numbers, dots, dashes and underscores only',
    ]);
    expect(await ask('x'.repeat(51))).toEqual([400, 'Username must be at most 50 characters']);
  });

  it('refuses a taken or broken name before any account exists, and sends nothing', async () => {
    const before = [await users(), readOutbox(t).length];
    const cases: [Record<string, unknown>, number, string][] = [
      [{ username: 'neon_HARBOUR' }, 409, 'That username is taken'],
      [{ username: 'two words' }, 400, 'Username may use letters, numbers, dots, dashes and underscores only'],
      [{ username: 'x'.repeat(51) }, 400, 'Username must be at most 50 characters'],
      [{ username: '   ' }, 400, 'Username is required'],
      [{ username: 42 }, 400, 'Username is required'],
    ];
    for (const [extra, status, message] of cases) {
      const res = await signUp('refused.one@example.test', extra);
      expect([JSON.stringify(extra), res.statusCode, errorBodySchema.parse(res.json()).message]).toEqual([
        JSON.stringify(extra),
        status,
        message,
      ]);
    }
    expect([await users(), readOutbox(t).length]).toEqual(before);
    expect(await profileOf('refused.one@example.test')).toBeUndefined();
  });

  it('makes one from the display name when the sign-up names none, never from the e-mail', async () => {
    const named = await signUp('Plain.Client@example.test', { name: 'Plain Client' });
    expect(named.statusCode, named.body).toBe(200);
    expect(await profileOf('plain.client@example.test')).toEqual({ username: 'plain_client' });
    // A client that sends the address as the name, or a name too short to use, gets a neutral one.
    const asAddress = await signUp('hidden.handle@example.test', { name: 'hidden.handle@example.test' });
    expect(asAddress.statusCode, asAddress.body).toBe(200);
    expect(await profileOf('hidden.handle@example.test')).toEqual({ username: 'creator' });
    const short = await signUp('short.name@example.test', { name: 'n' });
    expect(short.statusCode, short.body).toBe(200);
    expect(await profileOf('short.name@example.test')).toEqual({ username: 'creator2' });
  });
});
