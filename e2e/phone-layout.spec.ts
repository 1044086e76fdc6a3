import { expect, test, type Locator, type Page } from '@playwright/test';
import { signMp4 } from '../apps/server/test/helpers/c2pa';
import { signUpAndConfirm, uniqueEmail } from './accounts';
import { screenshot } from './fixtures';
import { makeMp4, uploadViaApi } from './upload-helpers';

// A phone (390 × 844): the feed's first card shows its clap and comment row without scrolling, and
// a grid card's Content Credentials badge shows its whole label (it wraps rather than being cut).

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const UNKNOWN_SIGNER_LABEL = 'Content Credentials · signer not verified';

/** The box is wholly inside the viewport. */
async function expectInViewport(page: Page, target: Locator, what: string): Promise<void> {
  const box = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom (viewport ${viewport.height})`).toBeLessThanOrEqual(viewport.height);
}

/** No part of the element's text is cut: nothing of it or its children overflows its box. */
const clipped = (target: Locator) =>
  target.evaluate((el) =>
    [el, ...Array.from(el.querySelectorAll('*'))]
      .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
      .map((e) => `${e.tagName} ${e.scrollWidth}/${e.clientWidth} × ${e.scrollHeight}/${e.clientHeight}`),
  );

test.use({ viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

// Tagged @alone: it needs its upload to stay the newest video, which another worker's upload breaks.
test(
  "the feed's first card shows its clap and comment row on a 390 × 844 phone without scrolling",
  { tag: '@alone' },
  async ({ page }) => {
    // The tallest card the feed has: a portrait clip with a two-line title, as the newest video.
    await signUpAndConfirm(page, uniqueEmail('phonefold'), 'phone-fold-secret');
    const tall = makeMp4('phone-fold-portrait.mp4', { width: 180, height: 320, seconds: 1 });
    const video = await uploadViaApi(page, tall, { title: 'A tall portrait clip whose title takes two lines' });
    await expect
      .poll(async () => (await page.request.get(`/api/videos/${video.id}`)).json())
      .toMatchObject({
        processing: false,
      });
    for (const signedIn of [true, false]) {
      if (!signedIn) await page.context().clearCookies();
      await page.goto('/');
      const first = page.getByRole('main').getByRole('article').first();
      await expect(first).toBeVisible();
      await expect(first.getByRole('link', { name: video.title })).toBeVisible();
      await expectInViewport(page, first.getByRole('button', { name: /^Clap/ }), 'clap button');
      await expectInViewport(page, first.getByRole('link', { name: /comment/i }), 'comments link');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    await screenshot(page, 'phone-feed-first-card');
  },
);

test("a grid card's Content Credentials badge shows its whole label on a phone", async ({ page }) => {
  const plain = makeMp4('phone-badge-source.mp4', { width: 180, height: 320, seconds: 1 });
  // Signed by a CA the server does not trust: the longest label, 'signer not verified'.
  const signed = await signMp4(plain, { generator: { name: 'OpenAI Sora', version: '2.0' } });
  await signUpAndConfirm(page, uniqueEmail('phonebadge'), 'phone-badge-secret');
  const { username } = (await (await page.request.get('/api/me')).json()).user as { username: string };
  const video = await uploadViaApi(page, signed, { title: `Badge on a phone ${Date.now()}` });
  const badge = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: video.title }) })
    .getByRole('button', { name: `Content Credentials: ${UNKNOWN_SIGNER_LABEL}` });
  // The profile's tabs are a grid of two columns here; the credentials are read after the upload.
  await expect(async () => {
    await page.goto(`/u/${username}`);
    await expect(badge).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(badge).toHaveText(UNKNOWN_SIGNER_LABEL);
  await expect(badge).not.toHaveAttribute('class', /\btruncate\b/);
  expect(await clipped(badge)).toEqual([]);
  const box = (await badge.boundingBox())!;
  const cardBox = (await badge.locator('xpath=ancestor::article').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
  await screenshot(page, 'phone-grid-badge');

  // The feed's grid too.
  await page.goto('/?layout=grid');
  await page.getByRole('button', { name: 'Grid view' }).click();
  await expect(badge).toBeVisible();
  expect(await clipped(badge)).toEqual([]);
});
