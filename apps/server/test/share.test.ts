import { createHash } from 'node:crypto';
import { errorBodySchema, oembedResponseSchema, SHARE_MESSAGES } from '@promptreel/contract';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Whether `xml` is well-formed XML 1.0, as read by expat (Python's standard library on every
 * machine of this project): a strict reader, where feed-parser and sax let invalid characters by.
 */
function xmlFault(xml: string): string | null {
  try {
    execFileSync('python3', ['-c', 'import sys, xml.dom.minidom as m; m.parseString(sys.stdin.buffer.read())'], {
      input: xml,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    return null;
  } catch (err) {
    return (
      String((err as { stderr?: Buffer }).stderr ?? err)
        .trim()
        .split('\n')
        .at(-1) ?? 'unreadable'
    );
  }
}

/** The members oEmbed 1.0 requires of every answer, and of a `video` one (§2.3.4, §2.3.4.4). */
const OEMBED_REQUIRED = ['type', 'version', 'html', 'width', 'height'];

// Sharing outside the site: the embeddable player, oEmbed and Atom feeds.
describe('embed, oEmbed and Atom feeds', () => {
  let t: TestApp;
  let creator: SignedUp;
  let admin: SignedUp;
  let video: { id: number };
  let pageUrl: string;

  beforeAll(async () => {
    // The web app's own index.html, where the video page's tags go.
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-web-'));
    fs.copyFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), path.join(webDist, 'index.html'));
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'share-admin@example.test', WEB_DIST: webDist });
    creator = await signUpVerified(t, 'share-creator@example.test');
    admin = await signUpVerified(t, 'share-admin@example.test');
    video = await factories(t).video(creator.user.id, {
      title: 'Koi in <neon> rain',
      prompt: 'A koi swims through neon rain & fog',
      width: 1920,
      height: 1080,
    });
    pageUrl = `${t.config.publicUrl}/video/${video.id}`;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const oembed = (query: string) => get(`/oembed?${query}`);

  it('answers oEmbed 1.0 for a video page link: type video, an iframe of the player', async () => {
    const res = await oembed(`url=${encodeURIComponent(pageUrl)}&format=json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = oembedResponseSchema.parse(res.json());
    for (const key of OEMBED_REQUIRED) expect(body).toHaveProperty(key);
    expect(body).toMatchObject({
      version: '1.0',
      type: 'video',
      provider_name: 'Promptreel',
      title: 'Koi in <neon> rain',
      author_name: `@${creator.user.username}`,
      author_url: `${t.config.publicUrl}/u/${creator.user.username}`,
      width: 640,
      height: 360,
    });
    expect(body.html).toBe(
      `<iframe src="${t.config.publicUrl}/embed/${video.id}" width="640" height="360" title="Koi in &lt;neon&gt; rain" style="border:0" allow="fullscreen; picture-in-picture" allowfullscreen loading="lazy"></iframe>`,
    );
    // The embed link itself is a link to the video, and the size keeps the video's shape within the maxima.
    const small = oembedResponseSchema.parse(
      (await oembed(`url=${encodeURIComponent(`${t.config.publicUrl}/embed/${video.id}`)}&maxwidth=320`)).json(),
    );
    expect([small.width, small.height]).toEqual([320, 180]);
    const short = oembedResponseSchema.parse((await oembed(`url=${encodeURIComponent(pageUrl)}&maxheight=90`)).json());
    expect([short.width, short.height]).toEqual([160, 90]);
    // A portrait video fits 640 × 640 unless asked for less.
    const tall = await factories(t).video(creator.user.id, { width: 1080, height: 1920 });
    const portrait = oembedResponseSchema.parse(
      (await oembed(`url=${encodeURIComponent(`${t.config.publicUrl}/video/${tall.id}`)}`)).json(),
    );
    expect([portrait.width, portrait.height]).toEqual([360, 640]);
  });

  it("gives the poster as oEmbed's thumbnail: an absolute URL with its own pixel size, none for a sensitive video", async () => {
    const res = await oembed(`url=${encodeURIComponent(pageUrl)}&format=json`);
    const body = oembedResponseSchema.parse(res.json());
    const detail = (await get(`/api/videos/${video.id}`)).json() as { posterUrl: string };
    expect(body.thumbnail_url).toBe(`${t.config.publicUrl}${detail.posterUrl}`);
    expect(body.thumbnail_url).toMatch(/^http:\/\/[^/]+\/media\/videos\/.+\.jpg$/);
    // The factory's poster file is the seed's 180 × 320 JPEG, whatever the row says of the video.
    expect([body.thumbnail_width, body.thumbnail_height]).toEqual([180, 320]);
    expect((await get(body.thumbnail_url!.slice(t.config.publicUrl.length))).statusCode).toBe(200);
    // A picture moderators covered is not handed to link previews either (as with og:image).
    const covered = await factories(t).video(creator.user.id, { title: 'Covered', labels: 'sensitive' });
    const plain = oembedResponseSchema.parse(
      (await oembed(`url=${encodeURIComponent(`${t.config.publicUrl}/video/${covered.id}`)}`)).json(),
    );
    expect(plain).not.toHaveProperty('thumbnail_url');
    expect(plain).not.toHaveProperty('thumbnail_width');
  });

  it('refuses what it cannot embed: 404 for other links and unknown or hidden videos, 501 for other formats, 400 for bad input', async () => {
    for (const url of [
      'https://elsewhere.example/video/1',
      `${t.config.publicUrl}/u/${creator.user.username}`,
      `${t.config.publicUrl}/video/999999`,
      'not a url',
    ]) {
      const res = await oembed(`url=${encodeURIComponent(url)}`);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    expect((await oembed(`url=${encodeURIComponent(pageUrl)}&format=xml`)).statusCode).toBe(501);
    const missing = await oembed('format=json');
    expect(missing.statusCode).toBe(400);
    expect(errorBodySchema.parse(missing.json()).message).toBe(SHARE_MESSAGES.urlRequired);
    const badSize = await oembed(`url=${encodeURIComponent(pageUrl)}&maxwidth=wide`);
    expect(badSize.statusCode).toBe(400);
    expect(errorBodySchema.parse(badSize.json()).message).toBe(SHARE_MESSAGES.sizeInvalid);
    // A removed video is gone from embeds and feeds too.
    const removed = await factories(t).video(creator.user.id, { title: 'Soon removed' });
    const flag = await admin.browser.post(`/api/admin/videos/${removed.id}/delete`, {});
    expect(flag.statusCode, flag.body).toBe(200);
    expect((await oembed(`url=${encodeURIComponent(`${t.config.publicUrl}/video/${removed.id}`)}`)).statusCode).toBe(
      404,
    );
    expect((await get(`/embed/${removed.id}`)).statusCode).toBe(404);
    expect((await get('/feed.atom')).body).not.toContain('Soon removed');
  });

  it('serves the player at /embed/{id}: frameable by any site, the prompt and a link back', async () => {
    const res = await get(`/embed/${video.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.body).toMatch(
      /<video controls playsinline preload="metadata" poster="[^"]+" src="\/media\/videos\/[^"]+\.mp4"/,
    );
    expect(res.body).toContain(
      '<summary>Prompt</summary><p class="prompt">A koi swims through neon rain &amp; fog</p>',
    );
    expect(res.body).toContain(
      `<a class="back" href="${pageUrl}" target="_blank" rel="noopener">Watch on Promptreel</a>`,
    );
    expect((await get('/embed/999999')).statusCode).toBe(404);
    expect((await get('/embed/abc')).statusCode).toBe(404);
  });

  // Issue 37: the player's words are the viewer's language (Accept-Language, or the lang cookie).
  it('words the player in the viewer’s language, and keeps its copies apart per language', async () => {
    const inLanguage = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
    const japanese = await inLanguage(`/embed/${video.id}`, { 'accept-language': 'ja-JP,ja;q=0.9' });
    expect(japanese.statusCode).toBe(200);
    expect(japanese.body).toContain('<html lang="ja" dir="ltr">');
    expect(japanese.body).toContain('<summary>プロンプト</summary>');
    expect(japanese.body).toContain(`rel="noopener">Promptreel で見る</a>`);
    expect(japanese.headers.vary).toMatch(/Accept-Language, Cookie/);
    const covered = await factories(t).video(creator.user.id, { title: 'Covered in Spanish', labels: 'sensitive' });
    const spanish = await inLanguage(`/embed/${covered.id}`, { cookie: 'lang=es', 'accept-language': 'ja' });
    expect(spanish.body).toContain(
      '<p class="note">Contenido sensible: solo se reproduce cuando pulsas reproducir.</p>',
    );
    expect(spanish.body).toContain(`rel="noopener">Ver en Promptreel</a>`);
    const english = await get(`/embed/${covered.id}`);
    expect(english.body).toContain('<html lang="en-GB" dir="ltr">');
    expect(english.body).toContain('<p class="note">Sensitive content: it plays only when you press play.</p>');
  });

  it("lets the player's one script run, by its hash, and talk to this site alone", async () => {
    const res = await get(`/embed/${video.id}`);
    const scripts = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    const policy = res.headers['content-security-policy'] as string;
    expect(policy).toContain(`script-src 'sha256-${hash}';`);
    expect(policy).toContain("connect-src 'self';");
    expect(scripts[0]).toContain("source: 'embed'");
    expect(res.body).toContain(`data-video-id="${video.id}"`);
  });

  it('puts the oEmbed discovery link on the video page', async () => {
    const res = await browser(t).get(`/video/${video.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${t.config.publicUrl}/oembed?url=${encodeURIComponent(pageUrl)}&amp;format=json" title="Koi in &lt;neon&gt; rain">`,
    );
  });

  it('serves Atom feeds of Latest and of each creator that a feed parser reads back, with enclosures', async () => {
    const latest = await get('/feed.atom');
    expect(latest.statusCode).toBe(200);
    expect(latest.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parseFeed(latest.body);
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe('Promptreel: Latest');
    const entry = feed.items.find((i) => i.title === 'Koi in <neon> rain')!;
    expect(entry).toBeDefined();
    expect(entry.url).toBe(pageUrl);
    expect(entry.id).toBe(pageUrl);
    expect(entry.description).toBe('Prompt: A koi swims through neon rain & fog');
    expect(entry.authors.map((a) => a.name)).toEqual([`@${creator.user.username}`]);
    expect(entry.media).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/\/media\/videos\/.+\.mp4$/), mimeType: 'video/mp4' }),
    ]);
    expect(entry.updated).toBeInstanceOf(Date);

    const own = await get(`/u/${creator.user.username}/feed.atom`);
    expect(own.statusCode).toBe(200);
    const creatorFeed = parseFeed(own.body);
    expect(creatorFeed.title).toBe(`Promptreel: @${creator.user.username}`);
    expect(creatorFeed.items.map((i) => i.title)).toContain('Koi in <neon> rain');
    expect(creatorFeed.url).toBe(`${t.config.publicUrl}/u/${creator.user.username}`);
    expect((await get('/u/nobody-here/feed.atom')).statusCode).toBe(404);
  });

  it('words a feed in the reader’s language (Accept-Language): its title and its entries', async () => {
    const french = await t.app.inject({ method: 'GET', url: '/feed.atom', headers: { 'accept-language': 'fr-FR' } });
    expect(french.headers.vary).toMatch(/Accept-Language/);
    const feed = parseFeed(french.body);
    expect(feed.title).toBe('Promptreel : Récents');
    const entry = feed.items.find((i) => i.title === 'Koi in <neon> rain')!;
    expect(entry.description).toBe('Prompt : A koi swims through neon rain & fog');
    expect(feed.copyright).toBe('Chaque vidéo et chaque prompt appartiennent à leur créateur.');
  });

  // Issue 30 item 12: U+FFFE / U+FFFF (and other characters XML 1.0 does not allow) in a title made
  // both feeds unreadable for every reader.
  it('keeps both feeds well-formed XML whatever a title holds, and drops such characters from new titles', async () => {
    const stored = await factories(t).video(creator.user.id, {
      title: 'Odd\uFFFE title\uFFFF \u0001 end',
      prompt: 'A prompt \uFDD0 with \u{1FFFE} nonsense',
    });
    for (const url of ['/feed.atom', `/u/${creator.user.username}/feed.atom`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect([url, xmlFault(res.body)]).toEqual([url, null]);
      const entry = parseFeed(res.body).items.find((i) => i.url === `${t.config.publicUrl}/video/${stored.id}`);
      expect(entry?.title).toBe('Odd title  end');
    }

    // New titles and prompts lose them on the way in.
    const edit = await creator.browser.patch(`/api/videos/${stored.id}`, {
      title: 'Clean\uFFFF title\uFFFE',
      prompt: 'Calm \uFDD0sea\uD800',
      platformId: 1,
      categoryId: 1,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const row = await t.handle.db
      .selectFrom('videos')
      .select(['title', 'prompt'])
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Clean title', prompt: 'Calm sea' });
  });
});
