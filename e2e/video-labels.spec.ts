import { LABEL_MESSAGES } from '@promptreel/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { shootAtTwoWidths } from './accounts';
import { expectNoAxeViolations, ignoredByChromium, waitForApp } from './fixtures';
import { linkFromMail } from './mail';
import { deleteVideo } from './social-helpers';
import { WIDE, creatorVideoAndAdmin, labelSensitive } from './video-labels-helpers';

// Moderators' labels on videos (issue 15): an admin labels a video from its '…' menu; every viewer
// sees the label in the card's and the page's Labels list, and a 'Sensitive content' video's
// picture stays blurred, inert and still until the viewer asks to see it. The creator is told by
// e-mail, with a link to appeal; removing a label takes it off everywhere; the desk's log says which.
// Everything used here is made here, the admin included (e2e/video-labels-helpers.ts).
const SHOTS = '/tmp/lab-shots';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const labelsOf = (scope: Locator) => scope.getByRole('list', { name: 'Labels' });
const show = (scope: Locator) => scope.getByRole('button', { name: LABEL_MESSAGES.show });

/** Opens 'Label video' from the '…' menu of the video page, by keyboard; returns the dialog. */
async function openLabelDialog(admin: Page, title: string): Promise<Locator> {
  const actions = admin.getByRole('article', { name: title }).getByRole('button', { name: 'Video actions' });
  await actions.focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('menuitem', { name: 'Flag video' })).toBeFocused();
  await admin.keyboard.press('ArrowDown');
  await expect(admin.getByRole('menuitem', { name: 'Label video' })).toBeFocused();
  await admin.keyboard.press('Enter');
  const dialog = admin.getByRole('dialog', { name: 'Label video' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`“${title}”`);
  return dialog;
}

/** The media under a 'Sensitive content' cover: inert, so neither pointer nor keyboard reaches it. */
async function expectCovered(scope: Locator, title: string): Promise<void> {
  await expect(show(scope)).toBeVisible();
  const covered = scope.locator('[inert]');
  await expect(covered).toHaveCount(1);
  await expect(covered.getByRole('button', { name: `Play ${title}`, includeHidden: true })).toHaveCount(1);
  const page = scope.page();
  // Out of the browser's accessibility tree (Playwright's own role queries do not apply inert),
  expect(await ignoredByChromium(page, `[inert] button[aria-label="Play ${title}"]`)).toBe(true);
  // and the keyboard passes over it: from the cover's button, Shift+Tab and Tab land outside it.
  for (const key of ['Tab', 'Shift+Tab']) {
    await show(scope).focus();
    await page.keyboard.press(key);
    expect(await covered.evaluate((el) => el.contains(document.activeElement)), `${key} from the cover`).toBe(false);
  }
}

test('an admin labels a video Sensitive content; viewers see it covered until they choose to show it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const title = `Label arena ${stamp}`;
  const { creator, videoId, adminContext, admin } = await creatorVideoAndAdmin(browser, 'labelled', title);

  // The admin labels it from the video page's '…' menu, by keyboard.
  await admin.goto(`/video/${videoId}`);
  await waitForApp(admin);
  const page = admin.getByRole('article', { name: title });
  await expect(show(page)).toHaveCount(0);
  const dialog = await openLabelDialog(admin, title);
  const ai = dialog.getByRole('radio', { name: /^AI disclosure missing/ });
  const sensitive = dialog.getByRole('radio', { name: /^Sensitive content/ });
  await expect(ai).toBeChecked();
  await expect(ai).toBeFocused();
  await admin.keyboard.press('ArrowDown');
  await expect(sensitive).toBeChecked();
  // Refused input says what is missing, and sends nothing.
  await dialog.getByRole('button', { name: 'Add label' }).press('Enter');
  await expect(dialog.getByText('Please choose the section of the guidelines')).toBeVisible();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Guideline' }).selectOption({ label: 'Graphic violence' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('A realistic car crash in the last seconds.');
  await expectNoAxeViolations(admin, 'the label dialog');
  await shootAtTwoWidths(admin, SHOTS, 'label-dialog');
  await dialog.getByRole('button', { name: 'Add label' }).press('Enter');
  await expect(toasts(admin)).toContainText(LABEL_MESSAGES.labelled);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Video actions' })).toBeFocused();
  // The page updates at once: the badge, and the cover over the player.
  await expect(labelsOf(page).getByRole('listitem').filter({ hasText: 'Sensitive content' })).toBeVisible();
  await expectCovered(page, title);

  // The creator is told, with a link to appeal, which names the label.
  const appeal = await linkFromMail(creator.email, /A label was added to your video/, /^\/appeals\/\d+$/);
  await creator.page.goto(appeal);
  await expect(
    creator.page.getByRole('heading', { name: `Your video “${title}” was labelled “Sensitive content”.` }),
  ).toBeVisible();

  // A visitor: the cover is in the server's first markup already (no flash of the picture).
  const visitorContext = await browser.newContext(WIDE);
  const visitor = await visitorContext.newPage();
  const html = await (await visitor.request.get(`/video/${videoId}`)).text();
  expect(html).toContain(LABEL_MESSAGES.show);
  expect(html).toMatch(/<div inert="">/);

  // On the feed (Latest, list layout, where cards autoplay in view) the card is covered and still.
  await visitor.goto('/');
  await waitForApp(visitor);
  const card = visitor.getByRole('article', { name: title, exact: true });
  await card.scrollIntoViewIfNeeded();
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(labelsOf(card).getByRole('listitem').filter({ hasText: 'Sensitive content' })).toBeVisible();
  await expectCovered(card, title);
  await expectNoAxeViolations(visitor, 'the feed with a covered card');
  // In the autoplay zone for well over the time autoplay takes, it has not started.
  await visitor.waitForTimeout(1500);
  await expect(card.locator('video')).toHaveCount(0);
  await shootAtTwoWidths(visitor, SHOTS, 'feed-covered-card');

  // 'Show sensitive content': the cover goes, focus moves to the poster's Play button, which plays.
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await show(card).press('Enter');
  await expect(show(card)).toHaveCount(0);
  await expect(card.locator('[inert]')).toHaveCount(0);
  const play = card.getByRole('button', { name: `Play ${title}` });
  await expect(play).toBeFocused();
  expect(await ignoredByChromium(visitor, `button[aria-label="Play ${title}"]`)).toBe(false);
  await visitor.keyboard.press('Enter');
  await expect
    .poll(() => card.locator('video').evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
    .toBe(true);

  // The video page: the player is covered the same way, then plays once shown.
  await visitor.goto(`/video/${videoId}`);
  await waitForApp(visitor);
  const visitorPage = visitor.getByRole('article', { name: title });
  await expectCovered(visitorPage, title);
  await expect(visitorPage.locator('video')).not.toHaveAttribute('controls');
  await shootAtTwoWidths(visitor, SHOTS, 'video-page-covered');
  await show(visitorPage).press('Enter');
  await expect(visitorPage.getByRole('button', { name: `Play ${title}` })).toBeFocused();
  await visitor.keyboard.press('Enter');
  await expect
    .poll(() => visitorPage.locator('video').evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
    .toBe(true);

  // The grid (the creator's profile): covered too.
  await visitor.goto(`/u/${creator.username}`);
  const gridCard = visitor.getByRole('article', { name: title, exact: true });
  await expect(show(gridCard)).toBeVisible();
  await expect(gridCard.locator('[inert]')).toHaveCount(1);
  await shootAtTwoWidths(visitor, SHOTS, 'profile-grid-covered');

  await deleteVideo(creator.page, videoId);
  await Promise.all([adminContext.close(), visitorContext.close(), creator.context.close()]);
});

test("a second label is offered alone; removing 'Sensitive content' takes it off everywhere; the desk's log names each", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const title = `Label pair ${stamp}`;
  const { creator, videoId, adminContext, admin, adminName } = await creatorVideoAndAdmin(browser, 'relabelled', title);
  // Labelled 'Sensitive content' already (the test above does it through the dialog).
  await labelSensitive(admin, videoId, 'A realistic car crash in the last seconds.');
  await admin.goto(`/video/${videoId}`);
  await waitForApp(admin);
  const page = admin.getByRole('article', { name: title });
  await expectCovered(page, title);

  const visitorContext = await browser.newContext(WIDE);
  const visitor = await visitorContext.newPage();
  const card = visitor.getByRole('article', { name: title, exact: true });
  const visitorPage = visitor.getByRole('article', { name: title });

  // A second label, 'AI disclosure missing': the dialog offers only what the video lacks.
  let dialog = await openLabelDialog(admin, title);
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await expect(dialog.getByRole('radio', { name: /^AI disclosure missing/ })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Remove label “Sensitive content”' })).toBeVisible();
  await dialog
    .getByRole('combobox', { name: 'Guideline' })
    .selectOption({ label: 'Disclose synthetic people and voices' });
  await dialog
    .getByRole('textbox', { name: 'Reason' })
    .fill('The narrator is a cloned voice and the video does not say so.');
  await dialog.getByRole('button', { name: 'Add label' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(labelsOf(page).getByRole('listitem').filter({ hasText: 'AI disclosure missing' })).toBeVisible();
  await visitor.goto('/');
  await expect(
    labelsOf(card)
      .getByRole('listitem')
      .filter({ hasText: /^AI disclosure missing$/ }),
  ).toBeVisible();
  // Both badges and the cover hold their contrast in the dark theme too.
  await visitor.emulateMedia({ colorScheme: 'dark' });
  await visitor.goto(`/video/${videoId}`);
  await expect.poll(() => visitor.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await expect(labelsOf(visitorPage).getByRole('listitem').filter({ hasText: 'AI disclosure missing' })).toBeVisible();
  await expect(show(visitorPage)).toBeVisible();
  await expectNoAxeViolations(visitor, 'the video page with two labels, dark theme');
  await shootAtTwoWidths(visitor, SHOTS, 'video-page-labels-dark');
  await visitor.emulateMedia({ colorScheme: 'light' });
  await visitor.goto('/');

  // Taken off again: 'Sensitive content' goes from the page and, for the visitor, from the card.
  dialog = await openLabelDialog(admin, title);
  await dialog.getByRole('button', { name: 'Remove label “Sensitive content”' }).press('Enter');
  await expect(toasts(admin)).toContainText(LABEL_MESSAGES.unlabelled);
  await expect(dialog).toHaveCount(0);
  await expect(show(page)).toHaveCount(0);
  await expect(labelsOf(page).getByRole('listitem').filter({ hasText: 'Sensitive content' })).toHaveCount(0);
  await expect(labelsOf(page).getByRole('listitem').filter({ hasText: 'AI disclosure missing' })).toBeVisible();
  await visitor.reload();
  // Uncovered, the newest card may already be playing on this desktop (the feed's autoplay).
  await expect(
    card.getByRole('button', { name: `Play ${title}` }).or(card.getByRole('button', { name: 'Close player' })),
  ).toBeVisible();
  await expect(show(card)).toHaveCount(0);
  await expect(labelsOf(card).getByRole('listitem').filter({ hasText: 'Sensitive content' })).toHaveCount(0);

  // The desk's log names each label.
  await admin.goto('/admin?tab=audit');
  const log = admin.getByRole('list', { name: 'Audit log' });
  await expect(
    log.getByRole('listitem').filter({ hasText: `@${adminName} labelled “${title}” as Sensitive content` }),
  ).toBeVisible();
  await expect(
    log.getByRole('listitem').filter({ hasText: `@${adminName} labelled “${title}” as AI disclosure missing` }),
  ).toBeVisible();
  await expect(
    log.getByRole('listitem').filter({ hasText: `@${adminName} removed the label Sensitive content from “${title}”` }),
  ).toBeVisible();

  await deleteVideo(creator.page, videoId);
  await Promise.all([adminContext.close(), visitorContext.close(), creator.context.close()]);
});

test('a label is appealed from its notice; overturning it on the desk takes the label off', async ({ browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const title = `Label appeal ${stamp}`;
  const { creator, videoId, adminContext, admin, adminName } = await creatorVideoAndAdmin(
    browser,
    'labelappeal',
    title,
    {},
  );
  await labelSensitive(admin, videoId, 'Flashing lights throughout.');

  // The creator appeals from the notice.
  const link = await linkFromMail(creator.email, /A label was added to your video/, /^\/appeals\/\d+$/);
  await creator.page.goto(link);
  await expect(
    creator.page.getByRole('heading', { name: `Your video “${title}” was labelled “Sensitive content”.` }),
  ).toBeVisible();
  await creator.page
    .getByRole('textbox', { name: 'Why should we look again?' })
    .fill('The lights are a slow sunset, nothing that flashes or shocks.');
  await creator.page.getByRole('button', { name: 'Send appeal' }).click();
  await expect(creator.page.getByRole('heading', { name: 'Your appeal is waiting for a moderator' })).toBeVisible();

  // The desk's Appeals tab names the label the decision put on; overturning it takes the label off.
  await admin.goto('/admin?tab=appeals');
  const card = admin.getByRole('article', { name: `Appeal by @${creator.username}` });
  await expect(card).toContainText(`@${adminName} labelled “${title}” as Sensitive content`);
  await expect(card).toContainText('Flashing lights throughout.');
  await expectNoAxeViolations(admin, 'desk appeals tab with a label decision');
  await card.getByRole('button', { name: `Overturn: @${creator.username}'s appeal` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Overturn the decision?' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('A sunset is not sensitive.');
  await dialog.getByRole('button', { name: 'Overturn decision' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);

  await admin.goto(`/video/${videoId}`);
  const page = admin.getByRole('article', { name: title });
  await expect(page.getByRole('button', { name: `Play ${title}` })).toBeVisible();
  await expect(show(page)).toHaveCount(0);
  await expect(labelsOf(page).getByRole('listitem').filter({ hasText: 'Sensitive content' })).toHaveCount(0);

  await deleteVideo(creator.page, videoId);
  await Promise.all([adminContext.close(), creator.context.close()]);
});
