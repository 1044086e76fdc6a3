import { expect, test } from '@playwright/test';
import { doubleTap, expectNoAxeViolations, screenshot, waitForApp } from './fixtures';
import { toasts } from './moderation-helpers';
import { deleteVideo, newUser, uploadVideo } from './social-helpers';

// What a signed-in person does in the phone's viewer, opened from a profile's Uploads tab: double-tap
// claps, Follow, the comments sheet, the lock screen's title; and the desktop's walk by keyboard.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('from a profile tab: double-tap claps, Follow, comments in a sheet, Share, the lock screen names it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const creator = await newUser(browser, 'viewer.creator');
  const titles = ['Viewer clip one', 'Viewer clip two'];
  const ids = [];
  for (const title of titles) ids.push(await uploadVideo(creator.page, title));
  const fan = await newUser(browser, 'viewer.fan', { ...PHONE, colorScheme: 'dark' });
  const page = fan.page;
  await page.goto(`/u/${creator.username}`);
  await waitForApp(page);
  // Newest first: the second clip, then the first.
  await page.getByRole('article', { name: titles[1] }).getByRole('link', { name: titles[1] }).tap();
  const viewer = page.getByRole('dialog', { name: 'Video viewer' });
  const slide = viewer.getByRole('region', { name: titles[1] });
  await expect(slide).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/video/${ids[1]}$`));

  // Double-tap claps; a second double-tap leaves the clap on.
  const clap = slide.getByRole('button', { name: /clap/i });
  const box = (await slide.boundingBox())!;
  for (let round = 0; round < 2; round++) {
    await doubleTap(page, box.x + box.width / 2, box.y + box.height / 3);
    await expect(clap).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(400);
  }
  await expect(clap).toHaveAccessibleName('Remove clap');

  await slide.getByRole('button', { name: 'Follow' }).click();
  await expect(slide.getByRole('button', { name: /Following|Unfollow/ })).toHaveAttribute('aria-pressed', 'true');

  expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(titles[1]);
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.artist)).toBe(`@${creator.username}`);
  await screenshot(page, 'viewer-phone-dark');
  await expectNoAxeViolations(page, 'the viewer, dark');

  await slide.getByRole('button', { name: /^Comments/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Comments' });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Add a comment').fill('The light in this one!');
  await sheet.getByRole('button', { name: 'Post comment' }).click();
  await expect(sheet.getByText('The light in this one!')).toBeVisible();
  await screenshot(page, 'viewer-comments-sheet');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(viewer).toBeVisible();
  await expect(slide.getByRole('button', { name: /^Comments, 1 comment/ })).toBeVisible();

  // Share: no Web Share API in this Chromium, so the spec's copied link and its toast.
  await fan.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await slide.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(toasts(page).getByText('Share link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/video/${ids[1]}`, page.url()).href);

  for (const id of ids) await deleteVideo(creator.page, id);
  await creator.context.close();
  await fan.context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the viewer at 360 px in ${colorScheme}: axe finds nothing serious`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
      colorScheme,
    });
    const page = await context.newPage();
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').tap();
    await expect(page.getByRole('dialog', { name: 'Video viewer' })).toBeVisible();
    await screenshot(page, `viewer-360-${colorScheme}`);
    await expectNoAxeViolations(page, `the viewer at 360 px, ${colorScheme}`);
    await context.close();
  });
}

test('on a desktop the video page steps through its list: buttons, j/k and the arrows', async ({ browser, page }) => {
  test.setTimeout(90_000);
  // A profile's Uploads: a list whose order no other test changes (feeds move with others' uploads and views).
  const creator = await newUser(browser, 'viewer.steps');
  const ids = [];
  for (const n of [1, 2, 3, 4]) ids.push(await uploadVideo(creator.page, `Step clip ${n}`));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/u/${creator.username}`);
  await waitForApp(page);
  const links = page.getByRole('main').getByRole('article').getByRole('heading').getByRole('link');
  await expect(links).toHaveCount(4);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  await links.first().click();
  const steps = page.getByRole('navigation', { name: 'Videos in this list' });
  await expect(steps.getByRole('button', { name: 'Previous video' })).toBeDisabled();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  await page.keyboard.press('j');
  await expect(page).toHaveURL(new RegExp(`${hrefs[1]}$`));
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(new RegExp(`${hrefs[2]}$`));
  await page.keyboard.press('k');
  await expect(page).toHaveURL(new RegExp(`${hrefs[1]}$`));
  await steps.getByRole('button', { name: 'Next video' }).click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[2]}$`));
  await steps.getByRole('button', { name: 'Previous video' }).click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[1]}$`));
  // Replaced, not pushed: one Back is the list, at the card of the last video shown.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/u/${creator.username}$`));
  await expect(page.locator(`main a[href="${hrefs[1]}"]`).first()).toBeFocused();
  for (const id of ids) await deleteVideo(creator.page, id);
  await creator.context.close();
});
