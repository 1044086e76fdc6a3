import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, signUpAndConfirm, uniqueEmail } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { getVideo, makeMp4, uploadViaApi, type UploadedVideo } from './upload-helpers';

// The video page's owner actions (Edit and Delete dialogs, Flag video for everyone else), the AI
// prompt side panel (#prompt: copy, copy as JSON, download), Share, and views counted once per
// viewer. Each of those uploads its own clip (over tus, as the upload form does) as a fresh user;
// opening and playing a video use the demo clips.

// Sign-ups, real uploads, decoding and axe scans share two cores with the server (and other runs).
test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'video-page-secret';
const PROMPT =
  'A paper lantern festival over a misty river at night, warm bokeh, slow dolly forward, 35mm film grain, ' +
  'lanterns rising in a spiral; negative prompt: text, watermark';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const actionsButton = (page: Page) => page.getByRole('button', { name: 'Video actions' });
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function signedInWithVideo(page: Page, tag: string, title: string): Promise<UploadedVideo> {
  await signUpAndConfirm(page, uniqueEmail(tag), PASSWORD);
  return uploadViaApi(page, makeMp4('page-clip.mp4', { width: 320, height: 180, seconds: 2 }), {
    title,
    prompt: PROMPT,
    description: 'Lanterns drift up through the mist.',
  });
}

async function openVideo(page: Page, video: UploadedVideo): Promise<void> {
  await page.goto(`/video/${video.id}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
}

test('the owner edits the video; the new title shows at once', async ({ page }) => {
  const video = await signedInWithVideo(page, 'editor', 'Lantern river draft');
  await openVideo(page, video);

  await actionsButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Flag video' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Edit video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit video' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('Lantern river draft');
  await expect(dialog.getByLabel('Title')).toHaveAttribute('maxlength', '140');
  await expect(dialog.getByLabel('Description')).toHaveValue('Lanterns drift up through the mist.');
  await expect(dialog.getByLabel('AI Prompt')).toHaveValue(PROMPT);
  await expect(dialog.getByLabel('Platform')).not.toHaveValue('');
  await expect(dialog.getByLabel('Category')).not.toHaveValue('');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300); // let the 150 ms colour transitions finish
    await screenshot(page, `video-edit-dialog-${scheme}`);
    await expectNoAxeViolations(page, `edit dialog (${scheme})`);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // An empty title is refused before asking the server.
  await dialog.getByLabel('Title').fill('  ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();

  await dialog.getByLabel('Title').fill('Lantern river, final cut');
  await dialog.getByLabel('AI Prompt').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Lantern river, final cut' })).toBeVisible();
  await expect(page).toHaveTitle('Promptreel · Lantern river, final cut');
  await expect(toasts(page).getByText('Video updated')).toBeVisible();
  // An emptied prompt is stored as none: the chip goes.
  await expect(page.getByRole('button', { name: 'Copy prompt' })).toHaveCount(0);
  const saved = await getVideo(page, video.id);
  expect(saved.title).toBe('Lantern river, final cut');
  expect(saved.prompt).toBeNull();
  await expect(actionsButton(page)).toBeFocused();
});

test('the owner deletes the video only after typing DELETE; the feed and the file forget it', async ({ page }) => {
  const video = await signedInWithVideo(page, 'deleter', 'Lantern river to delete');
  await openVideo(page, video);
  expect((await page.request.get(video.publicUrl!)).status()).toBe(200);

  await actionsButton(page).click();
  await page.getByRole('menuitem', { name: 'Delete video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this video?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete video' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(confirm).toBeEnabled();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300); // let the 150 ms colour transitions finish
    await screenshot(page, `video-delete-dialog-${scheme}`);
    await expectNoAxeViolations(page, `delete dialog (${scheme})`);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Cancel keeps it; the typed word does not survive closing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await actionsButton(page).click();
  await page.getByRole('menuitem', { name: 'Delete video' }).click();
  await expect(dialog.getByLabel('Type DELETE to confirm')).toHaveValue('');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText('Video deleted')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lantern river to delete' })).toHaveCount(0);
  expect((await page.request.get(`/api/videos/${video.id}`)).status()).toBe(404);
  expect((await page.request.get(video.publicUrl!)).status()).toBe(404);
  await page.goto(`/video/${video.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Video not found' })).toBeVisible();
});

test('others see Flag video instead of Edit and Delete; the owner has the same menu on feed cards', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // three people: the owner, a visitor and another user
  const video = await signedInWithVideo(page, 'card-owner', 'Lantern river on the feed');

  // The owner's card in the feed (list layout) carries the menu, and editing from it works.
  await page.goto('/');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: video.title }) });
  await card.getByRole('button', { name: 'Video actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete video' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Edit video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit video' });
  await expect(dialog.getByLabel('Description')).toHaveValue('Lanterns drift up through the mist.');
  await dialog.getByLabel('Title').fill('Lantern river, edited from the feed');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Lantern river, edited from the feed' })).toBeVisible();

  for (const who of ['visitor', 'other user'] as const) {
    const context = await browser.newContext();
    const other = await context.newPage();
    if (who === 'other user') await signUpAndConfirm(other, uniqueEmail('bystander'), PASSWORD);
    await other.goto(`/video/${video.id}`);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Lantern river, edited from the feed');
    await actionsButton(other).click();
    const flag = other.getByRole('menuitem', { name: 'Flag video' });
    await expect(flag).toBeVisible();
    await expect(other.getByRole('menuitem', { name: 'Edit video' })).toHaveCount(0);
    await expect(other.getByRole('menuitem', { name: 'Delete video' })).toHaveCount(0);
    await expect(flag).toHaveAttribute('href', `/video/${video.id}?flag=true`);
    // The server refuses them too.
    const origin = new URL(other.url()).origin;
    const edit = await other.request.patch(`/api/videos/${video.id}`, {
      headers: { Origin: origin },
      data: { title: 'Hijacked', subtitle: null, prompt: null, platformId: 1, categoryId: 1 },
    });
    expect(edit.status()).toBe(who === 'visitor' ? 401 : 403);
    await context.close();
  }
});

test('#prompt opens the prompt panel: copy, copy as JSON and download', async ({ page }) => {
  const video = await signedInWithVideo(page, 'prompter', 'Lantern river prompt');
  await page.goto(`/video/${video.id}#prompt`);

  const panel = page.getByRole('dialog', { name: 'AI prompt' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(PROMPT)).toBeVisible();

  const copy = panel.getByRole('button', { name: 'Copy prompt' });
  await copy.click();
  // The tick first: it lasts only 1.2 s.
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(toasts(page).getByText('Prompt copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PROMPT);
  // The 'Copied' tick lasts 1.2 s.
  await expect(copy).toBeVisible({ timeout: 3000 });

  await panel.getByRole('button', { name: 'Copy as JSON' }).click();
  await expect(toasts(page).getByText('JSON copied to clipboard!')).toBeVisible();
  const json = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<string, unknown>;
  expect(json).toEqual({
    title: 'Lantern river prompt',
    prompt: PROMPT,
    platform: video.platform,
    category: video.categoryLabel,
    url: new URL(`/video/${video.id}`, page.url()).toString(),
  });

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ai-prompt.txt');
  expect(fs.readFileSync(await download.path(), 'utf8')).toBe(PROMPT);
  await expect(toasts(page).getByText('Prompt downloaded')).toBeVisible();

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300); // let the 150 ms colour transitions finish
    await screenshot(page, `video-prompt-panel-${scheme}`);
    await expectNoAxeViolations(page, `prompt panel (${scheme})`);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Closing drops the hash; the chip's preview opens it again, and Escape closes it.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/video/${video.id}$`));
  await page.getByRole('link', { name: /View AI prompt/ }).click();
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/#prompt$/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/video/${video.id}$`));

  // The chip's own copy button copies straight away.
  await page.getByRole('button', { name: 'Copy prompt' }).click();
  await expect(toasts(page).getByText('Prompt copied to clipboard!').first()).toBeVisible();
});

test('the prompt panel holds on a 360 px phone and the feed sparkle leads to it', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const video = await signedInWithVideo(page, 'phone-prompter', 'Lantern river on a phone');
  await page.goto('/');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: video.title }) });
  await card.getByRole('link', { name: 'View AI prompt' }).click();
  await expect(page).toHaveURL(new RegExp(`/video/${video.id}#prompt$`));
  const panel = page.getByRole('dialog', { name: 'AI prompt' });
  await expect(panel).toBeVisible();
  await expectNoHorizontalOverflow(page, 'prompt panel (360 px)');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300); // let the 150 ms colour transitions finish
    await screenshot(page, `video-prompt-panel-mobile-${scheme}`);
    await expectNoAxeViolations(page, `prompt panel (${scheme}, 360 px)`);
  }
  await page.keyboard.press('Escape');
  await actionsButton(page).click();
  await page.getByRole('menuitem', { name: 'Edit video' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit video' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'edit dialog (360 px)');
  await screenshot(page, 'video-edit-dialog-mobile');
  await expectNoAxeViolations(page, 'edit dialog (360 px)');
  await context.close();
});

test.describe('views', () => {
  // No autoplay on the feed (reduced motion), so only the plays below count.
  test.use({ reducedMotion: 'reduce' });

  async function play(page: Page): Promise<void> {
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
  }

  async function pause(page: Page): Promise<void> {
    await page.locator('video').evaluate((v: HTMLVideoElement) => v.pause());
  }

  test(
    'count once per viewer (reloads too), and reach the feed card at once',
    { tag: '@alone' },
    async ({ page, browser }) => {
      const video = await signedInWithVideo(page, 'viewer', 'Lantern river views');
      await page.goto('/');
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: video.title }) });
      await expect(card.getByText('0 views')).toBeVisible();
      await card.getByRole('link', { name: video.title }).click();
      await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
      const article = page.getByRole('article');
      await expect(article.getByText('0 views')).toBeVisible();

      const counted = page.waitForResponse((r) => r.url().endsWith(`/api/videos/${video.id}/views`));
      await play(page);
      // Opened from the feed's Latest tab: the view says so, for the creator's Studio.
      expect((await counted).request().postDataJSON()).toEqual({
        sessionId: expect.stringMatching(/^[0-9a-f]{32}$/),
        source: 'latest',
      });
      await expect(article.getByText('1 view', { exact: true })).toBeVisible();
      await pause(page);
      await play(page);
      await page.waitForTimeout(500);
      expect((await getVideo(page, video.id)).viewsCount).toBe(1);

      // Back on the feed (from the cache, not refetched): the card shows the new count.
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(card.getByText('1 view', { exact: true })).toBeVisible();

      // A reload plays again, but the same viewer counts once per half hour.
      await page.goto(`/video/${video.id}`);
      const again = page.waitForResponse((r) => r.url().endsWith(`/api/videos/${video.id}/views`));
      await play(page);
      expect(await (await again).json()).toEqual({ views: 1 });
      await expect(page.getByRole('article').getByText('1 view', { exact: true })).toBeVisible();

      // A visitor in another browser is another viewer: their browser keeps its own session id.
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      const visitor = await context.newPage();
      await visitor.goto(`/video/${video.id}`);
      await play(visitor);
      await expect(visitor.getByRole('article').getByText('2 views')).toBeVisible();
      const sessionId = await visitor.evaluate(() => localStorage.getItem('promptreel.viewSession'));
      expect(sessionId).toMatch(/^[0-9a-f]{32}$/);
      await visitor.reload();
      await play(visitor);
      await visitor.waitForTimeout(500);
      expect((await getVideo(page, video.id)).viewsCount).toBe(2);
      expect(await visitor.evaluate(() => localStorage.getItem('promptreel.viewSession'))).toBe(sessionId);
      await context.close();
    },
  );
});

test('Share copies the link to the video', async ({ page }) => {
  const video = await signedInWithVideo(page, 'sharer', 'Lantern river share');
  await openVideo(page, video);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(toasts(page).getByText('Share link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`/video/${video.id}`, page.url()).toString(),
  );
});

test('a card opens its video page, where the video becomes playable', async ({ page }) => {
  // The demo creator's profile: on the feed, other tests' newer uploads push the demo clips down.
  await page.goto('/u/neonfable');
  await page.getByRole('link', { name: 'Glass city test pattern' }).click();
  await expect(page).toHaveURL(/\/video\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Glass city test pattern' })).toBeVisible();
  await expect(page).toHaveTitle('Promptreel · Glass city test pattern');
  const video = page.locator('video');
  await expect(video).toBeVisible();
  // HAVE_FUTURE_DATA (3) or better: the browser has decoded enough to play.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(3);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  await screenshot(page, 'video-page');
  await expectNoAxeViolations(page, 'video page');
});

test("the video page's Play button plays the video, then the browser's own controls take over", async ({ page }) => {
  // A demo clip: the newest video may be another test's upload, deleted while this one runs.
  const { videos } = await (await page.request.get('/api/search?q=moss%20cathedral')).json();
  const { id, title } = videos[0] as { id: number; title: string };
  await page.goto(`/video/${id}`);
  const video = page.locator('video');
  const play = page.getByRole('button', { name: `Play ${title}` });
  await expect(play).toBeVisible();
  // Until the first play the browser builds no controls of its own: their first style pass was
  // the video page's longest task on a phone.
  await expect(video).not.toHaveAttribute('controls');
  await play.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
  await expect(video).toHaveAttribute('controls');
  await expect(play).toHaveCount(0);
  await expect(video).toBeFocused();
  await expectNoAxeViolations(page, 'video page, playing');
});

test("the video page's player loops, as the feed's does: the clip starts again rather than stopping", async ({
  page,
}) => {
  const { videos } = await (await page.request.get('/api/search?q=moss%20cathedral')).json();
  const { id, title } = videos[0] as { id: number; title: string };
  await page.goto(`/video/${id}`);
  const video = page.locator('video');
  await expect(video).toHaveAttribute('loop', '');
  await page.getByRole('button', { name: `Play ${title}` }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
  // Near the end: a looping player goes back to the start and keeps playing, never 'ended'.
  await video.evaluate((v: HTMLVideoElement) => {
    v.dataset.ended = 'no';
    v.addEventListener('ended', () => (v.dataset.ended = 'yes'));
    v.currentTime = Math.max(0, v.duration - 0.3);
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime < v.duration / 2), {
      timeout: 10_000,
    })
    .toBe(true);
  await expect(video).toHaveAttribute('data-ended', 'no');
});
