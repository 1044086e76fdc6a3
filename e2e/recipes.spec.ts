import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, signUpAndConfirm, uniqueEmail } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { deleteVideo } from './social-helpers';
import { getVideo, makeMp4, uploadViaApi, withTags } from './upload-helpers';

// Recipes (issue 35, goal 1): the owner writes a recipe in the edit dialog by keyboard; the video
// page's panel becomes 'Recipe', with the prompt first and the parts after; copies carry them.
test.describe.configure({ timeout: 120_000 });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PROMPT = 'Tide pools glowing at dusk, slow dolly';
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Tests tidy up: the video on screen goes once processed (the shared feed's first page is others' to read). */
async function removeShownVideo(page: Page) {
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect.poll(async () => (await getVideo(page, id)).processing, { timeout: 30_000 }).toBe(false);
  await deleteVideo(page, id);
}

test('the owner writes a recipe by keyboard; the panel shows and copies it; search finds the model', async ({
  page,
}) => {
  await signUpAndConfirm(page, uniqueEmail('recipes'), 'recipes-secret');
  const video = await uploadViaApi(page, makeMp4('recipe-clip.mp4', { width: 320, height: 180, seconds: 2 }), {
    title: 'Tide pools at dusk',
    prompt: PROMPT,
  });
  await page.goto(`/video/${video.id}`);
  await page.getByRole('button', { name: 'Video actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit video' });
  const recipe = dialog.getByText('Recipe (optional)');
  await recipe.focus();
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Model', { exact: true }).fill('Wan 2.2');
  await dialog.getByLabel('Seed').fill('12ab');
  await dialog.getByLabel('Aspect ratio asked for').fill('16:9');
  await dialog.getByLabel('Negative prompt').fill('blurry, text');
  await dialog.getByLabel('Other settings').fill('steps: 30\ncfg: 7.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Refused by the seed's own field, and nothing saved.
  await expect(dialog.getByText('Seed must be a whole number of at most 20 digits')).toBeVisible();
  await expectNoAxeViolations(page, 'edit dialog with a recipe');
  await screenshot(page, 'recipe-edit-dialog');
  await dialog.getByLabel('Seed').fill('424242');
  await dialog.getByLabel('Seed').press('Enter');
  await expect(toasts(page).getByText('Video updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: /View AI prompt/ }).click();
  const panel = page.getByRole('dialog', { name: 'Recipe' });
  await expect(panel.getByRole('region', { name: 'Prompt text' })).toHaveText(PROMPT);
  await expect(panel.getByRole('term')).toHaveText([
    'Platform',
    'Category',
    'Model',
    'Seed',
    'Aspect ratio',
    'steps',
    'cfg',
  ]);
  await expect(panel.getByRole('region', { name: 'Negative prompt' })).toContainText('blurry, text');
  await panel.getByRole('button', { name: 'Copy prompt' }).click();
  await expect(toasts(page).getByText('Prompt copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${PROMPT}\nNegative prompt: blurry, text\nModel: Wan 2.2, Seed: 424242, Aspect ratio: 16:9, steps: 30, cfg: 7.5`,
  );
  await expectNoAxeViolations(page, 'recipe panel');
  await page.setViewportSize({ width: 360, height: 760 });
  await expectNoHorizontalOverflow(page, 'recipe panel (360 px)');
  await screenshot(page, 'recipe-panel-360');

  await page.goto('/search?q=wan%202.2');
  await expect(page.getByRole('main').getByRole('link', { name: 'Tide pools at dusk' }).first()).toBeVisible();
  // Tests tidy up: the shared feed's first page is others' to read.
  await deleteVideo(page, video.id);
});

test('a recipe given at upload is on the new video, and a bad part is caught before any byte goes', async ({
  page,
}) => {
  await signUpAndConfirm(page, uniqueEmail('recipe-upload'), 'recipes-secret');
  await page.getByRole('banner').getByRole('link', { name: 'Upload' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^(Choose|Change) file$/ }).click();
  await (await chooser).setFiles(makeMp4('recipe-upload.mp4', { width: 320, height: 180, seconds: 2 }));
  await page.getByLabel('Title').fill('Harbour lights, with a recipe');
  await page.getByLabel('AI Prompt').fill(PROMPT);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Platform').selectOption({ index: 1 });
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeEnabled();

  await page.getByText('Recipe (optional)').click();
  await page.getByLabel('Aspect ratio asked for').fill('wide');
  await expect(page.getByText('Aspect ratio must look like 16:9')).toBeVisible();
  await expect(upload).toBeDisabled();
  await page.getByLabel('Aspect ratio asked for').fill('21:9');
  await page.getByLabel('Model', { exact: true }).fill('Veo 3');
  await page.getByLabel('Seed').fill('77');
  await expectNoAxeViolations(page, 'upload form with a recipe');
  await upload.click();
  await expect(page).toHaveURL(/\/video\/\d+$/, { timeout: 60_000 });
  await page.getByRole('link', { name: /View AI prompt/ }).click();
  const panel = page.getByRole('dialog', { name: 'Recipe' });
  await expect(panel.getByRole('definition')).toContainText(['Veo 3', '77', '21:9']);
  await removeShownVideo(page);
});

test('the upload form fills itself from a ComfyUI file, says so, and keeps what was typed', async ({ page }) => {
  const graph = {
    '3': {
      class_type: 'KSampler',
      inputs: { seed: 31337, steps: 28, cfg: 6, model: ['4', 0], positive: ['6', 0], negative: ['7', 0] },
    },
    '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: 'hunyuan_video_t2v.safetensors' } },
    '6': { class_type: 'CLIPTextEncode', inputs: { text: 'Origami cranes taking flight at dawn', clip: ['4', 1] } },
    '7': { class_type: 'CLIPTextEncode', inputs: { text: 'low quality', clip: ['4', 1] } },
  };
  const file = withTags(makeMp4('comfy-source.mp4', { width: 180, height: 320, seconds: 2 }), 'comfy-cranes.mp4', {
    prompt: JSON.stringify(graph),
    workflow: '{"nodes":[]}',
  });
  await signUpAndConfirm(page, uniqueEmail('recipe-file'), 'recipes-secret');
  await page.goto('/upload');
  await page.getByLabel('Title').fill('Cranes');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^(Choose|Change) file$/ }).click();
  await (await chooser).setFiles(file);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "Filled from the file's metadata: prompt, negative prompt, seed, model, settings" }),
  ).toBeVisible();
  await expect(page.getByLabel('AI Prompt')).toHaveValue('Origami cranes taking flight at dawn');
  await expect(page.getByLabel('Title')).toHaveValue('Cranes');
  await expect(page.getByLabel('Model', { exact: true })).toHaveValue('hunyuan_video_t2v');
  await expect(page.getByLabel('Seed')).toHaveValue('31337');
  // The recipe's parts are shown (unfolded) for the creator to check.
  await expect(page.getByLabel('Seed')).toBeVisible();
  await expectNoAxeViolations(page, 'upload form filled from the file');
  await page.setViewportSize({ width: 360, height: 760 });
  await expectNoHorizontalOverflow(page, 'upload form filled from the file (360 px)');
  await screenshot(page, 'upload-filled-from-file-360');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Platform').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(/\/video\/\d+$/);
  await page.getByRole('link', { name: /View AI prompt/ }).click();
  const panel = page.getByRole('dialog', { name: 'Recipe' });
  await expect(panel.getByRole('region', { name: 'Prompt text' })).toHaveText('Origami cranes taking flight at dawn');
  await expect(
    panel.getByText("Read from the file's metadata (ComfyUI): prompt, negative prompt, seed, model, settings"),
  ).toBeVisible({ timeout: 30_000 });
  await removeShownVideo(page);
});
