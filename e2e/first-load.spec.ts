import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  CARD_FRAMES,
  mediaAspectRatio,
  posterSizes,
  posterSlotWidth,
  posterSrcSet,
  type CardFrame,
  type VideoCard,
} from '../packages/contract/src/index';
import { deleteVideo, newUser } from './social-helpers';
import { makeMp4, uploadViaApi } from './upload-helpers';

// First load on a phone (issue 11): the HTML names the first poster and carries the first page's
// data, so the poster does not wait for the bundle and an API round trip; nothing shifts while the
// page and the player's metadata arrive.

const DEMO_CREATOR = 'lumen_studio';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface FeedPage {
  items: VideoCard[];
}

/**
 * The page's distinct image preloads, each as its attributes (names in lower case, as HTML reads
 * them; entities read back). React's server rendering may add its own for the same image.
 */
const preloadsOf = (html: string) => {
  const all = [...html.matchAll(/<link rel="preload" as="image" ([^>]*)>/g)].map((m) =>
    Object.fromEntries(
      [...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name!.toLowerCase(),
        value!.replace(/&amp;/g, '&'),
      ]),
    ),
  );
  return [...new Set(all.map((p) => JSON.stringify(p)))].map((p) => JSON.parse(p) as Record<string, string>);
};

/** Lighthouse's phone: 390 px wide here, density 1.75 (its emulated Moto G Power's). */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Opens `url` as a fresh visitor and lists every request for one video's poster (the JPEG or any of
 * its WebP copies: they share the poster's name), with what the page's poster element shows.
 */
async function posterFetches(
  browser: Browser,
  url: string,
  posterUrl: string,
  options: Parameters<Browser['newContext']>[0] = PHONE,
): Promise<{ fetched: string[]; shown: string; drawnWidth: number }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const stem = posterUrl.replace(/\.jpg$/, '');
  const fetched: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith(stem)) fetched.push(path);
  });
  await page.goto(url);
  const shown = await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('main article img');
    if (img) return img.complete && img.naturalWidth > 0 ? { src: img.currentSrc, width: img.width } : null;
    const video = document.querySelector('video');
    return video?.poster ? { src: video.poster, width: video.getBoundingClientRect().width } : null;
  });
  const { src, width } = (await shown.jsonValue())!;
  await page.waitForLoadState('networkidle');
  await context.close();
  return { fetched, shown: new URL(src).pathname, drawnWidth: width };
}

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

test("the HTML of the feed preloads the first poster of the Latest tab: its card's srcset and sizes", async ({
  request,
}) => {
  const feed = (await (await request.get('/api/videos?tab=latest&limit=20')).json()) as FeedPage;
  const first = feed.items[0]!;
  expect(first.posterVariants.length).toBeGreaterThan(0);
  const html = await (await request.get('/')).text();
  expect(preloadsOf(html)).toEqual([
    {
      imagesrcset: posterSrcSet(first.posterVariants),
      imagesizes: posterSizes(CARD_FRAMES.feedList, mediaAspectRatio(first)),
      fetchpriority: 'high',
    },
  ]);
});

test("the HTML of a video page preloads its player's poster: the widest size", async ({ request }) => {
  const feed = (await (await request.get('/api/videos?tab=latest&limit=20')).json()) as FeedPage;
  const video = feed.items.find((v) => v.posterUrl)!;
  const html = await (await request.get(`/video/${video.id}`)).text();
  expect(preloadsOf(html)).toEqual([{ href: video.posterVariants.at(-1)!.url, fetchpriority: 'high' }]);
});

test(
  'the browser fetches the first poster once, the size it shows, on the feed, the video page and the profile',
  { tag: '@alone' },
  async ({ browser }) => {
    test.setTimeout(120_000);
    // A 720 px poster has three WebP copies (320, 480, 720 px): a preload naming another size than
    // the image picks would show as a second request here.
    const owner = await newUser(browser, 'posters');
    const clip = makeMp4('poster-sizes.mp4', { width: 1280, height: 720, seconds: 1 });
    const video = await uploadViaApi(owner.page, clip, { title: 'Poster sizes' });
    try {
      const feed = (await (await owner.page.request.get('/api/videos?tab=latest&limit=20')).json()) as FeedPage;
      const card = feed.items[0]!;
      expect(card.id).toBe(video.id);
      expect(card.posterVariants.map((v) => v.width)).toEqual([320, 480, 720]);
      const copy = (width: number) => card.posterVariants.find((v) => v.width === width)!.url;

      // The feed's first card, 358 px wide: 627 device pixels at density 1.75 take the 720 px copy,
      // 358 at density 1 the 480 px one; each time the preload's pick is the image's, fetched once.
      const phone = await posterFetches(browser, '/', video.posterUrl!);
      expect(phone).toEqual({ fetched: [copy(720)], shown: copy(720), drawnWidth: 358 });
      const density1 = await posterFetches(browser, '/', video.posterUrl!, { ...PHONE, deviceScaleFactor: 1 });
      expect(density1).toEqual({ fetched: [copy(480)], shown: copy(480), drawnWidth: 358 });

      // The video page's <video poster> names one URL, the one the HTML preloads.
      const page = await posterFetches(browser, `/video/${video.id}`, video.posterUrl!);
      expect(page.fetched).toEqual([copy(720)]);
      expect(page.shown).toBe(copy(720));

      // The profile's grid: two columns of 173 px, 303 device pixels: the 320 px copy.
      const profile = await posterFetches(browser, `/u/${owner.username}`, video.posterUrl!);
      expect(profile).toEqual({ fetched: [copy(320)], shown: copy(320), drawnWidth: 173 });
    } finally {
      await deleteVideo(owner.page, video.id);
      await owner.context.close();
    }
  },
);

test(
  "the posters' sizes match the widths the pages really draw them at",
  { tag: '@alone' },
  async ({ browser, request }) => {
    const feed = (await (await request.get('/api/videos?tab=latest&limit=20')).json()) as FeedPage;
    const first = feed.items[0]!;
    const ratio = mediaAspectRatio(first);
    const cases: [string, CardFrame][] = [
      ['/', CARD_FRAMES.feedList],
      [`/u/${first.ownerUsername}`, CARD_FRAMES.profileGrid],
    ];
    for (const width of [360, 700, 1100, 1400]) {
      // Reduced motion: no autoplay, so the first card keeps its poster image.
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const [url, frame] of cases) {
        await page.goto(url);
        const img = page.locator('main article img').first();
        await expect(img).toBeVisible();
        const drawn = await img.evaluate((el) => el.getBoundingClientRect().width);
        // Without the scrollbar, which `sizes` (in vw) cannot leave out: a few pixels more is harmless.
        const layoutWidth = await page.evaluate(() => document.documentElement.clientWidth);
        expect(Math.abs(drawn - posterSlotWidth(frame, ratio, layoutWidth)), `${url} at ${width} px`).toBeLessThan(1);
      }
      await context.close();
    }
  },
);

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
