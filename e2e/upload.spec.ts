import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, signUpAndConfirm, uniqueEmail } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { catalogues, fakeMp4, getVideo, makeMp4, oversizeMp4, paddedMp4, uploadViaApi } from './upload-helpers';

// The upload page end to end: a real MP4 made by ffmpeg travels over tus with a visible progress
// bar, lands on its video page and plays (and seeks); every validation text of the upload form;
// and an upload whose connection is cut midway resumes and delivers every byte.

// Sign-ups, real uploads, decoding and axe scans share two cores with the server (and other runs).
test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'upload-secret-1';

const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Upload progress' });
const uploadButton = (page: Page) => page.getByRole('button', { name: 'Upload', exact: true });

/** Signs a new user up and opens /upload. */
async function openUploadPage(page: Page, tag: string): Promise<void> {
  await signUpAndConfirm(page, uniqueEmail(tag), PASSWORD);
  await page.getByRole('banner').getByRole('link', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page).toHaveTitle('Promptreel · Upload');
  await expect(page.getByRole('meter', { name: 'Daily uploads' })).toHaveAttribute(
    'aria-valuetext',
    '0 of 5 uploads today',
  );
}

/** Chooses a file with the visible 'Choose file' button (the system file picker). */
async function chooseFile(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^(Choose|Change) file$/ }).click();
  await (await chooser).setFiles(file);
}

async function pickCatalogue(page: Page): Promise<{ platform: string; category: string }> {
  const { platforms, categories } = await catalogues(page);
  const platform = platforms[1] ?? platforms[0]!;
  const category = categories[1] ?? categories[0]!;
  await page.getByLabel('Category').selectOption(String(category.id));
  await page.getByLabel('Platform').selectOption(String(platform.id));
  return { platform: platform.label, category: category.label };
}

/** Records every value the upload progress bar shows, from now on, in window.__progress. */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    const note = () => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && seen[seen.length - 1] !== value) seen.push(value);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);

/** Slows the page's uploads down (bytes per second) so progress can be watched. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

test('a visitor is asked to log in', async ({ page }) => {
  await page.goto('/upload');
  await expect(page.getByText('You must log in to upload')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fupload$/);
});

test('an MP4 uploads with a moving progress bar, lands on its page and plays and seeks', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const file = makeMp4('neon-harbour-at-dusk.mp4', { width: 640, height: 360, seconds: 3, bitrate: '2M' });
  await openUploadPage(page, 'uploader');

  await expect(page.getByText('Only AI-generated or AI-assisted content is allowed')).toBeVisible();
  const guidelines = page.getByRole('link', { name: /community guidelines/ });
  await expect(guidelines).toHaveAttribute('href', '/community-guidelines');
  await expect(guidelines).toHaveAttribute('target', '_blank');

  await chooseFile(page, file);
  // The title comes from the file name, without its extension.
  await expect(page.getByLabel('Title')).toHaveValue('neon-harbour-at-dusk');
  await expect(page.getByText(/Landscape/)).toBeVisible();
  await page.getByLabel('Title').fill('Neon harbour at dusk');
  await page.getByLabel('Description').fill('Boats drift through a synthwave harbour.');
  await page.getByLabel('AI Prompt').fill('A neon harbour at dusk, boats drifting, synthwave palette, 35mm');
  const chosen = await pickCatalogue(page);
  await expect(uploadButton(page)).toBeEnabled();

  await recordProgress(page);
  // ~750 KB at 200 KB/s: about four seconds of progress to see and photograph.
  const cdp = await throttleUploads(page, 200 * 1024);
  // The file fits one chunk: its one PATCH is the final one.
  const finalPatch = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname.startsWith('/api/uploads/'),
    { timeout: 60_000 },
  );
  await uploadButton(page).click();
  await expect(page.getByRole('button', { name: 'Uploading…' })).toBeVisible();
  await expect(progressBar(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  await expect(page.getByText(/^\d{1,3}%$/)).toBeVisible();
  // Scrolled by the page itself: Playwright's scroll waits for the element to be still, and a bar
  // that grows while bytes go is still only once the upload is over and the page has moved on.
  await progressBar(page).evaluate((bar) => bar.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'upload-progress');

  await expect(page).toHaveURL(/\/video\/\d+$/, { timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const values = await recorded(page);
  expect(
    values.some((v) => v > 0 && v < 100),
    `progress seen: ${values.join(', ')}`,
  ).toBe(true);
  expect(values).toContain(100);

  await expect(page.getByRole('heading', { level: 1, name: 'Neon harbour at dusk' })).toBeVisible();
  await expect(page).toHaveTitle('Promptreel · Neon harbour at dusk');
  await expect(page.getByText('Boats drift through a synthwave harbour.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Labels' })).toContainText(chosen.platform);
  await expect(page.getByRole('list', { name: 'Labels' })).toContainText(chosen.category);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  // The upload answered before its processing job ran: its owner may see 'Processing…' meanwhile,
  // which goes by itself; then visitors find the video too.
  await expect(page.getByRole('status').filter({ hasText: 'Processing…' })).toHaveCount(0, { timeout: 30_000 });
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/video/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Neon harbour at dusk' })).toBeVisible();
  await visitorContext.close();
  const stored = await getVideo(page, id);
  expect(stored.sizeBytes).toBe(fs.statSync(file).size);
  // tus 1.0: the final PATCH answers 204, and the page found the video through the header.
  const answer = await finalPatch;
  expect(answer.status()).toBe(204);
  expect(answer.headers()['promptreel-video']).toBe(`/api/videos/${id}`);

  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(3);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
  // Seeking: the file answers Range requests, so a jump plays on from there.
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 2;
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.seeking)).toBe(false);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(1.9);
  const range = await page.request.get(stored.publicUrl!, { headers: { Range: 'bytes=100-199' } });
  expect(range.status()).toBe(206);

  // The meter counts it, and the platform and category chosen are remembered for next time.
  await page.goto('/upload');
  await expect(page.getByRole('meter', { name: 'Daily uploads' })).toHaveAttribute(
    'aria-valuetext',
    '1 of 5 uploads today',
  );
  await expect(page.getByLabel('Platform')).not.toHaveValue('');
  await expect(page.getByLabel('Category')).not.toHaveValue('');
});

test('every validation text, at selection and at submit', async ({ page }) => {
  await openUploadPage(page, 'validator');
  await expect(uploadButton(page)).toBeDisabled();

  // Nothing filled in: submitting names every required field.
  await uploadButton(page).click({ force: true });
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Please choose a category')).toBeVisible();
  await expect(page.getByText('Please choose a platform')).toBeVisible();
  await expect(page.getByText('MP4 file is required')).toBeVisible();
  await expect(page.getByLabel('Title')).toBeFocused();

  // A text file renamed to .mp4: refused as soon as it is chosen, in the submit wording after.
  await chooseFile(page, fakeMp4());
  await expect(page.getByText('Please upload an MP4 video.')).toBeVisible();
  await expect(page.getByText('MP4 file is required')).toBeHidden();
  await uploadButton(page).click({ force: true });
  await expect(page.getByText('Only MP4 files are allowed')).toBeVisible();

  // Over 100 MB.
  await chooseFile(page, oversizeMp4());
  await expect(page.getByText('File is 101.0MB. Max 100MB.')).toBeVisible();
  await uploadButton(page).click({ force: true });
  await expect(page.getByText('MP4 up to 100MB only')).toBeVisible();

  // A good file fills the empty title; clearing it again is refused.
  await chooseFile(page, makeMp4('small.mp4'));
  await expect(page.getByLabel('Title')).toHaveValue('small');
  await expect(page.getByText('MP4 up to 100MB only')).toBeHidden();
  await page.getByLabel('Title').fill('');
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveAttribute('maxlength', '120');
  await expect(page.getByLabel('Description')).toHaveAttribute('maxlength', '1000');
  await expect(page.getByLabel('AI Prompt')).toHaveAttribute('maxlength', '4000');
  await page.getByLabel('Title').fill('Tiny test pattern');
  await expect(page.getByText('17/120')).toBeVisible();
  await pickCatalogue(page);
  await expect(page.getByText('Please choose a platform')).toBeHidden();
  await expect(uploadButton(page)).toBeEnabled();

  await page.getByRole('button', { name: 'Remove file' }).click();
  await expect(page.getByText('MP4 file is required')).toBeVisible();
  await expect(uploadButton(page)).toBeDisabled();
});

test('Ctrl+Enter uploads; the page passes axe and holds at 360 px, light and dark', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await openUploadPage(page, 'mobile-uploader');
  await chooseFile(page, makeMp4('square-loop.mp4', { width: 480, height: 480, seconds: 2 }));
  await expect(page.getByText(/Square/)).toBeVisible();
  await pickCatalogue(page);
  await page.getByLabel('AI Prompt').fill('A perfectly square loop of a test pattern');
  await expectNoHorizontalOverflow(page, 'upload (360 px)');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300); // let the 150 ms colour transitions finish
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `upload-form-mobile-${scheme}`);
    await page.getByRole('button', { name: 'Remove file' }).scrollIntoViewIfNeeded();
    await screenshot(page, `upload-form-file-mobile-${scheme}`);
    await expectNoAxeViolations(page, `upload with a file (${scheme}, 360 px)`);
  }
  await page.getByLabel('Title').press('Control+Enter');
  await expect(page).toHaveURL(/\/video\/\d+$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'square-loop' })).toBeVisible();
  await context.close();
});

test('the desktop form passes axe in both themes', async ({ page }) => {
  await openUploadPage(page, 'desktop-look');
  await chooseFile(page, makeMp4('small.mp4'));
  await expect(page.getByLabel('Title')).toHaveValue('small');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300); // let the 150 ms colour transitions finish
    await screenshot(page, `upload-form-${scheme}`);
    await expectNoAxeViolations(page, `upload with a file (${scheme})`);
  }
});

test('an upload whose connection drops midway resumes and delivers every byte', async ({ page, context }) => {
  test.setTimeout(180_000);
  const file = paddedMp4('resumable-10mb.mp4', 10 * 1024 * 1024);
  const size = fs.statSync(file).size;
  await openUploadPage(page, 'resumer');
  const methods: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/uploads')) methods.push(request.method());
  });

  await chooseFile(page, file);
  await page.getByLabel('Title').fill('Resumed over a flaky line');
  await pickCatalogue(page);
  await expect(uploadButton(page)).toBeEnabled();

  const cdp = await throttleUploads(page, 1024 * 1024);
  await page.getByLabel('Title').press('Control+Enter');
  const bar = progressBar(page);
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 })
    .toBeGreaterThan(20);
  const beforeCut = Number(await bar.getAttribute('aria-valuenow'));
  expect(beforeCut).toBeLessThan(100);

  await context.setOffline(true);
  await expect(page.getByText('Connection lost — resuming…')).toBeVisible();
  await page.waitForTimeout(1500);
  await bar.scrollIntoViewIfNeeded();
  await screenshot(page, 'upload-resuming');
  await context.setOffline(false);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(page).toHaveURL(/\/video\/\d+$/, { timeout: 90_000 });
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: 'Resumed over a flaky line' })).toBeVisible();
  // Resumed, not restarted: one creation, then a HEAD to ask the server where it stopped.
  expect(methods.filter((m) => m === 'POST')).toHaveLength(1);
  expect(methods).toContain('HEAD');
  const stored = await getVideo(page, id);
  expect(stored.sizeBytes).toBe(size);
  const whole = await page.request.get(stored.publicUrl!);
  expect((await whole.body()).equals(fs.readFileSync(file))).toBe(true);
});

test('Cancel stops the upload and removes it from the server; a refusal says why', async ({ page }) => {
  await openUploadPage(page, 'canceller');
  const methods: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/uploads')) methods.push(request.method());
  });
  await chooseFile(page, paddedMp4('cancel-4mb.mp4', 4 * 1024 * 1024));
  await page.getByLabel('Title').fill('Cancelled halfway');
  await pickCatalogue(page);
  const cdp = await throttleUploads(page, 512 * 1024);
  await uploadButton(page).click();
  await expect
    .poll(async () => Number(await progressBar(page).getAttribute('aria-valuenow')), { timeout: 30_000 })
    .toBeGreaterThan(5);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(progressBar(page)).toBeHidden();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Upload cancelled')).toBeVisible();
  await expect(uploadButton(page)).toBeEnabled();
  await expect.poll(() => methods).toContain('DELETE');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // The server's refusal comes back in its own words, under 'Upload failed'.
  await page.route('**/api/uploads', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'too_many_requests',
            message: 'Daily limit reached. You can upload again tomorrow.',
          }),
        })
      : route.continue(),
  );
  await uploadButton(page).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Upload failed' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Daily limit reached. You can upload again tomorrow.');
  await expect(page).toHaveURL(/\/upload$/);
});

test('a closed tab resumes where it stopped when the same file is chosen again', async ({ page, context }) => {
  const file = paddedMp4('closed-tab-12mb.mp4', 12 * 1024 * 1024);
  await openUploadPage(page, 'tab-closer');
  await chooseFile(page, file);
  await page.getByLabel('Title').fill('Survived a closed tab');
  await pickCatalogue(page);
  await throttleUploads(page, 1024 * 1024);
  await uploadButton(page).click();
  // Past the first 5 MB chunk (of 5 + 5 + 2), so the server holds a good part of it, but far from done.
  await expect
    .poll(async () => Number(await progressBar(page).getAttribute('aria-valuenow')), { timeout: 30_000 })
    .toBeGreaterThan(50);
  await page.close({ runBeforeUnload: false });

  const again = await context.newPage();
  const methods: string[] = [];
  again.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/uploads')) methods.push(request.method());
  });
  // Each answer with its status and body, so a failure below says why the upload started anew.
  const answers: string[] = [];
  again.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/uploads')) return;
    const said = `${response.request().method()} ${response.status()}`;
    void response.text().then(
      (body) => answers.push(`${said} ${body.slice(0, 120)}`),
      () => answers.push(said),
    );
  });
  await again.goto('/upload');
  await chooseFile(again, file);
  await again.getByLabel('Title').fill('Survived a closed tab');
  // Platform and category are remembered from the first try.
  await expect(again.getByLabel('Platform')).not.toHaveValue('');
  await expect(uploadButton(again)).toBeEnabled();
  // Slow enough that the remaining 7 MB take a few seconds, so the note can be read on any machine.
  await throttleUploads(again, 1024 * 1024);
  await uploadButton(again).click();
  await expect(again.getByText(/Resumed your earlier upload/)).toBeVisible();
  await expect(again).toHaveURL(/\/video\/\d+$/, { timeout: 60_000 });
  expect(methods, answers.join(' | ')).not.toContain('POST');
  expect(methods, answers.join(' | ')).toContain('HEAD');
  const id = Number(new URL(again.url()).pathname.split('/').pop());
  expect((await getVideo(again, id)).sizeBytes).toBe(fs.statSync(file).size);
});

test('at five uploads today the form says so and will not upload', async ({ page }) => {
  await signUpAndConfirm(page, uniqueEmail('prolific'), PASSWORD);
  const clip = makeMp4('limit-clip.mp4', { width: 160, height: 90, seconds: 1 });
  for (let i = 1; i <= 5; i++) await uploadViaApi(page, clip, { title: `Daily clip ${i}` });
  await page.goto('/upload');
  await expect(page.getByRole('meter', { name: 'Daily uploads' })).toHaveAttribute(
    'aria-valuetext',
    '5 of 5 uploads today',
  );
  await expect(page.getByText('Daily limit reached. You can upload again tomorrow.')).toBeVisible();
  await chooseFile(page, clip);
  await pickCatalogue(page);
  await expect(page.getByLabel('Title')).toHaveValue('limit-clip');
  await expect(uploadButton(page)).toBeDisabled();
});
