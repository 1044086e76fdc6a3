import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, screenshot } from './fixtures';

test('the feed shows the seeded videos as cards', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole('link', { name: 'Neon koi in an infinite pond' })).toBeVisible();
  await expect(page.getByRole('link', { name: /lumen_studio/ }).first()).toBeVisible();
  await screenshot(page, 'feed-desktop');
});

test('Hot orders by claps and is reflected in the URL', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Hot' }).click();
  await expect(page).toHaveURL(/tab=hot/);
  await expect(page.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/?tab=popular');
  await expect(page.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
});

test('a card opens its video page, where the video becomes playable', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Glass city test pattern' }).click();
  await expect(page).toHaveURL(/\/video\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Glass city test pattern' })).toBeVisible();
  await expect(page).toHaveTitle('Promptreel · Glass city test pattern');
  const video = page.locator('video');
  await expect(video).toBeVisible();
  // HAVE_FUTURE_DATA (3) or better: the browser has decoded enough to play.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(3);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  await screenshot(page, 'video-page');
  await expectNoAxeViolations(page, 'video page');
});

test("the video page's Play button plays the video, then the browser's own controls take over", async ({ page }) => {
  const { items } = await (await page.request.get('/api/videos?limit=1')).json();
  const { id, title } = items[0] as { id: number; title: string };
  await page.goto(`/video/${id}`);
  const video = page.locator('video');
  const play = page.getByRole('button', { name: `Play ${title}` });
  await expect(play).toBeVisible();
  // Until the first play the browser builds no controls of its own: their first style pass was
  // the video page's longest task on a phone.
  await expect(video).not.toHaveAttribute('controls');
  await play.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
  await expect(video).toHaveAttribute('controls');
  await expect(play).toHaveCount(0);
  await expect(video).toBeFocused();
  await expectNoAxeViolations(page, 'video page, playing');
});

test('the video file answers a Range request with 206', async ({ page, request }) => {
  const res = await request.get('/api/videos?limit=1');
  const { items } = await res.json();
  const url = items[0].publicUrl as string;
  const part = await request.get(url, { headers: { Range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  expect((await part.body()).length).toBe(100);
  // Seeking in the player: a jump to the middle plays on from there.
  await page.goto(`/video/${items[0].id}`);
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 1.5;
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.seeking)).toBe(false);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(1.4);
});

test('the header search box submits to /search', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search videos' });
  await box.fill('koi');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=koi/);
});

test('the feed holds on a 360 px phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'feed-mobile');
  await page.goto('/community-guidelines');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await screenshot(page, 'guidelines-mobile');
  await context.close();
});
