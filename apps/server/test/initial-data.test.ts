import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { webBuild } from './helpers/web-build.js';

const DATA_SCRIPT = /<script type="application\/json" id="promptreel-initial-data">([\s\S]*?)<\/script>/;
const PRELOAD = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g;

/** A title that would end the data's script element and run its own, were it not escaped. */
const HOSTILE_TITLE = '</script><script>alert("x")</script><!-- é \u2028';

describe("a first load's HTML: the first poster preloaded and the first page's API answers", () => {
  let t: TestApp;
  let username: string;
  let videoId: number;
  const webDist = webBuild();

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
    const f = factories(t);
    const owner = await f.user();
    username = owner.username;
    await f.video(owner.id, { created_at: Date.now() - 60_000 });
    videoId = (await f.video(owner.id, { title: HOSTILE_TITLE })).id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const api = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    return res.json() as unknown;
  };
  const embedded = (html: string): Record<string, unknown> | null => {
    const match = DATA_SCRIPT.exec(html);
    return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
  };
  const preloads = (html: string) => [...html.matchAll(PRELOAD)].map((m) => m[1]);

  it("the feed's HTML carries the Latest tab's first page as the API answers it, and preloads its first poster", async () => {
    const url = '/api/videos?tab=latest&limit=20';
    const page = (await api(url)) as { items: { posterUrl: string }[] };
    const html = (await get('/')).body;
    expect(embedded(html)).toEqual({ [url]: page });
    expect(preloads(html)).toEqual([page.items[0]!.posterUrl]);
    // Ahead of the app's script, so the browser asks for the poster first.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('the Hot tab has its own first page; a filtered feed has none (the server cannot predict it)', async () => {
    const hot = '/api/videos?tab=hot&limit=20';
    expect(embedded((await get('/?tab=hot')).body)).toEqual({ [hot]: await api(hot) });
    for (const url of ['/?platform=sora', '/?tab=latest&orientation=portrait', '/?tab=following']) {
      const html = (await get(url)).body;
      expect(embedded(html), url).toBeNull();
      expect(preloads(html), url).toEqual([]);
    }
  });

  it("a video page carries the video's answer and preloads its poster", async () => {
    const url = `/api/videos/${videoId}`;
    const video = (await api(url)) as { posterUrl: string };
    const html = (await get(`/video/${videoId}`)).body;
    expect(embedded(html)).toEqual({ [url]: video });
    expect(preloads(html)).toEqual([video.posterUrl]);
  });

  it("a profile page carries the profile and its Uploads tab's first page, and preloads the first poster", async () => {
    const profileUrl = `/api/profiles/${username}`;
    const uploadsUrl = `/api/profiles/${username}/videos`;
    const uploads = (await api(uploadsUrl)) as { items: { posterUrl: string }[] };
    const html = (await get(`/u/${username}`)).body;
    expect(embedded(html)).toEqual({ [profileUrl]: await api(profileUrl), [uploadsUrl]: uploads });
    expect(preloads(html)).toEqual([uploads.items[0]!.posterUrl]);
    expect(embedded((await get(`/u/${username}/followers`)).body)).toBeNull();
  });

  it('user-written text cannot end the data script: every < is \\u003c, and it reads back unchanged', async () => {
    const html = (await get(`/video/${videoId}`)).body;
    const raw = DATA_SCRIPT.exec(html)![1]!;
    expect(raw).not.toContain('<');
    expect(raw).toContain('\\u003c/script>');
    expect(raw).not.toContain('\u2028');
    expect(html).not.toContain('<script>alert');
    const data = embedded(html) as Record<string, { title: string }>;
    expect(data[`/api/videos/${videoId}`]!.title).toBe(HOSTILE_TITLE);
  });

  it('a signed-in viewer gets the preload but no embedded answers (they would be per person)', async () => {
    const { browser } = await signUpVerified(t, `first-load-${Date.now()}@example.test`);
    for (const url of ['/', `/video/${videoId}`, `/u/${username}`]) {
      const html = (await browser.get(url)).body;
      expect(embedded(html), url).toBeNull();
      expect(preloads(html), url).toHaveLength(1);
    }
  });

  it('an unknown video or user has neither', async () => {
    for (const url of ['/video/999999', '/u/nobody_here_at_all']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(embedded(res.body), url).toBeNull();
      expect(preloads(res.body), url).toEqual([]);
    }
  });
});
