import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

/** Issue 10, "Standards and honest answers": what a real browser and a crawler see. */

for (const list of ['followers', 'following'] as const) {
  test(`an unknown user's ${list} list says 'User not found' with a 404`, async ({ page }) => {
    const res = await page.goto(`/u/nobody_by_that_name/${list}`);
    expect(res?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
    await expect(page).toHaveTitle(/User not found/);
    // No made-up profile header, no list navigation, no retry for something that does not exist.
    await expect(main.getByRole('heading', { name: '@nobody_by_that_name' })).toHaveCount(0);
    await expect(main).not.toContainText(/Failed to load/);
    await expect(main.getByRole('navigation', { name: 'Connections' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await expectNoAxeViolations(page, `unknown user ${list}`);
  });
}

test("a known user's lists still show with a 200", async ({ page }) => {
  const res = await page.goto('/u/lumen_studio/followers');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('link', { name: '@lumen_studio' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Followers of @lumen_studio' })).toBeVisible();
});

test('unknown pages, videos and users answer 404 with their own screens; known ones 200', async ({ page }) => {
  const cases: { path: string; status: number; text: string | RegExp }[] = [
    { path: '/no/such/page', status: 404, text: 'Oops! Page not found' },
    { path: '/video/999999', status: 404, text: 'Video not found' },
    { path: '/video/abc', status: 404, text: 'Video not found' },
    { path: '/u/nobody_by_that_name', status: 404, text: 'User not found' },
    { path: '/u/lumen_studio', status: 200, text: '@lumen_studio' },
    { path: '/search?q=koi', status: 200, text: /koi/ },
  ];
  for (const c of cases) {
    const res = await page.goto(c.path);
    expect(res?.status(), c.path).toBe(c.status);
    await expect(page.getByRole('main'), c.path).toContainText(c.text);
  }
});
