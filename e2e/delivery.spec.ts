import { expect, test, type APIResponse } from '@playwright/test';

/** Issue 11, "First load on a phone": how the bytes travel — compressed, and cached for as long as they can be. */

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The hashed entry script that index.html loads. */
async function entryScript(request: import('@playwright/test').APIRequestContext): Promise<string> {
  // The log-in page names it in a script tag (a visitor's feed asks for it from an inline loader).
  const html = await (await request.get('/login', { headers: { 'accept-encoding': 'identity' } })).text();
  const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(src, 'the entry script in index.html').toBeTruthy();
  return src!;
}

const encodingOf = (res: APIResponse) => res.headers()['content-encoding'];

test('Chromium gets every script, style and the page itself as Brotli; hashed files are immutable', async ({
  page,
}) => {
  const responses: { url: string; type: string; encoding?: string; cache?: string }[] = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (!['document', 'script', 'stylesheet'].includes(type)) return;
    const headers = await res.allHeaders();
    responses.push({ url: res.url(), type, encoding: headers['content-encoding'], cache: headers['cache-control'] });
  });
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const doc = responses.find((r) => r.type === 'document');
  expect(doc?.encoding).toBe('br');
  expect(doc?.cache).toBe('no-cache');
  const assets = responses.filter((r) => r.type !== 'document');
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    expect(asset.url).toMatch(/\/assets\//);
    expect(asset.encoding, asset.url).toBe('br');
    expect(asset.cache, asset.url).toBe(IMMUTABLE);
  }
});

test('a hashed script answers Brotli, gzip or plain as the client accepts, with Vary and the same code', async ({
  request,
}) => {
  const src = await entryScript(request);
  const plain = await request.get(src, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.status()).toBe(200);
  expect(encodingOf(plain)).toBeUndefined();
  const code = await plain.text();

  for (const [accept, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const res = await request.get(src, { headers: { 'accept-encoding': accept } });
    expect(res.status(), accept).toBe(200);
    expect(encodingOf(res), accept).toBe(encoding);
    expect(res.headers()['content-type'], accept).toMatch(/javascript/);
    expect(res.headers().vary, accept).toMatch(/accept-encoding/i);
    expect(res.headers()['cache-control'], accept).toBe(IMMUTABLE);
    if (encoding) expect(Number(res.headers()['content-length']), accept).toBeLessThan(code.length / 2);
    // Playwright decodes the body: the same script whatever the encoding.
    expect(await res.text(), accept).toBe(code);
  }
});

test('the app page is no-cache with an ETag, and a revalidation answers 304', async ({ request }) => {
  // A visitor's feed carries its first screen rendered on the server, whose times depend on the
  // moment it is rendered: a weak ETag. The log-in page is the same bytes every time: a strong one.
  for (const [path, etagPattern] of [
    ['/', /^W\/"[^"]+"$/],
    ['/login', /^"[^"]+"$/],
  ] as const) {
    for (const accept of ['br', 'gzip', 'identity']) {
      const label = `${path} ${accept}`;
      // Asked again: another worker's write between the two requests makes a new feed page, rightly
      // with a new ETag; an unchanged page must answer 304.
      await expect(async () => {
        const first = await request.get(path, { headers: { 'accept-encoding': accept } });
        expect(first.status(), label).toBe(200);
        expect(first.headers()['cache-control'], label).toBe('no-cache');
        expect(encodingOf(first), label).toBe(accept === 'identity' ? undefined : accept);
        const etag = first.headers().etag ?? '';
        expect(etag, label).toMatch(etagPattern);
        const again = await request.get(path, { headers: { 'accept-encoding': accept, 'if-none-match': etag } });
        expect(again.status(), label).toBe(304);
      }).toPass({ timeout: 15_000 });
    }
  }
});

test('the feed answer is compressed; the live comment stream is not', async ({ page, request }) => {
  const feed = await request.get('/api/videos?tab=latest', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(feed.status()).toBe(200);
  expect(encodingOf(feed)).toBe('br');
  expect(feed.headers().vary).toMatch(/accept-encoding/i);
  expect((await feed.json()).items.length).toBeGreaterThan(0);

  // The video page opens the stream from Chromium, which accepts br: a compressed stream would hold
  // events back in the compressor's buffer.
  const events = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/events');
  await page.goto('/video/1');
  const stream = await events;
  const headers = await stream.allHeaders();
  expect(headers['content-type']).toMatch(/text\/event-stream/);
  expect(headers['content-encoding']).toBeUndefined();
});
