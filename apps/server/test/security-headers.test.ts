import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { webBuild } from './helpers/web-build.js';

/** A first screen for every page, so the server-rendered page (with its loader script) is served too. */
const RENDERER = `export async function render() { return '<p>first screen</p>'; }`;

/** The policy's directives by name, e.g. `script-src` → ["'self'", "'sha256-…'"]. */
function directives(csp: string | undefined): Map<string, string[]> {
  expect(csp, 'the page has a Content-Security-Policy').toBeTypeOf('string');
  return new Map(
    csp!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Hashes of the inline scripts a browser would run: no src, no data type (JSON). */
function runnableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs = '']) => !/\ssrc=/.test(attrs) && !/type="application\/(?:ld\+)?json"/.test(attrs))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

describe('security headers', () => {
  let t: TestApp;
  let videoId: number;
  let username: string;
  let mediaUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webBuild({ 'ssr/entry-server.js': RENDERER }) });
    const f = factories(t);
    const owner = await f.user();
    username = owner.username;
    const video = await f.video(owner.id);
    videoId = video.id;
    mediaUrl = `/media/videos/${video.filePath}`;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("let a site page run only the site's scripts and the inline ones it carries, and be framed by no one", async () => {
    const pages = ['/', `/video/${videoId}`, `/u/${username}`, '/settings', '/no-such-page', '/index.html'];
    for (const url of pages) {
      const res = await get(url);
      expect([200, 404], url).toContain(res.statusCode);
      const csp = directives(res.headers['content-security-policy'] as string);
      const scriptSrc = csp.get('script-src') ?? [];
      expect(scriptSrc, url).toContain("'self'");
      expect(scriptSrc.join(' '), url).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      const inline = runnableInlineScripts(res.body);
      expect(inline.length, `${url} has its inline scripts`).toBeGreaterThan(0);
      for (const hash of inline) expect(scriptSrc, `${url}: an inline script the policy would block`).toContain(hash);
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
    // The server-rendered page carries the loader in place of the app's script tag; it is allowed too.
    expect((await get('/')).body).toContain('data-server-rendered=');
  });

  it('let the embeddable player be framed by any site, and nothing else of the site', async () => {
    const embed = await get(`/embed/${videoId}`);
    expect(embed.statusCode).toBe(200);
    expect(directives(embed.headers['content-security-policy'] as string).get('frame-ancestors')).toEqual(['*']);
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(embed.headers['x-content-type-options']).toBe('nosniff');

    const docs = await get('/api/docs');
    expect(docs.statusCode).toBe(200);
    expect(directives(docs.headers['content-security-policy'] as string).get('frame-ancestors')).toEqual(["'none'"]);
    expect(docs.headers['x-frame-options']).toBe('DENY');
  });

  it('tell browsers never to guess a type: API answers, errors, media and static files', async () => {
    const answers = await Promise.all([
      get('/api/videos?tab=latest'),
      get('/api/no-such-thing'),
      get(mediaUrl),
      get('/media/videos/missing.mp4'),
      get(`/api/videos/${videoId}`),
      get('/api/openapi.json'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 200, 404, 200, 200]);
    for (const res of answers) expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Only pages carry a page's policy: it means nothing on a JSON answer or a video.
    expect(answers[0]!.headers['content-security-policy']).toBeUndefined();
    expect(answers[2]!.headers['content-security-policy']).toBeUndefined();
  });

  it('send HSTS and upgrade requests only when the public address is https', async () => {
    const plain = await get('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(directives(plain.headers['content-security-policy'] as string).has('upgrade-insecure-requests')).toBe(false);

    const secure = await createTestApp({ WEB_DIST: webBuild(), PUBLIC_URL: 'https://promptreel.example' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(directives(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
