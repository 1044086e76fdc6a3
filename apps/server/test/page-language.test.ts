import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { webBuild } from './helpers/web-build.js';

/** A stand-in for the web build's renderer that writes down the language it was asked for. */
const RENDERER = `export async function render(url, data, now, locale) { return '<p id="asked">' + locale + '</p>'; }`;
const PRELOADS = {
  'en-GB': '/assets/boot-en.js',
  es: '/assets/boot-es.js',
  ja: '/assets/boot-ja.js',
  fr: '/assets/boot-fr.js',
  'pt-BR': '/assets/boot-pt.js',
};

describe('pages in the language the browser asks for, or the one chosen', () => {
  let t: TestApp;

  beforeAll(async () => {
    const webDist = webBuild({
      'ssr/entry-server.js': RENDERER,
      'locale-preloads.json': JSON.stringify(PRELOADS),
    });
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(() => t.close());

  const page = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    return {
      res,
      html,
      lang: /<html lang="([^"]+)"/.exec(html)?.[1],
      rendered: /<p id="asked">([^<]*)<\/p>/.exec(html)?.[1],
    };
  };

  it('answers in the best match of Accept-Language, rendered and preloaded in it', async () => {
    const ja = await page({ 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' });
    expect(ja.lang).toBe('ja');
    expect(ja.html).toContain('<html lang="ja" dir="ltr">');
    expect(ja.rendered).toBe('ja');
    expect(ja.html).toContain('/assets/boot-ja.js');
    expect(ja.html).not.toContain('/assets/boot-en.js');
    expect(ja.res.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');

    // The weights decide, then the same language in another region, else British English.
    expect((await page({ 'accept-language': 'de;q=0.9, fr;q=0.5, es;q=0.8' })).lang).toBe('es');
    expect((await page({ 'accept-language': 'pt-PT' })).lang).toBe('pt-BR');
    expect((await page({ 'accept-language': 'en-US,en;q=0.9' })).lang).toBe('en-GB');
    const german = await page({ 'accept-language': 'de-DE' });
    expect([german.lang, german.rendered]).toEqual(['en-GB', 'en-GB']);
    expect((await page({})).lang).toBe('en-GB');
  });

  it('a language chosen on this browser (the cookie) wins over Accept-Language; a bad one is ignored', async () => {
    const chosen = await page({ 'accept-language': 'ja', cookie: 'theme=dark; lang=fr' });
    expect([chosen.lang, chosen.rendered]).toEqual(['fr', 'fr']);
    expect(chosen.html).toContain('/assets/boot-fr.js');
    const bad = await page({ 'accept-language': 'ja', cookie: 'lang=xx-evil"' });
    expect(bad.lang).toBe('ja');
  });

  it("each language's page keeps its own copy, and the policy allows each one's inline scripts", async () => {
    const es = await page({ 'accept-language': 'es' });
    const fr = await page({ 'accept-language': 'fr' });
    expect([es.rendered, fr.rendered]).toEqual(['es', 'fr']);
    expect((await page({ 'accept-language': 'es' })).rendered).toBe('es');
    for (const { html, res } of [es, fr]) {
      const csp = String(res.headers['content-security-policy']);
      for (const [, body] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
        expect(csp).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
      }
    }
  });
});
