import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, signUpVerified } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { REDIS_URL, redisUp } from './helpers/redis.js';

describe('checked sessions on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
  });
  afterAll(() => t.close());

  it('believes a checked session without the database until something may have ended it', async () => {
    const { browser: b, user } = await signUpVerified(t, 'believed@example.test');
    expect((await b.get('/api/profile')).statusCode).toBe(200);
    // Ended behind the app's back: still believed, since nothing told the app.
    await t.handle.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    expect((await b.get('/api/profile')).statusCode).toBe(200);
    // Any write that may end sessions makes every instance check again.
    await b.post('/api/auth/sign-out');
    expect((await browser(t, b.cookie).get('/api/profile')).statusCode).toBe(401);
  });

  it('refuses a signed-out session on its next request', async () => {
    const { browser: b } = await signUpVerified(t, 'signed-out@example.test');
    const cookie = b.cookie;
    expect((await browser(t, cookie).get('/api/profile')).statusCode).toBe(200);
    expect((await b.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await browser(t, cookie).get('/api/profile')).statusCode).toBe(401);
    expect((await browser(t, cookie).get('/api/videos?tab=following')).statusCode).toBe(401);
  });

  it("refuses a deleted account's other tab on its next request", async () => {
    const { browser: tab } = await signUpVerified(t, 'deleted-tab@example.test');
    const other = browser(t, tab.cookie);
    expect((await other.get('/api/videos?tab=following')).statusCode).toBe(200);
    expect((await tab.delete('/api/account', { confirm: 'DELETE' })).statusCode).toBe(204);
    expect((await other.get('/api/videos?tab=following')).statusCode).toBe(401);
    expect((await other.get('/api/profile')).statusCode).toBe(401);
  });

  it('does not end sessions on a sign-in elsewhere', async () => {
    const { browser: b } = await signUpVerified(t, 'stays@example.test', 'secret-pass');
    expect((await b.get('/api/profile')).statusCode).toBe(200);
    const elsewhere = browser(t);
    expect(
      (await elsewhere.post('/api/auth/sign-in/email', { email: 'stays@example.test', password: 'secret-pass' }))
        .statusCode,
    ).toBe(200);
    expect((await b.get('/api/profile')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/profile')).statusCode).toBe(200);
  });
});

// Redis runs on this machine kind and .ci/run makes sure of it; elsewhere this is reported as skipped.
describe.runIf(redisUp || process.env.CI === 'true')('checked sessions across instances (Redis)', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await createTestApp({ REDIS_URL, AUTH_RATE_LIMIT: '0' });
    two = await createTestApp({ REDIS_URL }, { shareWith: one });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('refuses a session signed out through one instance on its next request through the other', async () => {
    const { browser: b } = await signUpVerified(one, 'across-out@example.test');
    const cookie = b.cookie;
    expect((await browser(two, cookie).get('/api/profile')).statusCode).toBe(200);
    expect((await b.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await browser(two, cookie).get('/api/profile')).statusCode).toBe(401);
  });

  it('refuses a deleted account through the other instance on its next request', async () => {
    const { browser: b } = await signUpVerified(one, 'across-deleted@example.test');
    const cookie = b.cookie;
    expect((await browser(two, cookie).get('/api/videos?tab=following')).statusCode).toBe(200);
    expect((await b.delete('/api/account', { confirm: 'DELETE' })).statusCode).toBe(204);
    expect((await browser(two, cookie).get('/api/videos?tab=following')).statusCode).toBe(401);
  });
});
