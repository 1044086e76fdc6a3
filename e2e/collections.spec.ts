import { expect, test, type Page } from '@playwright/test';
import { E2E_ORIGIN, expectNoHorizontalOverflow, signUpAndConfirm, uniqueEmail } from './accounts';
import { expectNoAxeViolations, screenshot, waitForApp } from './fixtures';
import { card } from './social-helpers';

// Save and collections (issue 36, goal 1): Save from a video page and from a card's '…' menu, a new
// public collection, its page reordered by keyboard, the profile's tab, and privacy for others; a
// collection's details edited by keyboard, and Save from the phone viewer.
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

test("the owner edits a collection's name and description by keyboard; Save from the phone viewer", async ({
  page,
}) => {
  const username = uniqueEmail('curator').split('@')[0]!;
  await signUpAndConfirm(page, `${username}@example.test`, 'curate-secret');
  const koi = await demoVideo(page, 1);
  // The collection to edit, made as the Save menu's 'New collection' makes it: holding a video.
  const made = await page.request.post('/api/collections', {
    headers: { Origin: E2E_ORIGIN },
    data: { name: 'Quiet rivers', isPublic: true, videoId: koi.id },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };

  // On a 360 px phone: 'Edit details' opens the dialog with Name focused; all by keyboard.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/u/${username}/collections/${id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiet rivers' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit details' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit details' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Quiet rivers');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Rivers at night');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await page.keyboard.type('Slow water under city lights.');
  await expect(dialog.getByText('29/500')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeFocused();
  await expectNoAxeViolations(page, 'the Edit details dialog at 360 px');
  await screenshot(page, 'collection-edit-details-360');
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Collection updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Rivers at night' })).toBeVisible();
  await expect(page.getByText('Slow water under city lights.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit details' })).toBeFocused();

  // The profile's tab has the new name, and so has the page when read afresh.
  await page.goto(`/u/${username}`);
  await page.getByRole('tab', { name: 'Collections' }).click();
  const tiles = page.getByRole('list', { name: `Collections of @${username}` });
  await expect(tiles.getByRole('link', { name: /Rivers at night/ })).toBeVisible();
  await expect(tiles.getByRole('link', { name: /Quiet rivers/ })).toHaveCount(0);

  // The phone viewer (a search's card opened by keyboard): Save, between Comments and the prompt,
  // opens the same choices, where the renamed collection holds the clip; Saved is ticked there.
  await page.goto(`/search?q=${encodeURIComponent(koi.title)}`);
  await waitForApp(page);
  await card(page, koi.title).getByRole('link', { name: koi.title, exact: true }).first().focus();
  await page.keyboard.press('Enter');
  const slide = page.getByRole('dialog', { name: 'Video viewer' }).getByRole('region', { name: koi.title });
  const save = slide.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeVisible();
  await expect(save).toBeInViewport();
  await screenshot(page, 'viewer-save-360');
  await save.click();
  const popover = page.getByRole('dialog', { name: 'Save to…' });
  await expect(popover.getByRole('checkbox', { name: 'Rivers at night' })).toBeChecked();
  const saved = popover.getByRole('checkbox', { name: 'Saved' });
  await expect(saved).toBeFocused();
  await expect(saved).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(saved).toBeChecked();
  await expect(toasts(page).getByText('Saved to Saved')).toBeVisible();
  await expectNoHorizontalOverflow(page, 'the viewer with Save to… at 360 px');
  await expectNoAxeViolations(page, 'the viewer with Save to… at 360 px');
  await screenshot(page, 'viewer-save-popover-360');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(save).toBeFocused();
  const menu = (await (await page.request.get(`/api/me/collections?videoId=${koi.id}`)).json()) as {
    items: { kind: string; name: string; holds: boolean }[];
  };
  expect(menu.items.map(({ kind, name, holds }) => ({ kind, name, holds }))).toEqual([
    { kind: 'saved', name: 'Saved', holds: true },
    { kind: 'named', name: 'Rivers at night', holds: true },
  ]);
});
