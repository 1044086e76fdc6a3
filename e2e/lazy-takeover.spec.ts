import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './fixtures';

// A visitor's feed arrives as server markup; the app takes over the cards on screen, and a card
// below the fold only once it nears the screen or is reached (components/lazy-takeover.tsx).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Holds this page's idle moments, so the cards below the fold stay waiting until reached. */
const holdIdleMoments = (page: Page) => page.addInitScript(() => (window.requestIdleCallback = () => 0));

/** Whether React has taken over the feed's card at `index` (its element carries React's fiber). */
const takenOver = (page: Page, index: number) =>
  page.evaluate((i) => {
    const card = document.querySelectorAll('#main article')[i];
    return card !== undefined && Object.keys(card).some((key) => key.startsWith('__reactFiber'));
  }, index);

test('the feed takes over the cards on screen, and the others only once reached', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await holdIdleMoments(page);
  await page.goto('/');
  await waitForApp(page);
  const cards = page.locator('#main article');
  const count = await cards.count();
  expect(count).toBeGreaterThan(4);
  await expect.poll(() => takenOver(page, 0)).toBe(true);
  expect(await takenOver(page, count - 2)).toBe(false);
  expect(await takenOver(page, count - 1)).toBe(false);

  // Reached by the keyboard: taken over, its markup kept.
  const title = cards
    .nth(count - 2)
    .getByRole('heading')
    .getByRole('link');
  await title.focus();
  await expect.poll(() => takenOver(page, count - 2)).toBe(true);
  await expect(title).toBeFocused();

  // The first tap on the last card's Clap is answered as ever: a visitor is asked to log in.
  await cards
    .nth(count - 1)
    .getByRole('button', { name: 'Clap', exact: true })
    .tap();
  await expect(page.getByText('Log in to clap')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(errors).toEqual([]);
});

test("a press on a card not yet taken over still opens its '…' menu", async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const cards = page.locator('#main article');
  const last = cards.nth((await cards.count()) - 1);
  const actions = last.getByRole('button', { name: 'Video actions' });
  // Scrolled to and pressed at once: the card's takeover may still be waiting behind the others.
  const box = await actions.evaluate((button) => {
    button.scrollIntoView({ block: 'center' });
    const { x, y, width, height } = button.getBoundingClientRect();
    return { x: x + width / 2, y: y + height / 2 };
  });
  await page.mouse.click(box.x, box.y);
  await expect(page.getByRole('menuitem', { name: 'Flag video' })).toBeVisible();
});

test('once the page has settled, the cards below the fold are taken over too', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const count = await page.locator('#main article').count();
  await expect.poll(() => takenOver(page, count - 1), { timeout: 15_000 }).toBe(true);
});

// A change from above (here the system's theme) reaches the cards not yet taken over; React held it
// until they were, and the theme did not follow the system until the person scrolled to the end.
test('the theme follows the system while cards below the fold still wait', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await holdIdleMoments(page);
  await page.goto('/');
  await waitForApp(page);
  const count = await page.locator('#main article').count();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
  expect(await takenOver(page, count - 1)).toBe(false);
  await context.close();
});
