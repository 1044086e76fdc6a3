import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// A person's own answers (their bell, settings, export, session, feed with their claps) must never be
// kept by a browser's disk cache or a shared proxy: one rule gives every answer to a signed-in
// request, and every answer of /api/me*, /api/notifications* and /api/auth/*, `private, no-store`
// unless its route chose a policy of its own.
describe('Cache-Control of per-person answers', () => {
  let t: TestApp;
  let person: SignedUp['browser'];

  beforeAll(async () => {
    t = await createTestApp();
    person = (await signUpVerified(t, 'cacher@example.test')).browser;
  });
  afterAll(() => t.close());

  it.each([
    '/api/me',
    '/api/notifications',
    '/api/notifications/unread',
    '/api/me/notification-preferences',
    '/api/me/sensitive-content',
    '/api/me/data-export',
    '/api/me/blocks',
    '/api/me/mutes',
    '/api/profile',
    '/api/profile/social-links',
    '/api/upload-limit',
    '/api/flag-limit',
    '/api/videos?tab=latest',
    '/api/search?q=koi',
    '/api/auth/get-session',
    '/api/admin/flags',
  ])('a signed-in GET %s is no-store', async (url) => {
    const res = await person.get(url);
    expect(res.statusCode, res.body).toBeLessThan(500);
    // Some routes said 'no-store' of their own before; the rest now get 'private, no-store'.
    expect(res.headers['cache-control'], url).toMatch(/^(?:private, )?no-store$/);
  });

  it.each(['/api/notifications', '/api/me/notification-preferences', '/api/me/data-export'])(
    "a visitor's refused GET %s is not kept either",
    async (url) => {
      const res = await browser(t).get(url);
      expect(res.statusCode).toBe(401);
      expect(res.headers['cache-control']).toBe('private, no-store');
    },
  );

  it("leaves a route's own policy and a visitor's kept public answers as they were", async () => {
    expect((await person.get('/api/catalogues')).headers['cache-control']).toBe('public, max-age=60');
    const visitorFeed = await browser(t).get('/api/videos?tab=latest');
    expect(visitorFeed.statusCode).toBe(200);
    expect(visitorFeed.headers['cache-control'] ?? '').not.toMatch(/no-store|private/);
  });
});
