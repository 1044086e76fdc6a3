import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, screenshot } from './fixtures';

const isDark = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

test('the theme follows the system until the user chooses, and the choice survives reload', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  expect(await isDark(page)).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => isDark(page)).toBe(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => isDark(page)).toBe(true);

  await page.getByRole('button', { name: /switch to light theme/i }).click();
  expect(await isDark(page)).toBe(false);
  await page.reload();
  expect(await isDark(page)).toBe(false);
  // Chosen now: system changes no longer apply.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(200);
  expect(await isDark(page)).toBe(false);
  await context.close();
});

test('no flash of the wrong theme: the class is set before the app script runs', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light', javaScriptEnabled: true });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('promptreel.theme', 'dark'));
  // Block the app bundle: only the inline head script can have set the class.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  expect(await isDark(page)).toBe(true);
  await context.close();
});

test('the dark theme passes axe on the feed and the video page', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await screenshot(page, 'feed-dark');
  await expectNoAxeViolations(page, 'feed (dark)');
  // A demo video: the newest may be another test's upload, deleted by the time it is opened.
  await page.getByRole('link', { name: 'Moss cathedral', exact: true }).click();
  await expect(page.locator('video')).toBeVisible();
  await screenshot(page, 'video-dark');
  await expectNoAxeViolations(page, 'video page (dark)');
  await context.close();
});
