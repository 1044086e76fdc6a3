import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('link previews for /video/{id} (server-rendered Open Graph and Twitter tags)', () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Promptreel</title><meta name="description" content="generic"></head><body><div id="root"></div></body></html>',
  );

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://promptreel.example' });
  });
  afterAll(() => t.close());

  it('describes the video with escaped text and absolute poster and video URLs', async () => {
    const f = factories(t);
    const owner = await f.user();
    const v = await f.video(owner.id, {
      title: 'Koi "at night" <script>alert(1)</script>',
      subtitle: "Ripples & light's play",
    });
    const res = await t.app.inject({ method: 'GET', url: `/video/${v.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<meta property="og:title" content="Koi &quot;at night&quot; &lt;script&gt;alert(1)&lt;/script&gt; · Promptreel">',
    );
    expect(html).toContain('<meta property="og:description" content="Ripples &amp; light&#39;s play">');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/promptreel\.example\/media\/videos\/.+\.jpg">/);
    expect(html).toMatch(/<meta property="og:video" content="https:\/\/promptreel\.example\/media\/videos\/.+\.mp4">/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta property="og:url" content="https://promptreel.example/video/${v.id}">`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('serves the plain app for unknown videos, other pages and non-digit ids', async () => {
    for (const url of ['/video/999999', '/video/abc', '/', '/u/someone', '/video/12/extra']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('og:title');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/videos/1/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});
