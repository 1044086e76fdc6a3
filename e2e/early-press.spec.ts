import { expect, test } from '@playwright/test';
import { waitForApp } from './fixtures';

// A card's link pressed the moment the app starts taking the page over (its cards are taken over
// later, one by one) opens the video page in place, as the app's own link: not a whole page load,
// which lost the list the video was opened from and where it was opened from (e2e/studio.spec.ts,
// e2e/viewer-actions.spec.ts saw it). lib/held-links.ts holds such a press until the app has it.
test('a card pressed as soon as the page is live opens its video in place, every time', async ({ browser }) => {
  test.setTimeout(60_000);
  for (let attempt = 1; attempt <= 8; attempt++) {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/u/lumen_studio');
    await waitForApp(page);
    // Lost if the page loads whole.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/video\/\d+$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'stillThisPage' in window), `attempt ${attempt}`).toBe(true);
    await context.close();
  }
});
