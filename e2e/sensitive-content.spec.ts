import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, signInThroughApi, signOut, signUpAndConfirm, uniqueEmail } from './accounts';
import { deleteVideo } from './social-helpers';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { catalogues, makeMp4, uploadViaApi } from './upload-helpers';

// Sensitive content (issue 36, goal 5): a creator marks their own video at upload and in the Edit
// dialog, by keyboard; a viewer chooses in Settings whether such videos are shown, blurred or hidden.
// Its public videos are deleted at the end: the shared feed's first page is other tests' to read.
test.describe.configure({ timeout: 180_000 });

const COVER = 'Show sensitive content';

/** The viewer's choice in Settings → Your feed, made and saved by keyboard from the one checked. */
async function choose(page: Page, from: string, to: string, presses: string[]) {
  await page.goto('/settings?section=feed');
  const group = page.getByRole('group', { name: 'Sensitive content' });
  await expect(group.getByRole('radio', { name: from })).toBeChecked();
  await group.getByRole('radio', { name: from }).focus();
  for (const key of presses) await page.keyboard.press(key);
  await expect(group.getByRole('radio', { name: to })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
}

test('a creator marks videos sensitive; a viewer has them blurred, shown or hidden', async ({ page }) => {
  const creator = uniqueEmail('marked');
  await signUpAndConfirm(page, creator, 'sensitive-secret');

  // At upload: the box, ticked by keyboard, goes with the form's other details.
  await page.goto('/upload');
  const form = page.getByRole('form', { name: 'Upload a video' });
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: /^(Choose|Change) file$/ }).click();
  await (await chooser).setFiles(makeMp4('marked-upload.mp4', { width: 180, height: 320, seconds: 2 }));
  await form.getByLabel('Title').fill('Storm surge, marked at upload');
  const { platforms, categories } = await catalogues(page);
  await form.getByLabel('Category').selectOption(String(categories[0]!.id));
  await form.getByLabel('Platform').selectOption(String(platforms[0]!.id));
  const box = form.getByRole('checkbox', { name: 'Sensitive content' });
  await expect(box).not.toBeChecked();
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await form.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(/\/video\/\d+$/);
  const uploadedId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/videos/${uploadedId}`)).json()) as { labels?: string[] }).labels,
      {
        timeout: 30_000,
      },
    )
    .toContain('sensitive');

  // In the Edit dialog: unmarked at first, marked by keyboard.
  const edited = await uploadViaApi(page, makeMp4('marked-edit.mp4', { width: 180, height: 320, seconds: 2 }), {
    title: 'Wildfire ridge, marked in Edit',
  });
  const plain = await uploadViaApi(page, makeMp4('unmarked.mp4', { width: 180, height: 320, seconds: 2 }), {
    title: 'Calm harbour, unmarked',
  });
  await page.goto(`/video/${edited.id}`);
  await page.getByRole('button', { name: 'Video actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit video' });
  const mark = dialog.getByRole('checkbox', { name: 'Sensitive content' });
  await expect(mark).not.toBeChecked();
  await mark.focus();
  await page.keyboard.press('Space');
  await expect(mark).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const detail = (await (await page.request.get(`/api/videos/${edited.id}`)).json()) as {
    labels: string[];
    markedSensitive?: boolean;
  };
  expect(detail).toMatchObject({ markedSensitive: true, labels: expect.arrayContaining(['sensitive']) as string[] });
  const username = creator.split('@')[0]!;
  await signOut(page);

  // A viewer with the default: blurred, with the button to show it.
  await signUpAndConfirm(page, uniqueEmail('viewer'), 'sensitive-secret');
  await page.goto(`/video/${edited.id}`);
  await expect(page.getByRole('button', { name: COVER })).toBeVisible({ timeout: 30_000 });

  // 'Show them': the video page has no cover.
  await expectNoAxeViolations(page, 'video page, covered');
  await choose(page, 'Blur them', 'Show them', ['ArrowUp']);
  await expectNoAxeViolations(page, 'Settings, sensitive content');
  await page.setViewportSize({ width: 360, height: 760 });
  await expectNoHorizontalOverflow(page, 'Settings, sensitive content (360 px)');
  await page.getByRole('group', { name: 'Sensitive content' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-sensitive-content-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/video/${edited.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wildfire ridge, marked in Edit' })).toBeVisible();
  await expect(page.locator('video')).toBeVisible();
  await expect(page.getByRole('button', { name: COVER })).toHaveCount(0);

  // 'Hide them': the creator's profile lists the unmarked video alone; a link still opens one, covered.
  await choose(page, 'Show them', 'Hide them', ['ArrowDown', 'ArrowDown']);
  await page.goto(`/u/${username}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: plain.title })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText('Wildfire ridge, marked in Edit')).toHaveCount(0);
  await expect(main.getByText('Storm surge, marked at upload')).toHaveCount(0);
  await page.goto(`/video/${uploadedId}`);
  await expect(page.getByRole('button', { name: COVER })).toBeVisible();

  expect(await signInThroughApi(page, creator, 'sensitive-secret')).toBe(true);
  for (const id of [uploadedId, edited.id, plain.id]) await deleteVideo(page, id);
});
