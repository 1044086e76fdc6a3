import { expect, test, type Page } from '@playwright/test';
import {
  E2E_ORIGIN,
  expectNoHorizontalOverflow,
  signInThroughApi,
  signOut,
  signUpAndConfirm,
  uniqueEmail,
} from './accounts';
import { deleteVideo } from './social-helpers';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { getVideo, makeMp4, uploadViaApi } from './upload-helpers';

// Remix (issue 35, goals 3 and 5): from a video's page to a published remix, both pages linked;
// 'Use this prompt' by keyboard; a video whose creator turned remixes off offers no Remix.
test.describe.configure({ timeout: 150_000 });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PROMPT = 'Paper lanterns drifting over a canal at night, slow crane up';
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Signs `tag` up and uploads one processed video with a prompt and a recipe; answers its id. */
async function creatorWithVideo(page: Page, tag: string, title: string): Promise<{ id: number; username: string }> {
  const username = uniqueEmail(tag).split('@')[0]!;
  await signUpAndConfirm(page, `${username}@example.test`, 'remix-secret');
  const video = await uploadViaApi(page, makeMp4(`${tag}.mp4`, { width: 180, height: 320, seconds: 2 }), {
    title,
    prompt: PROMPT,
  });
  const recipe = await page.request.put(`/api/videos/${video.id}/recipe`, {
    headers: { Origin: E2E_ORIGIN },
    data: { recipe: { model: 'Wan 2.2', seed: '4242' } },
  });
  expect(recipe.status(), await recipe.text()).toBe(200);
  return { id: video.id, username };
}

test('Remix from a video page to a published remix, both pages linked; Use this prompt by keyboard', async ({
  page,
}) => {
  const source = await creatorWithVideo(page, 'remix-src', 'Lanterns over the canal');
  await signOut(page);
  await signUpAndConfirm(page, uniqueEmail('remixer'), 'remix-secret');
  await page.goto(`/video/${source.id}`);

  // Use this prompt, by keyboard: the prompt and its recipe go to the clipboard.
  const usePrompt = page.getByRole('button', { name: 'Use this prompt' });
  await usePrompt.focus();
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Prompt and recipe copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${PROMPT}\nModel: Wan 2.2, Seed: 4242`);

  const remix = page.getByRole('main').getByRole('link', { name: 'Remix', exact: true });
  await remix.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/upload\\?remix=${source.id}$`));
  const form = page.getByRole('form', { name: 'Upload a video' });
  await expect(form.getByRole('link', { name: `@${source.username} · Lanterns over the canal` })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Not a remix' })).toBeVisible();
  await expect(form.getByLabel('AI Prompt')).toHaveValue(PROMPT);
  await expect(form.getByLabel('Model', { exact: true })).toHaveValue('Wan 2.2');
  await expect(form.getByLabel('Seed')).toHaveValue('4242');
  await expect(form.getByLabel('Allow remixes')).toBeChecked();
  await expectNoAxeViolations(page, 'upload form for a remix');
  await page.setViewportSize({ width: 360, height: 760 });
  await expectNoHorizontalOverflow(page, 'upload form for a remix (360 px)');
  await screenshot(page, 'remix-upload-form-360');
  await page.setViewportSize({ width: 1280, height: 800 });

  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: /^(Choose|Change) file$/ }).click();
  await (await chooser).setFiles(makeMp4('remix-clip.mp4', { width: 180, height: 320, seconds: 2 }));
  await form.getByLabel('Title').fill('Lanterns at dawn');
  await form.getByLabel('Seed').fill('777');
  await form.getByRole('button', { name: 'Upload', exact: true }).click();

  // The remix's page names its source; once processed, the source's page lists it.
  await expect(page).toHaveURL(/\/video\/\d+$/);
  const remixedFrom = page.getByRole('main').getByText('Remixed from');
  await expect(remixedFrom).toBeVisible({ timeout: 30_000 });
  const sourceLink = page
    .getByRole('main')
    .getByRole('link', { name: `@${source.username} · Lanterns over the canal` });
  await expect(sourceLink).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lanterns at dawn' })).toBeVisible({ timeout: 30_000 });
  // Its page watches the processing end (then the source's page is asked for afresh).
  const remixId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect
    .poll(async () => ((await getVideo(page, remixId)).processing ? 'processing' : 'shown'), { timeout: 30_000 })
    .toBe('shown');
  await expect(page.getByRole('status').filter({ hasText: 'Processing…' })).toBeHidden({ timeout: 10_000 });
  await screenshot(page, 'remix-page');
  await sourceLink.click();
  await expect(page).toHaveURL(new RegExp(`/video/${source.id}$`));
  const strip = page.getByRole('region', { name: 'Remixes (1)' });
  await expect(strip).toBeVisible();
  await expect(strip.getByRole('link', { name: /Lanterns at dawn/ })).toBeVisible();
  await expectNoAxeViolations(page, 'a video page with its remixes');
  await page.setViewportSize({ width: 360, height: 760 });
  await expectNoHorizontalOverflow(page, 'a video page with its remixes (360 px)');
  await strip.scrollIntoViewIfNeeded();
  await screenshot(page, 'remixes-strip-360');

  // Tests tidy up: the shared feed's first page is others' to read.
  await deleteVideo(page, remixId);
  expect(await signInThroughApi(page, `${source.username}@example.test`, 'remix-secret')).toBe(true);
  await deleteVideo(page, source.id);
});

test('a creator turns remixes off in the Edit dialog: the Remix button goes, the prompt stays copyable', async ({
  page,
}) => {
  const own = await creatorWithVideo(page, 'remix-off', 'Canal reflections');
  await page.goto(`/video/${own.id}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Remix', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Video actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit video' });
  const allow = dialog.getByLabel('Allow remixes');
  await expect(allow).toBeChecked();
  await allow.focus();
  await page.keyboard.press('Space');
  await expect(allow).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Video updated')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Remix', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Use this prompt' })).toBeVisible();

  // The address of a remix of it says why no remix is offered.
  await page.goto(`/upload?remix=${own.id}`);
  await expect(page.getByText('Remixes are turned off for this video')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Not a remix' })).toBeHidden();

  // Tests tidy up: the shared feed's first page is others' to read.
  await deleteVideo(page, own.id);
});
