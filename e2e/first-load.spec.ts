import { expect, test, type Page } from '@playwright/test';

// First load on a phone (issue 11): the HTML names the first poster and carries the first page's
// data, so the poster does not wait for the bundle and an API round trip; nothing shifts while the
// page and the player's metadata arrive.

const DEMO_CREATOR = 'lumen_studio';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface FeedPage {
  items: { id: number; posterUrl: string | null }[];
}

const preloadOf = (html: string) =>
  /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(html)?.[1] ?? null;

/** The sum of layout shifts so far (not those right after input), and what moved, from Chromium. */
async function layoutShifts(page: Page): Promise<{ sum: number; sources: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ sum: number; sources: string[] }>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = (list.getEntries() as Shift[]).filter((e) => !e.hadRecentInput);
          const describe = (node: Node | null | undefined) =>
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 80) : String(node);
          resolve({
            sum: shifts.reduce((total, e) => total + e.value, 0),
            sources: shifts.flatMap((e) =>
              (e.sources ?? []).map(
                (s) =>
                  `${e.value.toFixed(4)} ${describe(s.node)} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`,
              ),
            ),
          });
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer never calls back.
        setTimeout(() => resolve({ sum: 0, sources: [] }), 500);
      }),
  );
}

test('the HTML of the feed preloads the first poster of the Latest tab', async ({ request }) => {
  const feed = (await (await request.get('/api/videos?tab=latest&limit=20')).json()) as FeedPage;
  const first = feed.items[0]!;
  expect(first.posterUrl).toBeTruthy();
  const html = await (await request.get('/')).text();
  expect(preloadOf(html)).toBe(first.posterUrl);
});

test('the HTML of a video page preloads its poster', async ({ request }) => {
  const feed = (await (await request.get('/api/videos?tab=latest&limit=20')).json()) as FeedPage;
  const video = feed.items.find((v) => v.posterUrl)!;
  const html = await (await request.get(`/video/${video.id}`)).text();
  expect(preloadOf(html)).toBe(video.posterUrl);
});

test("a visitor's first load of the feed shows the first card without asking the feed API", async ({ page }) => {
  const feedCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/videos') feedCalls.push(req.url());
  });
  await page.goto('/');
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  await expect(firstCard.locator('img').first()).toHaveJSProperty('complete', true);
  expect(feedCalls).toEqual([]);
});

test('the video page does not shift while it and its player load', async ({ page, request }) => {
  const feed = (await (await request.get('/api/videos?tab=latest&limit=20')).json()) as FeedPage;
  const video = feed.items.find((v) => v.posterUrl)!;
  await page.goto(`/video/${video.id}`);
  const player = page.locator('video').first();
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
  const { sum, sources } = await layoutShifts(page);
  expect(sum, sources.join('\n')).toBeLessThanOrEqual(0.02);
});

test('the profile page does not shift while it loads', async ({ page }) => {
  await page.goto(`/u/${DEMO_CREATOR}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
  const { sum, sources } = await layoutShifts(page);
  expect(sum, sources.join('\n')).toBeLessThanOrEqual(0.02);
});
