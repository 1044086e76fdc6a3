import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HtmlValidate, Parser } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const WEB_INDEX = path.resolve(import.meta.dirname, '../../web/index.html');
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** The page as a scraper reads it: parsed markup, not a text search. */
async function parsePage(html: string) {
  const report = await validator.validateString(html);
  const root = new Parser(await validator.getConfigFor('page.html')).parseHtml(html);
  const meta = (selector: string) => root.querySelectorAll(selector).map((e) => e.getAttributeValue('content'));
  return { report, root, meta };
}

describe('link previews of video and creator pages (server-rendered Open Graph and Twitter tags)', () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-web-'));
  // The web app's own index.html: its generic description spans several lines.
  fs.copyFileSync(WEB_INDEX, path.join(webDist, 'index.html'));

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

  it("has valid markup with exactly one description, the video's, and the poster's real size", async () => {
    const f = factories(t);
    const owner = await f.user();
    const v = await f.video(owner.id, { title: 'Koi', subtitle: 'Ripples at dusk' });
    const res = await t.app.inject({ method: 'GET', url: `/video/${v.id}` });
    const { report, root, meta } = await parsePage(res.body);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    expect(meta('meta[name="description"]')).toEqual(['Ripples at dusk']);
    expect(root.querySelectorAll('title').map((e) => e.textContent)).toEqual(['Koi · Promptreel']);
    // The committed poster neon-koi.jpg is 180×320 pixels.
    expect(meta('meta[property="og:image:width"]')).toEqual(['180']);
    expect(meta('meta[property="og:image:height"]')).toEqual(['320']);
  });

  it('shows no picture of a video moderators labelled sensitive, as the site covers it', async () => {
    const f = factories(t);
    const owner = await f.user();
    const v = await f.video(owner.id, { title: 'Covered', labels: 'sensitive' });
    const { meta } = await parsePage((await t.app.inject({ method: 'GET', url: `/video/${v.id}` })).body);
    expect(meta('meta[property="og:title"]')).toEqual(['Covered · Promptreel']);
    expect(meta('meta[property="og:image"]')).toEqual([]);
    expect(meta('meta[name="twitter:image"]')).toEqual([]);
    expect(meta('meta[name="twitter:card"]')).toEqual(['summary']);
  });

  it('cuts a long description between graphemes, never inside an emoji or a flag', async () => {
    const f = factories(t);
    const owner = await f.user();
    const cases = ['a'.repeat(299) + '😀' + 'b'.repeat(50), 'a'.repeat(298) + '🇬🇧' + 'b'.repeat(50)];
    for (const subtitle of cases) {
      const v = await f.video(owner.id, { subtitle });
      const res = await t.app.inject({ method: 'GET', url: `/video/${v.id}` });
      expect(res.body).not.toContain('\uFFFD');
      const { meta } = await parsePage(res.body);
      const [description] = meta('meta[name="description"]');
      // Every 'a' before the emoji or flag fits; the emoji or flag itself would pass 300 with the '…'.
      expect(description).toBe(`${'a'.repeat(subtitle.lastIndexOf('a') + 1)}…`);
      expect(description!.length).toBeLessThanOrEqual(300);
      expect(meta('meta[property="og:description"]')).toEqual([description]);
    }
  });

  it('keeps the generic description once on other pages', async () => {
    for (const url of ['/', '/search']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('og:title');
      const { meta } = await parsePage(res.body);
      expect(meta('meta[name="description"]'), url).toHaveLength(1);
    }
  });

  it('gives no preview for unknown videos or malformed ids', async () => {
    for (const url of ['/video/999999', '/video/abc', '/video/12/extra']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('og:title');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it("gives a creator's page its own preview and the discovery link of their Atom feed", async () => {
    const f = factories(t);
    const owner = await f.user({ username: 'reef_maker' });
    await t.handle.db
      .updateTable('profiles')
      .set({ bio: 'Coral & "reefs" at <dawn>' })
      .where('id', '=', owner.id)
      .execute();
    await f.video(owner.id, { title: 'Reef at dawn' });
    const res = await t.app.inject({ method: 'GET', url: '/u/reef_maker' });
    expect(res.statusCode).toBe(200);
    const { report, root, meta } = await parsePage(res.body);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    expect(root.querySelectorAll('title').map((e) => e.textContent)).toEqual(['@reef_maker · Promptreel']);
    // The parser hands attribute values over as written: escaped once, never raw.
    expect(meta('meta[name="description"]')).toEqual(['Coral &amp; &quot;reefs&quot; at &lt;dawn&gt;']);
    expect(meta('meta[property="og:url"]')).toEqual(['https://promptreel.example/u/reef_maker']);
    const feeds = root
      .querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')
      .map((e) => [e.getAttributeValue('title'), e.getAttributeValue('href')]);
    // The creator's feed, and the site's Latest that every page names.
    expect(feeds).toEqual([
      ['Promptreel: Latest', '/feed.atom'],
      ['Promptreel: @reef_maker', 'https://promptreel.example/u/reef_maker/feed.atom'],
    ]);
    const feed = await t.app.inject({ method: 'GET', url: new URL(feeds[1]![1]!).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('<title type="html"><![CDATA[Reef at dawn]]></title>');
  });

  // Issue 37: our own words in a page's head (the site's description, the Latest feed's title, a
  // preview's description when the creator wrote none) follow the page's language.
  it('words the head in the page’s language, and keeps British English word for word', async () => {
    const page = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers }).then((res) => parsePage(res.body));
    const english = await page('/');
    expect(english.meta('meta[name="description"]')).toEqual([
      'Promptreel is a community for short AI-generated videos and the prompts behind them: watch, share and learn how they were made.',
    ]);
    const spanish = await page('/', { 'accept-language': 'es' });
    expect(spanish.report.results).toEqual([]);
    expect(spanish.meta('meta[name="description"]')).toEqual([
      'Promptreel es una comunidad de vídeos cortos generados con IA y de los prompts que hay detrás: míralos, compártelos y aprende cómo se hicieron.',
    ]);
    expect(
      spanish.root.querySelectorAll('link[type="application/atom+xml"]').map((e) => e.getAttributeValue('title')),
    ).toEqual(['Promptreel: Recientes']);

    const f = factories(t);
    const owner = await f.user({ username: 'silent_maker' });
    const v = await f.video(owner.id, { title: 'Untold' });
    const japanese = await page(`/video/${v.id}`, { cookie: 'lang=ja' });
    expect(japanese.meta('meta[property="og:description"]')).toEqual([
      '@silent_maker が Promptreel で公開した AI 動画',
    ]);
    expect((await page(`/video/${v.id}`)).meta('meta[property="og:description"]')).toEqual([
      'An AI-made video by @silent_maker on Promptreel',
    ]);
    expect((await page('/u/silent_maker', { 'accept-language': 'fr' })).meta('meta[name="description"]')).toEqual([
      'Des vidéos créées avec l’IA et leurs prompts, par @silent_maker sur Promptreel',
    ]);
  });

  it('gives no creator preview for an unknown user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/u/nobody_here' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('og:title');
    expect(res.body).not.toContain('nobody_here/feed.atom');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/videos/1/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});
