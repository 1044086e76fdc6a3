import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './fixtures';

// A visitor's feed arrives as server markup; the app takes over the cards on screen, and a card
// below the fold only once it nears the screen or is reached (components/lazy-takeover.tsx).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Whether React has taken over the feed's card at `index` (its element carries React's fiber). */
const takenOver = (page: Page, index: number) =>
  page.evaluate((i) => {
    const card = document.querySelectorAll('#main article')[i];
    return card !== undefined && Object.keys(card).some((key) => key.startsWith('__reactFiber'));
  }, index);

test('the feed takes over the cards on screen, and the others only once reached', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
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
