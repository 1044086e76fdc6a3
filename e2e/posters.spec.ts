import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, signUpAndConfirm, uniqueEmail } from './accounts';
import { expectNoAxeViolations, QUICK_POLL, screenshot } from './fixtures';
import { makePng } from './png';
import { deleteVideo } from './social-helpers';
import { catalogues, getVideo, makeMp4, MEDIA_DIR, uploadViaApi } from './upload-helpers';

// Chosen posters (issue 36, goal 4): the creator picks a frame on the upload form's scrubber, and an
// image of their own in the Edit dialog, by keyboard; a job makes each, and the card's poster
// address changes once it is ready. Its public videos are deleted at the end: the shared feed's
// first page is other tests' to read.
test.describe.configure({ timeout: 180_000 });

/** The video's poster address once it is a chosen one (its job has run). */
async function chosenPoster(page: Page, id: number): Promise<string> {
  await expect
    .poll(async () => (await getVideo(page, id)).posterUrl ?? '', { timeout: 60_000, intervals: QUICK_POLL })
    .toMatch(/-chosen-\d+\.jpg$/);
  return (await getVideo(page, id)).posterUrl!;
}

test('a creator picks a frame at upload and uploads an image in Edit video, by keyboard', async ({ page }) => {
  await signUpAndConfirm(page, uniqueEmail('poster'), 'poster-secret');
  const made: number[] = [];

  // At upload: 'A frame of the video', the scrubber moved by the arrow keys, the preview seeked there.
  await page.goto('/upload');
  const form = page.getByRole('form', { name: 'Upload a video' });
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: /^(Choose|Change) file$/ }).click();
  await (await chooser).setFiles(makeMp4('poster-upload.mp4', { width: 320, height: 180, seconds: 3 }));
  await form.getByLabel('Title').fill('Harbour at dusk, its own poster');
  const { platforms, categories } = await catalogues(page);
  await form.getByLabel('Category').selectOption(String(categories[0]!.id));
  await form.getByLabel('Platform').selectOption(String(platforms[0]!.id));
  const poster = form.getByRole('group', { name: 'Poster' });
  const keep = poster.getByRole('radio', { name: 'The frame at 0.1 s' });
  await expect(keep).toBeChecked();
  await keep.focus();
  await page.keyboard.press('ArrowRight');
  await expect(poster.getByRole('radio', { name: 'A frame of the video' })).toBeChecked();
  await page.keyboard.press('Tab');
  const scrubber = poster.getByRole('slider', { name: 'Frame for the poster' });
  await expect(scrubber).toBeFocused();
  for (let i = 0; i < 15; i++) await page.keyboard.press('ArrowRight');
  await expect(scrubber).toHaveAttribute('aria-valuetext', '0:01.5');
  const preview = poster.getByLabel('Preview of the chosen frame: 0:01.5');
  await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(1.5, 1);
  await expectNoAxeViolations(page, 'upload form, poster frame');
  await page.setViewportSize({ width: 360, height: 760 });
  await expectNoHorizontalOverflow(page, 'upload form, poster frame (360 px)');
  await poster.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await screenshot(page, 'upload-poster-frame-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByRole('button', { name: 'Upload', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/video\/\d+$/, { timeout: 60_000 });
  const uploaded = Number(new URL(page.url()).pathname.split('/').pop());
  made.push(uploaded);
  const framePoster = await chosenPoster(page, uploaded);
  expect((await page.request.get(framePoster)).headers()['content-type']).toBe('image/jpeg');

  // In Edit video: 'An image of your own', chosen by keyboard, cropped to the video's shape.
  const edited = await uploadViaApi(page, makeMp4('poster-edit.mp4', { width: 180, height: 320, seconds: 2 }), {
    title: 'Lighthouse, an image for its poster',
  });
  made.push(edited.id);
  const before = edited.posterUrl;
  await page.goto(`/video/${edited.id}`);
  await page.getByRole('button', { name: 'Video actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit video' });
  const group = dialog.getByRole('group', { name: 'Poster' });
  const current = group.getByRole('radio', { name: 'Keep the current poster' });
  await expect(current).toBeChecked();
  await current.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: 'An image of your own' })).toBeChecked();
  await page.keyboard.press('Tab');
  const input = group.getByLabel('Poster image');
  await expect(input).toBeFocused();
  const image = path.join(MEDIA_DIR, 'poster-image.png');
  fs.mkdirSync(MEDIA_DIR, { recursive: true });
  fs.writeFileSync(image, makePng(400));
  const picker = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await picker).setFiles(image);
  await expect(group.getByRole('img', { name: 'Preview of the poster image, cropped to the video' })).toBeVisible();
  await expectNoAxeViolations(page, 'Edit video, poster image');
  await page.setViewportSize({ width: 360, height: 760 });
  await expectNoHorizontalOverflow(page, 'Edit video, poster image (360 px)');
  await group.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await screenshot(page, 'edit-poster-image-360');
  const use = dialog.getByRole('button', { name: 'Use this poster' });
  await use.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Your new poster is being made.', { exact: false })).toBeVisible();
  await expect(dialog.getByText('Your new poster is ready.')).toBeVisible({ timeout: 60_000 });
  const imagePoster = await chosenPoster(page, edited.id);
  expect(imagePoster).not.toBe(before);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The page's player shows the new poster (its widest size).
  await expect(page.locator('video').first()).toHaveAttribute('poster', /-chosen-\d+/);

  for (const id of made) await deleteVideo(page, id);
});
