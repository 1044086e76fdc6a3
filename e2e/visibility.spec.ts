import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, signOut, signUpAndConfirm, uniqueEmail } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { catalogues, makeMp4, uploadViaApi } from './upload-helpers';

// Unlisted and scheduled videos (issue 36, goal 3): chosen at upload and in the Edit dialog, by
// keyboard; an unlisted video plays by its link and is in no feed; a scheduled one is its owner's.
// Their videos are left: no list shows them, so no other test reads them.
test.describe.configure({ timeout: 150_000 });

const latestTitles = async (page: Page) =>
  ((await (await page.request.get('/api/videos?tab=latest')).json()) as { items: { title: string }[] }).items.map(
    (v) => v.title,
  );

/** Two digits. */
const two = (n: number) => String(n).padStart(2, '0');

test('a creator uploads an unlisted video: its link plays for anyone, no feed lists it', async ({ page }) => {
  await signUpAndConfirm(page, uniqueEmail('unlisted'), 'visibility-secret');
  await page.goto('/upload');
  const form = page.getByRole('form', { name: 'Upload a video' });
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: /^(Choose|Change) file$/ }).click();
  await (await chooser).setFiles(makeMp4('unlisted-clip.mp4', { width: 180, height: 320, seconds: 2 }));
  await form.getByLabel('Title').fill('Tide pools, unlisted');
  const { platforms, categories } = await catalogues(page);
  await form.getByLabel('Category').selectOption(String(categories[0]!.id));
  await form.getByLabel('Platform').selectOption(String(platforms[0]!.id));

  // Visibility by keyboard: from Public, the arrow keys move to Unlisted.
  const visibility = form.getByRole('group', { name: 'Visibility' });
  await visibility.getByRole('radio', { name: 'Public' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(visibility.getByRole('radio', { name: 'Unlisted' })).toBeChecked();
  await expectNoAxeViolations(page, 'upload form, unlisted');
  await form.getByRole('button', { name: 'Upload', exact: true }).click();

  await expect(page).toHaveURL(/\/video\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('main').getByText('Unlisted', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await page.request.get(`/api/videos/${id}`)).ok()).toBe(true);
  const link = page.url();

  await signOut(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Tide pools, unlisted' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('video')).toHaveAttribute('aria-label', 'Tide pools, unlisted');
  expect(await latestTitles(page)).not.toContain('Tide pools, unlisted');
  await page.goto('/search?q=tide%20pools');
  await expect(page.getByRole('main').getByText('Tide pools, unlisted')).toHaveCount(0);
});

test('a creator schedules an unlisted video in the Edit dialog: theirs alone until then', async ({ page }) => {
  await signUpAndConfirm(page, uniqueEmail('scheduled'), 'visibility-secret');
  const video = await uploadViaApi(page, makeMp4('scheduled-clip.mp4', { width: 180, height: 320, seconds: 2 }), {
    title: 'Night market, coming soon',
    more: { visibility: 'unlisted' },
  });
  await page.goto(`/video/${video.id}`);
  await page.getByRole('button', { name: 'Video actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit video' });
  const visibility = dialog.getByRole('group', { name: 'Visibility' });
  await expect(visibility.getByRole('radio', { name: 'Unlisted' })).toBeChecked();
  await visibility.getByRole('radio', { name: 'Unlisted' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(visibility.getByRole('radio', { name: 'Scheduled' })).toBeChecked();

  // Tomorrow at 09:30 in this browser's zone, typed into the date-time field.
  const when = dialog.getByLabel('Publish on');
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const value = `${tomorrow.getFullYear()}-${two(tomorrow.getMonth() + 1)}-${two(tomorrow.getDate())}T09:30`;
  await when.fill(value);
  await expectNoAxeViolations(page, 'Edit dialog, scheduled');
  await page.setViewportSize({ width: 360, height: 760 });
  await expectNoHorizontalOverflow(page, 'Edit dialog, scheduled (360 px)');
  await when.scrollIntoViewIfNeeded();
  await screenshot(page, 'edit-dialog-scheduled-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const badge = page.getByRole('main').getByText(/^Scheduled for /);
  await expect(badge).toBeVisible();
  await expect(badge).toContainText('09:30');
  const detail = (await (await page.request.get(`/api/videos/${video.id}`)).json()) as { publishAt: string };
  expect(new Date(detail.publishAt).getTime()).toBe(new Date(value).getTime());

  await signOut(page);
  expect((await page.request.get(`/api/videos/${video.id}`)).status()).toBe(404);
  await page.goto(`/video/${video.id}`);
  await expect(page.getByRole('heading', { name: 'Video not found' })).toBeVisible();
  expect(await latestTitles(page)).not.toContain('Night market, coming soon');
});
