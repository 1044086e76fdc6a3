import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Find videos and creators' });
const videoResults = (page: Page) => page.getByRole('region', { name: /^Videos/ });
const creatorResults = (page: Page) => page.getByRole('region', { name: /^Creators/ });

test('typing searches after a pause; at least 2 characters; videos and creators', async ({ page }) => {
  test.setTimeout(120_000);
  // The page's clock is ours: the 300 ms pause is checked by holding time still while typing,
  // so a slow machine cannot let the debounce fire between keystrokes.
  await page.clock.install();
  await page.goto('/search');
  await expect(page).toHaveTitle('Promptreel · Search');
  await expect(page.getByText('Type at least 2 characters')).toBeVisible();

  // One character: the URL follows after the pause, but nothing is searched.
  let searched = 0;
  page.on('request', (req) => {
    if (req.url().includes('/api/search')) searched += 1;
  });
  await searchBox(page).pressSequentially('n');
  await expect(page).toHaveURL(/[?&]q=n(&|$)/);
  await expect(page.getByText('Type at least 2 characters')).toBeVisible();
  expect(searched).toBe(0);

  // Typing on: nothing happens until the typing stops (300 ms), then one search runs.
  await page.clock.pauseAt(Date.now() + 60_000);
  await searchBox(page).pressSequentially('eon', { delay: 60 });
  await page.clock.runFor(250);
  await expect(page).not.toHaveURL(/q=neon/);
  await page.clock.resume();
  await expect(page).toHaveURL(/[?&]q=neon(&|$)/);
  await expect(videoResults(page).getByRole('article', { name: 'Neon koi in an infinite pond' })).toBeVisible();
  await expect(creatorResults(page).getByRole('link', { name: '@neonfable' })).toBeVisible();
  expect(searched).toBe(1);
  await screenshot(page, 'search-results-light');
  await expectNoAxeViolations(page, 'search results');

  // Forgiving: case and word order do not matter.
  await searchBox(page).fill('POND KOI');
  await expect(page).toHaveURL(/q=POND\+KOI|q=POND%20KOI/);
  await expect(videoResults(page).getByRole('article', { name: 'Neon koi in an infinite pond' })).toBeVisible();

  // No results.
  await searchBox(page).fill('zzqqxx');
  await expect(page.getByText('No videos or creators match "zzqqxx".')).toBeVisible();
});

test('platform and orientation filters narrow the videos', async ({ page }) => {
  await page.goto('/search?q=neon');
  await expect(videoResults(page).getByRole('article', { name: 'Neon koi in an infinite pond' })).toBeVisible();

  await page.getByLabel('Orientation').selectOption('landscape');
  await expect(page).toHaveURL(/orientation=landscape/);
  await expect(page.getByRole('article', { name: 'Neon koi in an infinite pond' })).toHaveCount(0);
  // The creator still matches by name.
  await expect(creatorResults(page).getByRole('link', { name: '@neonfable' })).toBeVisible();

  await page.getByLabel('Orientation').selectOption('portrait');
  await expect(videoResults(page).getByRole('article', { name: 'Neon koi in an infinite pond' })).toBeVisible();
  await page.getByLabel('Platform').selectOption({ label: 'Sora' });
  await expect(page).toHaveURL(/platform=sora/);
  await expect(videoResults(page).getByRole('article', { name: 'Neon koi in an infinite pond' })).toBeVisible();
  await page.getByLabel('Platform').selectOption({ label: 'Veo' });
  await expect(page).toHaveURL(/platform=veo/);
  await expect(page.getByRole('article', { name: 'Neon koi in an infinite pond' })).toHaveCount(0);

  // The filters survive a reload (they are in the URL).
  await page.reload();
  await expect(page.getByLabel('Platform')).toHaveValue('veo');
  await expect(page.getByLabel('Orientation')).toHaveValue('portrait');
});

test('the header box searches from any page after a pause, keeping the cursor', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner').getByRole('searchbox', { name: 'Search videos' });
  await header.pressSequentially('lantern', { delay: 40 });
  await expect(page).toHaveURL(/\/search\?q=lantern$/);
  await expect(header).toBeFocused();
  await expect(page.getByRole('article', { name: 'Lantern festival sky' })).toBeVisible();
  await expect(searchBox(page)).toHaveValue('lantern');
  // Typing on in the header updates the same page.
  await header.pressSequentially(' sky');
  await expect(page).toHaveURL(/q=lantern\+sky/);
  await expect(searchBox(page)).toHaveValue('lantern sky');
});

test('12 skeletons while loading; a failure says so and offers Retry', async ({ page }) => {
  let fail = true;
  await page.route('**/api/search**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    if (fail)
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"x"}' });
    else await route.fallback();
  });
  await page.goto('/search?q=koi');
  await expect(page.getByTestId('search-skeletons').locator('> div')).toHaveCount(12);
  await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible({ timeout: 10_000 });
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('article', { name: 'Neon koi in an infinite pond' })).toBeVisible({ timeout: 10_000 });
});

test('search passes axe in the dark theme and holds at 360 px', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto('/search?q=neon');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoHorizontalOverflow(page, 'search 360');
  await screenshot(page, 'search-results-dark-360');
  await expectNoAxeViolations(page, 'search (dark, 360 px)');
  await page.goto('/search?q=k');
  await expect(page.getByText('Type at least 2 characters')).toBeVisible();
  await context.close();
});

test('Enter in the header search box opens /search at once', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search videos' });
  await box.fill('koi');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=koi/);
});
