import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, screenshot, waitForApp } from './fixtures';
import { demoVideos } from './moderation-helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

// Sharing outside the site: a blog pastes a video's link, its oEmbed answer gives the player as an
// iframe, and the reader plays it, opens the prompt and follows the link back, inside that page.
test("a pasted link's oEmbed player plays inside another page, with the prompt and a link back", async ({ page }) => {
  await page.goto('/');
  const feed = await (await page.request.get('/api/videos?tab=latest')).json();
  const video = (feed.items as { id: number; title: string; prompt: string | null }[]).find((v) => v.prompt)!;
  const link = new URL(`/video/${video.id}`, page.url()).href;

  // The video page names its oEmbed answer, as unfurlers look for it.
  await page.goto(`/video/${video.id}`);
  const discovery = page.locator('link[rel="alternate"][type="application/json+oembed"]');
  const oembedUrl = await discovery.getAttribute('href');
  const answer = await (await page.request.get(oembedUrl!)).json();
  expect(answer).toMatchObject({ version: '1.0', type: 'video', title: video.title });

  // Someone else's page with the iframe the answer gave (served from another origin: a data page).
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>A blog</title></head><body><main><h1>My favourite clip</h1>${answer.html}</main></body></html>`,
  );
  // The player's own script (allowed by its hash alone) counts the view, for its creator's Studio.
  const counted = page.waitForResponse(
    (r) => r.url().endsWith(`/api/videos/${video.id}/views`) && r.request().method() === 'POST',
  );
  const frame = page.frameLocator('iframe');
  const player = frame.getByRole('region').or(frame.locator('video'));
  await expect(player.first()).toBeVisible();
  await frame.locator('video').evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => frame.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  // Whether it adds to the total is the view limits' say (this address plays the demo videos all day).
  const view = await counted;
  expect(view.status()).toBe(200);
  expect(view.request().postDataJSON()).toMatchObject({ source: 'embed' });

  // The prompt, one press away by keyboard.
  const prompt = frame.getByText('Prompt', { exact: true });
  await prompt.focus();
  await page.keyboard.press('Enter');
  await expect(frame.getByText(video.prompt!.slice(0, 40))).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Watch on Promptreel' })).toHaveAttribute('href', link);
  await expect(frame.getByRole('link', { name: 'Watch on Promptreel' })).toHaveAttribute('target', '_blank');
  await screenshot(page, 'embed-in-a-blog');

  // The player page on its own passes axe.
  await page.goto(`/embed/${video.id}`);
  await expectNoAxeViolations(page, 'the embeddable player');
});

// The same player, asked for on the video page: 'Embed' shows the code a blog pastes and copies it.
test("'Embed' on a video page shows the player's code and copies it, by keyboard", async ({ page }) => {
  await page.goto('/');
  // A demo video: the newest one may be another test's upload, deleted while this test reads it.
  const video = (await demoVideos(page)).at(-1)!;
  await page.goto(`/video/${video.id}`);
  await waitForApp(page);

  const embed = page.getByRole('main').getByRole('button', { name: 'Embed', exact: true });
  await embed.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Embed this video' });
  await expect(dialog).toBeVisible();
  const code = dialog.getByRole('textbox', { name: 'Embed code' });
  await expect(code).toHaveValue(new RegExp(`^<iframe src="[^"]+/embed/${video.id}" width="\\d+" height="\\d+" `));
  await expect(code).toHaveAttribute('readonly', '');
  // The code is the server's own oEmbed answer for the page.
  const oembed = await (
    await page.request.get(`/oembed?url=${encodeURIComponent(new URL(`/video/${video.id}`, page.url()).href)}`)
  ).json();
  await expect(code).toHaveValue(oembed.html);
  await expectNoAxeViolations(page, 'the Embed dialog');

  await dialog.getByRole('button', { name: 'Copy embed code' }).focus();
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Embed code copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oembed.html);

  // While the toast shows, Escape closes the toast first (the layer on top); then the dialog.
  await expect(toasts(page).getByText('Embed code copied to clipboard!')).toBeHidden({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(embed).toBeFocused();

  await page.setViewportSize({ width: 360, height: 740 });
  await embed.click();
  await expect(code).toBeVisible();
  await screenshot(page, 'embed-dialog-360');
});
