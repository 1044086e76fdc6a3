import { FOR_YOU_TEXTS } from '@promptreel/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow } from './accounts';
import { expectNoAxeViolations, screenshot, waitForApp } from './fixtures';
import { card, deleteVideo, newUser, uploadVideo } from './social-helpers';

// Luma · Comedy: a corner of the catalogue no other browser test uploads to, so For You filtered to
// it holds this file's videos whatever else runs meanwhile. The tests here run one after the other.
const WHERE = { platformId: 6, categoryId: 8 };
const FOR_YOU = '/?tab=foryou&platform=luma&category=comedy';
const PHONE = { width: 360, height: 740 };

/** The one line 'Why am I seeing this?' can say (contract `feedReasonText`). */
const REASON_LINE =
  /^(Popular right now|New creator|From @\S+, whom you follow|Because you (clapped|watched) videos (in|made with|by) .+)$/;

test.describe.configure({ timeout: 180_000 });

/** Opens a card's '…' menu by keyboard and chooses `item` with the arrow keys and Enter. */
async function chooseByKeyboard(page: Page, videoCard: Locator, item: string): Promise<void> {
  await videoCard.getByRole('button', { name: 'Video actions' }).focus();
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('menu').getByRole('menuitem', { name: item, exact: true });
  await expect(wanted).toBeVisible();
  for (let presses = 0; presses < 8 && !(await wanted.evaluate((el) => el === document.activeElement)); presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
}

test('For You is a tab after Hot for everyone, and says why each card is there, by keyboard at 360 px', async ({
  browser,
}) => {
  const creator = await newUser(browser, 'foryou-maker');
  const title = `Confetti juggler ${Date.now().toString(36)}`;
  const video = await uploadVideo(creator.page, title, WHERE);

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/');
  await waitForApp(page);
  const tabs = page.getByRole('tablist', { name: 'Feed' });
  await expect(tabs.getByRole('tab')).toHaveText(['Latest', 'Hot', FOR_YOU_TEXTS.tab]);
  // Latest stays the default; For You is chosen with the arrow keys and Enter (manual activation).
  await expect(tabs.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Latest' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: FOR_YOU_TEXTS.tab })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]tab=foryou/);
  await expect(tabs.getByRole('tab', { name: FOR_YOU_TEXTS.tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'For You videos' }).getByRole('article').first()).toBeVisible();
  await expectNoHorizontalOverflow(page, 'For You at 360 px');
  await expectNoAxeViolations(page, 'For You at 360 px');
  await screenshot(page, 'for-you-feed-360');

  // A visitor's card says why it is there, and offers no steering (that needs an account).
  await page.goto(FOR_YOU);
  const ours = card(page, title);
  await expect(ours).toBeVisible();
  await chooseByKeyboard(page, ours, FOR_YOU_TEXTS.why);
  const dialog = page.getByRole('dialog', { name: FOR_YOU_TEXTS.why });
  await expect(dialog).toBeVisible();
  const line = await dialog.evaluate(
    (el) => document.getElementById(el.getAttribute('aria-describedby')!)!.textContent,
  );
  expect(line).toMatch(REASON_LINE);
  await expectNoAxeViolations(page, "'Why am I seeing this?' at 360 px");
  await screenshot(page, 'for-you-why-360');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const actions = ours.getByRole('button', { name: 'Video actions' });
  await expect(actions).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: FOR_YOU_TEXTS.why })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: FOR_YOU_TEXTS.notInterested })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Signed in, For You sits between Hot and Following.
  const reader = await newUser(browser, 'foryou-reader', { viewport: PHONE });
  await reader.page.goto(FOR_YOU);
  await expect(reader.page.getByRole('tablist', { name: 'Feed' }).getByRole('tab')).toHaveText([
    'Latest',
    'Hot',
    FOR_YOU_TEXTS.tab,
    'Following',
  ]);
  await expect(card(reader.page, title)).toBeVisible();
  await expectNoHorizontalOverflow(reader.page, 'For You signed in at 360 px');
  await screenshot(reader.page, 'for-you-feed-signed-in-360');

  // Watching it in the phone's viewer (opened by keyboard) tells the server how much was played.
  const watched = reader.page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith(`/api/videos/${video}/watched`),
  );
  await card(reader.page, title).getByRole('link', { name: title }).focus();
  await reader.page.keyboard.press('Enter');
  const viewer = reader.page.getByRole('dialog', { name: 'Video viewer' });
  await expect(viewer).toBeVisible();
  await expect
    .poll(() =>
      viewer.locator('video').evaluateAll((all) => all.some((v) => (v as HTMLVideoElement).currentTime > 0.5)),
    )
    .toBe(true);
  await reader.page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  const report = await watched;
  const share = (report.postDataJSON() as { share: number }).share;
  expect(share).toBeGreaterThan(0);
  expect(share).toBeLessThanOrEqual(1);
  expect((await report.response())?.status()).toBe(204);

  await deleteVideo(creator.page, video);
  await Promise.all([context.close(), creator.context.close(), reader.context.close()]);
});

test("'Not interested' and 'Hide {category}' take cards out; Settings → Your feed lists them, with Undo, and 'Reset your feed'", async ({
  browser,
}) => {
  const creator = await newUser(browser, 'foryou-creator');
  const viewer = await newUser(browser, 'foryou-viewer', { viewport: PHONE });
  const stamp = Date.now().toString(36);
  const skipped = `Kite festival ${stamp}`;
  const comedy = `Rubber chicken ${stamp}`;
  const videos = [await uploadVideo(creator.page, skipped, WHERE), await uploadVideo(creator.page, comedy, WHERE)];
  const { page } = viewer;

  await page.goto(FOR_YOU);
  await expect(card(page, skipped)).toBeVisible();
  await expect(card(page, comedy)).toBeVisible();

  // The menu's items, long names and all, stay on a 360 px screen; axe finds nothing there.
  await card(page, skipped).getByRole('button', { name: 'Video actions' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: FOR_YOU_TEXTS.showFewer(creator.username) })).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page, 'a For You card menu at 360 px');
  await screenshot(page, 'for-you-menu-360');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  // 'Not interested', by keyboard: the card leaves at once, a polite notice says so.
  await chooseByKeyboard(page, card(page, skipped), FOR_YOU_TEXTS.notInterested);
  await expect(card(page, skipped)).toHaveCount(0);
  await expect(page.getByText(FOR_YOU_TEXTS.hiddenDone)).toBeVisible();
  await expect(page.locator('[aria-live="polite"]').getByText(FOR_YOU_TEXTS.hiddenDone)).toBeVisible();
  await expect(card(page, comedy)).toBeVisible();
  // Focus did not fall to the page: it moved on.
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  // The server leaves it out too.
  await page.reload();
  await expect(card(page, comedy)).toBeVisible();
  await expect(card(page, skipped)).toHaveCount(0);

  // 'Hide Comedy': every card of the category leaves.
  await chooseByKeyboard(page, card(page, comedy), FOR_YOU_TEXTS.hideCategory('Comedy'));
  await expect(card(page, comedy)).toHaveCount(0);

  // Settings → Your feed lists both, newest first, each with an Undo that names it.
  await page.goto('/settings?section=feed');
  const hidden = page.getByRole('list', { name: 'Hidden from For You' });
  await expect(hidden.getByRole('listitem')).toHaveText([
    /^Comedy\s*Category\s*Undo$/,
    new RegExp(`^${skipped}\\s*Video`),
  ]);
  await expect(hidden.getByRole('button', { name: `Undo: ${FOR_YOU_TEXTS.hideCategory('Comedy')}` })).toHaveText(
    FOR_YOU_TEXTS.undo,
  );
  await expectNoHorizontalOverflow(page, 'Settings → Your feed at 360 px');
  await expectNoAxeViolations(page, 'Settings → Your feed at 360 px');
  await screenshot(page, 'for-you-settings-360');
  // The dark theme (it follows the system's) as well.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // Colours change with a transition: axe measures the finished ones (it read a half-way grey once).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoAxeViolations(page, 'Settings → Your feed at 360 px, dark');
  await screenshot(page, 'for-you-settings-360-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Undo, by keyboard: the category is back in For You; the dismissed video is not.
  await hidden.getByRole('button', { name: `Undo: ${FOR_YOU_TEXTS.hideCategory('Comedy')}` }).focus();
  await page.keyboard.press('Enter');
  await expect(hidden.getByRole('listitem')).toHaveCount(1);
  await expect(hidden.getByText('Comedy', { exact: true })).toHaveCount(0);
  await page.goto(FOR_YOU);
  await expect(card(page, comedy)).toBeVisible();
  await expect(card(page, skipped)).toHaveCount(0);

  // 'Reset your feed', after its confirmation: nothing is hidden any more.
  await page.goto('/settings?section=feed');
  await expect(hidden.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: FOR_YOU_TEXTS.reset }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `${FOR_YOU_TEXTS.reset}?` });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, "'Reset your feed' confirmation at 360 px");
  await screenshot(page, 'for-you-reset-360');
  await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(FOR_YOU_TEXTS.resetDone)).toBeVisible();
  await expect(page.getByText(FOR_YOU_TEXTS.nothingHidden)).toBeVisible();
  await expect(page.getByRole('button', { name: FOR_YOU_TEXTS.reset })).toBeFocused();
  await page.goto(FOR_YOU);
  await expect(card(page, skipped)).toBeVisible();
  await expect(card(page, comedy)).toBeVisible();

  // In the phone's viewer (opened by keyboard) too: the clip on screen leaves, the next one shows.
  const first = (await page.getByRole('list', { name: 'For You videos' }).getByRole('article').first().innerText())
    .split('\n')
    .find((line) => line === skipped || line === comedy)!;
  const other = first === skipped ? comedy : skipped;
  await card(page, first).getByRole('link', { name: first }).focus();
  await page.keyboard.press('Enter');
  const fullScreen = page.getByRole('dialog', { name: 'Video viewer' });
  const slide = fullScreen.getByRole('region', { name: first });
  await expect(slide).toBeVisible();
  await chooseByKeyboard(page, slide, FOR_YOU_TEXTS.notInterested);
  await expect(slide).toHaveCount(0);
  await expect(fullScreen.getByRole('region', { name: other })).toBeVisible();
  await expect(page.getByText(FOR_YOU_TEXTS.hiddenDone)).toBeVisible();
  await expectNoAxeViolations(page, 'the viewer after Not interested at 360 px');
  // Escape closes the newest layer first: the notice, if it is still there, then the viewer.
  await page.keyboard.press('Escape');
  await expect(page.getByText(FOR_YOU_TEXTS.hiddenDone)).toHaveCount(0);
  if (await fullScreen.isVisible()) await page.keyboard.press('Escape');
  await expect(fullScreen).toBeHidden();
  await expect(card(page, first)).toHaveCount(0);
  await expect(card(page, other)).toBeVisible();

  for (const id of videos) await deleteVideo(creator.page, id);
  await Promise.all([creator.context.close(), viewer.context.close()]);
});
