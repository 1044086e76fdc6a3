import { expect, type Page, test } from '@playwright/test';
import { waitForApp } from './fixtures';
import { makeMp4 } from './upload-helpers';
import { card, deleteVideo, newUser, uploadVideo } from './social-helpers';

// The site's pages carry a Content-Security-Policy. What it would block is reported by the browser
// as a `securitypolicyviolation` event: every one of them is recorded, from the first script on.
const RECORD_VIOLATIONS = () => {
  const seen: string[] = [];
  (window as unknown as { __violations: string[] }).__violations = seen;
  document.addEventListener('securitypolicyviolation', (e) =>
    seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
  );
};
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

test("a visitor's pages run, play and show everything under the site's policy", async ({ page, browser }) => {
  // A video of this test's own: the feed's newest belong to other tests, which change and delete them.
  const creator = await newUser(browser, 'csp-video');
  const title = `Policy check ${Date.now().toString(36)}`;
  const videoId = await uploadVideo(creator.page, title);

  await page.addInitScript(RECORD_VIOLATIONS);
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });

  // The server-rendered feed, taken over by the app's code (loaded by the page's inline loader).
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await waitForApp(page);
  expect(await violations(page)).toEqual([]);

  // The creator's profile, then the video page through the app's router: poster, the video playing.
  await page.goto(`/u/${creator.username}`);
  await card(page, title).locator(`a[href="/video/${videoId}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/video/${videoId}$`));
  const video = page.locator('video').first();
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  expect(await violations(page)).toEqual([]);

  // A page loaded afresh (not by the router), the sign-in screen, and the API's reference page.
  for (const path of [page.url(), '/login', '/api/docs']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  expect(blocked).toEqual([]);
  await deleteVideo(creator.page, videoId);
  await creator.context.close();
});

test("a creator's upload screen reads the chosen file (a blob: address) under the policy", async ({ browser }) => {
  const creator = await newUser(browser, 'csp-upload');
  const { page } = creator;
  await page.addInitScript(RECORD_VIOLATIONS);
  await page.goto('/upload');
  await expect(page).toHaveTitle('Promptreel · Upload');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(makeMp4('policy-check.mp4'));
  // The orientation comes from reading the file in a video element, the preview from its first frame.
  await expect(page.getByText(/Landscape/)).toBeVisible();
  const preview = page.locator('img[src^="blob:"]');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await violations(page)).toEqual([]);
  await creator.context.close();
});

test('no other site can frame a page of the site; the embeddable player it can', async ({ page }) => {
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const feed = (await (await page.request.get('/api/videos?tab=latest')).json()) as { items: { id: number }[] };
  const id = feed.items[0]!.id;
  const siteAnswered = page.waitForResponse((r) => r.url() === `${origin}/settings`);
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Another site</title></head><body>` +
      `<iframe title="site" src="${origin}/settings"></iframe><iframe title="player" src="${origin}/embed/${id}"></iframe></body></html>`,
  );
  await expect(page.frameLocator('iframe[title="player"]').locator('video')).toBeAttached();
  // The site answered the frame, and the browser showed its error page in place of the document.
  expect((await siteAnswered).status()).toBe(200);
  await expect.poll(() => page.frames().map((f) => f.url())).toContain('chrome-error://chromewebdata/');
  await expect(page.frameLocator('iframe[title="site"]').locator('#root')).toHaveCount(0);
});
