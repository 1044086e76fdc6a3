import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, signUpVerified } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** better-auth's AsyncLocalStorage instances, and whether each is on (Node 20 keeps promise hooks on while one is). */
function authStores() {
  const global = (globalThis as Record<symbol, { context: object } | undefined>)[Symbol.for('better-auth:global')];
  return Object.values(global?.context ?? {})
    .filter((s): s is AsyncLocalStorage<unknown> => s instanceof AsyncLocalStorage)
    .map((s) => (s as unknown as { enabled?: boolean }).enabled === true);
}

describe("better-auth's call contexts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
  });
  afterAll(() => t.close());

  it('are all off once its calls are done, so no later request pays for promise hooks', async () => {
    const { browser: b } = await signUpVerified(t, 'quiet@example.test');
    // A session checked afresh (getSession), and a sign-in and sign-out through the handler.
    expect((await browser(t, b.cookie).get('/api/profile')).statusCode).toBe(200);
    expect((await b.post('/api/auth/sign-out')).statusCode).toBe(200);
    const stores = authStores();
    expect(stores.length).toBeGreaterThan(0);
    expect(stores).toEqual(stores.map(() => false));
    // The next call turns them on again for its own work, and off after.
    expect(
      (await browser(t).post('/api/auth/sign-in/email', { email: 'quiet@example.test', password: 'nope' })).statusCode,
    ).toBe(401);
    expect(authStores()).toEqual(stores.map(() => false));
  });
});
