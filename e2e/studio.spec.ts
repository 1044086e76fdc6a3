import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { StudioOverview } from '@promptreel/contract';
import { accountMenu, expectNoHorizontalOverflow, signUpAndConfirm, uniqueEmail } from './accounts';
import { expectNoAxeViolations, screenshot, waitForApp } from './fixtures';
import { deleteVideo } from './social-helpers';
import { makeMp4, uploadViaApi } from './upload-helpers';

// The creator's Studio (issue 36 goal 2): opened by keyboard from the account menu, its figures
// are what a visitor did (a view from the creator's profile, a share watched), the chart has its
// table of the same figures, one video has its own view, and the CSV holds the table.
test.describe.configure({ timeout: 180_000 });
test.use({ reducedMotion: 'reduce' });

// A comma and quotes: the CSV must quote the title.
const TITLE = 'Koi, "neon" at dusk';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-12-07' → '7 Dec 2026', as the page writes a day. */
const longDay = (day: string) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** The figure a tile shows under its label. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function playAndPause(page: Page): Promise<void> {
  const video = page.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await video.evaluate((v: HTMLVideoElement) => ((v.muted = true), v.play()));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
}

/** Presses ArrowDown in an open menu until `name` has the focus, then Enter. */
async function chooseByKeyboard(page: Page, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  for (let step = 0; step < 8 && !(await item.evaluate((el) => el === document.activeElement)); step += 1)
    await page.keyboard.press('ArrowDown');
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
}

// Tagged @alone: its figures are exact, and another worker's feed autoplays the newest video (its
// upload), which would count views of its own.
test(
  'a creator reads their Studio by keyboard: figures, the chart and its table, one video, the CSV',
  { tag: '@alone' },
  async ({ page, browser }) => {
    const username = uniqueEmail('studio').split('@')[0]!;
    await signUpAndConfirm(page, `${username}@example.test`, 'studio-secret');
    const video = await uploadViaApi(page, makeMp4('studio.mp4', { width: 180, height: 320, seconds: 2 }), {
      title: TITLE,
    });

    // A visitor opens the video from the creator's profile and watches some of it.
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const visitor = await context.newPage();
    await visitor.goto(`/u/${username}`);
    await waitForApp(visitor);
    await visitor.getByRole('main').getByRole('link', { name: TITLE }).first().click();
    await expect(visitor).toHaveURL(new RegExp(`/video/${video.id}$`));
    const counted = visitor.waitForResponse((r) => r.url().endsWith(`/api/videos/${video.id}/views`));
    const watched = visitor.waitForResponse((r) => r.url().endsWith(`/api/videos/${video.id}/watched`));
    await playAndPause(visitor);
    const view = (await counted).request().postDataJSON() as { sessionId: string; source: string };
    expect(view.source).toBe('profile');
    // The share goes with the session id the view was counted under.
    expect((await watched).request().postDataJSON()).toMatchObject({ sessionId: view.sessionId });
    await context.close();

    // The API's own figures, for the dates (UTC days) and the average watched.
    await expect
      .poll(async () => ((await (await page.request.get('/api/studio')).json()) as StudioOverview).report.figures.views)
      .toBe(1);
    const overview = (await (await page.request.get('/api/studio?days=7')).json()) as StudioOverview;
    const today = overview.report.to;

    // The Studio, by keyboard from the account menu.
    await page.goto('/');
    await waitForApp(page);
    await accountMenu(page).focus();
    await page.keyboard.press('Enter');
    await chooseByKeyboard(page, 'Studio');
    await expect(page).toHaveURL(/\/studio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /All your videos/ })).toBeVisible();
    await expect(figure(page, 'Views')).toHaveText('1');
    await expect(figure(page, 'Unique viewers')).toHaveText('1');
    await expect(figure(page, 'Claps')).toHaveText('0');
    const average = `${Math.round(overview.report.figures.averageShare! * 100)}%`;
    await expect(figure(page, 'Average watched')).toHaveText(average);
    await expect(page.getByRole('img', { name: /^Views per day from .*: 1 in all, most on / })).toBeVisible();
    const sources = page.getByRole('table', { name: 'Where views came from' });
    await expect(sources.getByRole('row', { name: 'Profiles 1 100%' })).toBeVisible();

    // Last 7 days, by the arrow keys in the period's radio group.
    const period = page.getByRole('radio', { name: 'Last 28 days' });
    await expect(period).toBeChecked();
    await period.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/\/studio\?days=7$/);
    await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
    await expect(page.getByRole('heading', { level: 2, name: /Last 7 days/ })).toBeVisible();

    // The chart's table: every day of the period, today's view on today's row.
    const show = page.getByRole('button', { name: 'Show as a table' }).first();
    await show.focus();
    await page.keyboard.press('Enter');
    const days = page.getByRole('table', { name: 'Views per day' });
    await expect(days).toBeVisible();
    await expect(days.locator('tbody tr')).toHaveCount(7);
    await expect(days.getByRole('row', { name: `${longDay(today)} 1` })).toBeVisible();
    expect(await days.locator('tbody td').allTextContents()).toEqual(
      overview.report.perDay.map((d) => String(d.views)),
    );
    await expectNoAxeViolations(page, 'the Studio');

    // The CSV of the table of videos.
    const downloadButton = page.getByRole('button', { name: 'Download CSV' });
    await downloadButton.focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('promptreel-studio-7-days.csv');
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]).toBe('Video ID,Title,Visibility,Uploaded,Views,Claps,Comments,Saves,Remixes,Average watched (%)');
    expect(csv[1]).toMatch(new RegExp(`^${video.id},"Koi, ""neon"" at dusk",public,${today},1,0,0,0,0,\\d+(\\.\\d)?$`));
    expect(csv.slice(2)).toEqual(['']);

    // One video's view, from its title in the table.
    const table = page.getByRole('table', { name: 'Your videos, last 7 days' });
    await table.getByRole('link', { name: TITLE }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/studio\\?video=${video.id}&days=7$`));
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${TITLE}`) })).toBeVisible();
    await expect(figure(page, 'Views')).toHaveText('1');
    await expect(page.getByRole('combobox', { name: 'Video' })).toHaveValue(String(video.id));
    await expect(page.getByRole('table', { name: 'Retention' }).locator('tbody tr')).toHaveCount(11);
    await expectNoAxeViolations(page, "one video's Studio");
    await screenshot(page, 'studio-video-desktop');
    await page.getByRole('heading', { name: 'Views per day' }).evaluate((heading) => heading.scrollIntoView());
    await screenshot(page, 'studio-charts-desktop');

    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoHorizontalOverflow(page, 'the Studio (360 px)');
    await screenshot(page, 'studio-video-360');
    await page.goto('/studio?days=7');
    await expect(figure(page, 'Views')).toHaveText('1');
    await expectNoHorizontalOverflow(page, 'the Studio, all videos (360 px)');
    await screenshot(page, 'studio-360');
    await page.getByRole('heading', { name: 'Your videos', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'studio-videos-360');

    // Tests tidy up: the shared feed's first page is others' to read.
    await deleteVideo(page, video.id);
  },
);

test('a visitor is asked to log in, and comes back to the Studio', async ({ page }) => {
  await page.goto('/studio?days=90');
  const logIn = page.getByRole('main').getByRole('link', { name: 'Log in' });
  await expect(logIn).toHaveAttribute('href', `/login?next=${encodeURIComponent('/studio?days=90')}`);
});

// A card pressed before the app has taken it over is a plain link: the video page loads whole. Its
// view still counts for the page it was opened from, read from the referrer (lib/view-source.ts).
test('a video page loaded whole from a profile counts its view as from the profile', async ({ page, baseURL }) => {
  const videos = (await (await page.request.get('/api/profiles/lumen_studio/videos')).json()) as {
    items: { id: number }[];
  };
  const id = videos.items[0]!.id;
  const counted = page.waitForResponse((r) => r.url().endsWith(`/api/videos/${id}/views`));
  await page.goto(`/video/${id}`, { referer: `${baseURL}/u/lumen_studio` });
  await waitForApp(page);
  await playAndPause(page);
  expect(((await counted).request().postDataJSON() as { source: string }).source).toBe('profile');
});
