import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForApp } from './fixtures';

// A visitor's first screen arrives as markup rendered by the app's own components on the server
// (issue 11: the first poster is painted before any JavaScript runs), and the app takes that
// markup over in place (hydration) rather than drawing the page again.

const DEMO_CREATOR = 'lumen_studio';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface Card {
  id: number;
  title: string;
  createdAt: string;
}

/** The demo creator's videos: seeded, never deleted by another test running meanwhile. */
async function demoVideos(page: Page): Promise<Card[]> {
  const res = await page.request.get(`/api/profiles/${DEMO_CREATOR}/videos`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: Card[] }).items;
}

async function latest(page: Page, query = ''): Promise<Card[]> {
  const res = await page.request.get(`/api/videos?tab=latest${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: Card[] }).items;
}

/** Per watched page: the media files that answered 404 (see takeoverErrors). */
const missingMedia = new WeakMap<string[], string[]>();

/** Remembers, as the HTML is parsed, the elements the server sent, and every error the page reports. */
async function watchTakeover(page: Page) {
  const errors: string[] = [];
  const missing: string[] = [];
  missingMedia.set(errors, missing);
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { pathname } = new URL(message.location().url, page.url());
    if (message.text().startsWith('Failed to load resource') && pathname.startsWith('/media/')) missing.push(pathname);
    else errors.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    document.addEventListener('DOMContentLoaded', () => {
      w.__sent = {
        media: document.querySelector('#root img[fetchpriority="high"], #root video'),
        heading: document.querySelector('#root h1, #root h2'),
        main: document.getElementById('main'),
      };
    });
  });
  return errors;
}

/**
 * The page's errors, with a missing media file counted only if a video still listed uses it: other
 * workers upload and delete videos while a feed loads, and a deleted video's poster answers 404.
 */
async function takeoverErrors(page: Page, errors: string[]): Promise<string[]> {
  const missing = missingMedia.get(errors) ?? [];
  if (missing.length === 0) return errors;
  const listed = await (await page.request.get('/api/videos?tab=latest&limit=50')).text();
  return [...errors, ...missing.filter((path) => listed.includes(path)).map((path) => `missing: ${path}`)];
}

/** Whether the elements the server sent are the ones on the page now (not drawn again). */
const sentElementsKept = (page: Page) =>
  page.evaluate(() => {
    const sent = (window as unknown as { __sent: Record<string, Element | null> }).__sent;
    return Object.fromEntries(Object.entries(sent).map(([name, element]) => [name, element?.isConnected ?? null]));
  });

test('without JavaScript, a visitor still sees the feed, a video page and a profile', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();

  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', /^\d+$/);
  await expect(page.getByRole('tab', { name: 'Latest', selected: true })).toBeVisible();
  const firstCard = page.getByRole('article').first();
  const title = await firstCard.getByRole('heading').innerText();
  expect(title.length).toBeGreaterThan(0);
  const href = await firstCard.getByRole('link', { name: title, exact: true }).getAttribute('href');
  expect(href).toMatch(/^\/video\/\d+$/);
  const poster = firstCard.locator('img[fetchpriority="high"]');
  await expect(poster).toBeVisible();
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The video page is a demo video's: the feed's first card may be another worker's, deleted meanwhile.
  const [demo] = await demoVideos(page);
  await page.goto(`/video/${demo!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: demo!.title })).toBeVisible();
  await expect(page.locator('video')).toHaveAttribute('aria-label', demo!.title);

  await page.goto(`/u/${DEMO_CREATOR}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO_CREATOR);
  await expect(page.getByRole('article').first()).toBeVisible();
  await context.close();
});

for (const target of ['/', 'video', 'profile'] as const) {
  test(`the app takes over the server's markup of ${target === '/' ? 'the feed' : `a ${target} page`} in place, without an error`, async ({
    page,
  }) => {
    const [first] = await demoVideos(page);
    const url = target === '/' ? '/' : target === 'video' ? `/video/${first!.id}` : `/u/${DEMO_CREATOR}`;
    const errors = await watchTakeover(page);
    await page.goto(url);
    await waitForApp(page);
    // The poster (or player) painted from the HTML is the element React now owns: never drawn twice.
    expect(await sentElementsKept(page)).toEqual({ media: true, heading: true, main: true });
    await page.waitForLoadState('networkidle');
    expect(await takeoverErrors(page, errors)).toEqual([]);
    await expectNoAxeViolations(page, `server-rendered ${target}`);
  });
}

test("the app's code is asked for only once the page has loaded, so the poster does not share the line with it", async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = resources.filter((r) => /\/assets\/[^/]+\.js$/.test(new URL(r.name).pathname));
    const poster = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]')!;
    const posterEntry = resources.find((r) => r.name === poster.currentSrc);
    return {
      loadEventStart: navigation.loadEventStart,
      scriptStarts: scripts.map((r) => r.startTime),
      posterEnd: posterEntry?.responseEnd ?? null,
    };
  });
  expect(timing.scriptStarts.length).toBeGreaterThan(0);
  expect(timing.posterEnd).not.toBeNull();
  for (const start of timing.scriptStarts) {
    expect(start).toBeGreaterThanOrEqual(timing.loadEventStart);
    expect(start).toBeGreaterThanOrEqual(timing.posterEnd!);
  }
});

test('a press made before the app is live is not lost: it is made again once the app has taken over', async ({
  page,
}) => {
  const errors = await watchTakeover(page);
  // A slow connection: the app's code arrives two seconds after the page.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('tab', { name: 'Hot' }).click();
  expect(
    await page.evaluate(() => Object.keys(document.getElementById('main')!).some((k) => k.startsWith('__react'))),
  ).toBe(false);
  await expect(page).toHaveURL(/[?&]tab=hot/);
  await expect(page.getByRole('tab', { name: 'Hot', selected: true })).toBeVisible();
  expect(await takeoverErrors(page, errors)).toEqual([]);
});

test('the header search works before the app is live: the browser submits it to the search page', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search videos' });
  await box.fill('koi');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=koi$/);
  await expect(page.getByRole('searchbox', { name: 'Search videos' }).first()).toHaveValue('koi');
  await context.close();
});

/** Holds the app's code back until the returned function is called: the page stays the server's. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const codeHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await codeHeld;
    await route.continue();
  });
  return release;
}

test('what was typed in the header search before the app was live is what the app searches for', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const release = await holdAppCode(page);
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search videos' });
  await box.fill('koi');
  release();
  await waitForApp(page);
  // The app now owns the box; Enter goes through its own submit, which must see the typed words.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=koi$/);
  await expect(page.getByRole('searchbox', { name: 'Search videos' }).first()).toHaveValue('koi');
  await context.close();
});

test('the app takes the page over where the visitor has scrolled to, and a card pressed then opens', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const release = await holdAppCode(page);
  await page.goto('/');
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  release();
  await waitForApp(page);
  // Held presses are let go once the whole first screen is the app's: by then every effect of the
  // take-over has run, the router's scroll handling included.
  await page.waitForFunction(() => !('__promptreelPresses' in window));
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
  await page.getByRole('link', { name: 'Glass city test pattern' }).click();
  await expect(page).toHaveURL(/\/video\/\d+$/);
  await context.close();
});

test("a press under way as the app takes over is not lost: the video's '…' menu opens", async ({ browser }) => {
  // With a mouse: the menu opens on the pointer going down, made here before the app is live.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const [video] = await demoVideos(page);
  const release = await holdAppCode(page);
  await page.goto(`/video/${video!.id}`);
  const box = (await page.getByRole('button', { name: 'Video actions' }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await waitForApp(page);
  await page.waitForFunction(() => !('__promptreelPresses' in window));
  // The click comes to the live app, which never saw the pointer go down.
  await page.mouse.up();
  await expect(page.getByRole('menuitem', { name: 'Flag video' })).toBeVisible();
  await context.close();
});

test('once taken over, the feed works as ever: tabs, keyboard and links', async ({ page }) => {
  const errors = await watchTakeover(page);
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('tab', { name: 'Hot' }).click();
  await expect(page).toHaveURL(/[?&]tab=hot/);
  await expect(page.getByRole('tab', { name: 'Hot', selected: true })).toBeVisible();
  // Arrow keys move between the tabs (the tablist's own keyboard behaviour is live).
  await page.getByRole('tab', { name: 'Hot' }).press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Latest' })).toBeFocused();
  await page.getByRole('tab', { name: 'Latest' }).press('Enter');
  await expect(page.getByRole('tab', { name: 'Latest', selected: true })).toBeVisible();
  // The card on screen (other tests may be uploading meanwhile: the API's newest may be newer).
  const firstCard = page.getByRole('article').first();
  const title = await firstCard.getByRole('heading').innerText();
  await firstCard.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/video\/\d+$/);
  // On this phone a card opens its video in the full-screen viewer.
  const viewer = page.getByRole('dialog', { name: 'Video viewer' });
  await expect(viewer.getByRole('region', { name: title }).getByRole('heading', { name: title })).toBeVisible();
  expect(await takeoverErrors(page, errors)).toEqual([]);
});

test("this browser's stored theme and filters apply once the markup is taken over, and the theme never flashes", async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'light', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = await watchTakeover(page);
  const [sora] = await latest(page, '&platform=sora');
  expect(sora, 'the demo content has a Sora video').toBeDefined();
  await page.addInitScript(() => {
    localStorage.setItem('promptreel.theme', 'dark');
    localStorage.setItem('promptreel.feedFilters', JSON.stringify({ platform: 'sora' }));
    // Every class <html> ever has, from the inline theme script on.
    const w = window as unknown as { __classes: string[] };
    w.__classes = [];
    // Set up before <html> exists: watch the document for it.
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target.nodeName === 'HTML') w.__classes.push((record.target as Element).className);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  await page.goto('/');
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]platform=sora/);
  // Every card on screen is a Sora video (the filtered feed replaced the server's unfiltered one).
  await expect(page.getByRole('article').first()).toContainText('Sora');
  const cards = page.getByRole('article');
  for (let i = 0; i < (await cards.count()); i++) await expect(cards.nth(i)).toContainText('Sora');
  const classes = await page.evaluate(() => (window as unknown as { __classes: string[] }).__classes);
  expect(classes.length).toBeGreaterThan(0);
  for (const value of classes) expect(value.split(' ')).toContain('dark');
  expect(await takeoverErrors(page, errors)).toEqual([]);
  await context.close();
});

test("times follow the visitor's own time zone once the markup is taken over (the server renders in UTC)", async ({
  browser,
}) => {
  // UTC+14: a date there is a day ahead of UTC for ten hours of every day.
  const timezoneId = 'Pacific/Kiritimati';
  const context = await browser.newContext({ timezoneId, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = await watchTakeover(page);
  const [first] = await demoVideos(page);
  const local = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: timezoneId,
  });
  await page.goto(`/video/${first!.id}`);
  await waitForApp(page);
  const time = page.getByRole('article').locator('time').first();
  await expect(time).toHaveAttribute('title', local.format(new Date(first!.createdAt)));
  expect(await takeoverErrors(page, errors)).toEqual([]);
  await context.close();
});
