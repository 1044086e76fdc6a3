import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, signUpAndConfirm, uniqueEmail } from './accounts';
import { expectNoAxeViolations, screenshot, waitForApp } from './fixtures';

// Save and collections (issue 36, goal 1): Save from a video page and from a card's '…' menu, a new
// public collection, its page reordered by keyboard, the profile's tab, and privacy for others.
test.describe.configure({ timeout: 150_000 });

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** A demo video (the seed's first is 'Neon koi…', its third 'Moss cathedral'). */
async function demoVideo(page: Page, id: number): Promise<{ id: number; title: string }> {
  return (await (await page.request.get(`/api/videos/${id}`)).json()) as { id: number; title: string };
}

test('Save from a video page and a card, a public collection reordered by keyboard, private Saved', async ({
  page,
  browser,
}) => {
  const username = uniqueEmail('collector').split('@')[0]!;
  await signUpAndConfirm(page, `${username}@example.test`, 'collect-secret');
  const koi = await demoVideo(page, 1);
  const moss = await demoVideo(page, 3);
  expect([koi.title, moss.title]).toEqual(['Neon koi in an infinite pond', 'Moss cathedral']);

  // The video page: Save → Saved, by keyboard; then a new public collection holding it.
  await page.goto(`/video/${koi.id}`);
  const save = page.getByRole('main').getByRole('button', { name: 'Save', exact: true });
  await save.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Save to…' });
  const saved = popover.getByRole('checkbox', { name: 'Saved' });
  await expect(saved).toBeFocused();
  await page.keyboard.press('Space');
  await expect(saved).toBeChecked();
  await expect(toasts(page).getByText('Saved to Saved')).toBeVisible();
  await popover.getByRole('button', { name: 'New collection' }).click();
  await popover.getByLabel('Name').fill('Glowing worlds');
  await popover.getByRole('checkbox', { name: 'Public' }).check();
  await popover.getByRole('button', { name: 'Create' }).click();
  await expect(popover.getByRole('checkbox', { name: 'Glowing worlds' })).toBeChecked();
  await expectNoAxeViolations(page, 'the Save popover');
  await screenshot(page, 'save-popover');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();

  // A card's '…' menu: Save → the same choices, in a dialog.
  await page.goto('/');
  await waitForApp(page);
  const card = page.getByRole('article', { name: moss.title, exact: true });
  await card.getByRole('button', { name: 'Video actions' }).click();
  await page.getByRole('menuitem', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to…' });
  await dialog.getByRole('checkbox', { name: 'Glowing worlds' }).check();
  await expect(toasts(page).getByText('Saved to Glowing worlds')).toBeVisible();
  await page.keyboard.press('Escape');

  // The profile's Collections tab leads to the page, where the owner reorders by keyboard.
  await page.goto(`/u/${username}`);
  await page.getByRole('tab', { name: 'Collections' }).click();
  await page
    .getByRole('list', { name: `Collections of @${username}` })
    .getByRole('link', { name: /Glowing worlds/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Glowing worlds' })).toBeVisible();
  await expect(page.getByText('2 videos')).toBeVisible();
  const videos = page.getByRole('list', { name: 'Videos in Glowing worlds' });
  await expect(videos.getByRole('article')).toHaveCount(2);
  await expect(videos.getByRole('article').first()).toHaveAccessibleName(koi.title);
  await page.getByRole('button', { name: 'Change order' }).click();
  const order = page.getByRole('list', { name: 'Order of the collection' });
  await order.getByRole('button', { name: `Move down: ${koi.title}` }).focus();
  await page.keyboard.press('Enter');
  await expect(order.getByRole('listitem').first()).toContainText(moss.title);
  await expectNoAxeViolations(page, 'a collection being reordered');
  await page.getByRole('button', { name: 'Change order' }).click();
  await expect(videos.getByRole('article').first()).toHaveAccessibleName(moss.title);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalOverflow(page, 'a collection at 360 px');
  await screenshot(page, 'collection-360');
  const collectionUrl = page.url();

  // Someone else reads the public collection, in its new order, and cannot change it; the Saved
  // list is the owner's alone.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto(collectionUrl);
  await expect(other.getByRole('heading', { level: 1, name: 'Glowing worlds' })).toBeVisible();
  await expect(
    other.getByRole('list', { name: 'Videos in Glowing worlds' }).getByRole('article').first(),
  ).toHaveAccessibleName(moss.title);
  await expect(other.getByRole('button', { name: 'Change order' })).toHaveCount(0);
  const menu = (await (await page.request.get('/api/me/collections')).json()) as {
    items: { id: number; kind: string }[];
  };
  const savedId = menu.items.find((c) => c.kind === 'saved')!.id;
  await other.goto(`/u/${username}/collections/${savedId}`);
  await expect(other.getByRole('heading', { level: 1, name: 'Collection not found' })).toBeVisible();
  await visitor.close();
});
