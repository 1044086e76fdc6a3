import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const SECRET = 'SeCrEt-0123456789abcdef';

// ASVS V7.1.1: what grants access (e-mailed link tokens, OAuth codes) never reaches the request log,
// which operators keep, copy and send to log services.
describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({ LOG_LEVEL: 'info', AUTH_RATE_LIMIT: '0' }, { logStream: stream });
  });
  afterAll(() => t.close());

  const loggedUrls = () =>
    lines.map((l) => JSON.parse(l) as { req?: { url?: string } }).flatMap((l) => (l.req?.url ? [l.req.url] : []));

  it.each([
    [
      `/api/auth/verify-email?token=${SECRET}&callbackURL=%2F`,
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2F',
    ],
    [`/auth/confirm?token=${SECRET}`, '/auth/confirm?token=[redacted]'],
    [`/reset-password?token=${SECRET}`, '/reset-password?token=[redacted]'],
    [
      `/api/auth/reset-password/${SECRET}?callbackURL=%2Freset-password`,
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    ],
    [
      `/api/auth/callback/google?code=${SECRET}&state=${SECRET}`,
      '/api/auth/callback/google?code=[redacted]&state=[redacted]',
    ],
    [`/unsubscribe?token=${SECRET}`, '/unsubscribe?token=[redacted]'],
    [`/api/me/data-export/${SECRET}`, '/api/me/data-export/[redacted]'],
    // An appeal notice's key opens the appeal without signing in; the export e-mail's link names its download.
    [`/appeals/12?key=${SECRET}`, '/appeals/12?key=[redacted]'],
    [`/api/appeals/12?key=${SECRET}`, '/api/appeals/12?key=[redacted]'],
    [`/settings?section=data&download=${SECRET}`, '/settings?section=data&download=[redacted]'],
  ])('logs %s without its secret', async (url, logged) => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url });
    const urls = loggedUrls();
    expect(urls.length, lines.join('\n')).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(SECRET);
    expect(urls).toContain(logged);
  });

  it('still logs ordinary addresses as they came', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/videos?tab=latest&q=koi' });
    expect(loggedUrls()).toContain('/api/videos?tab=latest&q=koi');
  });
});
