import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The auth library's request limits belong to each server instance. Its own in-memory storage was
// one map for the whole process, so a second app in the same process (as in the test suites) found
// the first one's sign-ins already counted and refused its very first: 429 before any attempt.
describe("the auth library's request limits, per server instance", () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  const failedSignIns = async (t: TestApp, n: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: `nobody${i}@example.test`, password: 'wrong-pass' }),
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };

  it("counts one instance's requests, not another's in the same process", async () => {
    const first = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    apps.push(first);
    expect(await failedSignIns(first, 4)).toEqual([401, 401, 401, 429]);
    const second = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    apps.push(second);
    expect(await failedSignIns(second, 4)).toEqual([401, 401, 401, 429]);
  });
});
