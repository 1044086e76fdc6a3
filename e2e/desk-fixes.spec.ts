import { expect, test, type Page } from '@playwright/test';
import { accountMenu, shootAtTwoWidths, signInAsAdmin, signUpAndConfirm, uniqueEmail } from './accounts';
import { expectNoAxeViolations } from './fixtures';
import { newUser, uploadVideo } from './social-helpers';

// Three small fixes around moderation: the account menu's 'Admin' link, the desk's delete asking for
// DELETE as an owner's does, and the flag dialog saying at once that this video is already reported.
// The videos are uploaded here (and processed) so nothing depends on what the demo feed shows.

// Not moderation-desk.spec.ts's admin: that file resets its admin's password, which ends the account's
// other sessions, and the two files run side by side (e2e/serve.ts makes both addresses admins).
const DESK_ADMIN = { email: 'e2e-desk-admin@example.test', password: 'desk-fixes-admin-secret' };
const SHOTS = '/tmp/desk-shots';
const ALREADY_FLAGGED = 'You have already flagged this video';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

function originOf(page: Page): string {
  return new URL(page.url()).origin;
}

const shoot = (page: Page, name: string) => shootAtTwoWidths(page, SHOTS, name);

const signInAsDeskAdmin = (page: Page) => signInAsAdmin(page, DESK_ADMIN);

/** Reports a video through the API, as the dialog would send it. */
async function flagViaApi(page: Page, videoId: number): Promise<void> {
  const res = await page.request.post(`/api/videos/${videoId}/flags`, {
    headers: { Origin: originOf(page) },
    data: { categoryId: 4, reason: 'Uploaded twice today under different titles.' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("the account menu has an 'Admin' link for admins only, reached by keyboard", async ({ browser, page }) => {
  test.setTimeout(180_000);
  // A user: Settings and Sign out, no Admin.
  await signUpAndConfirm(page, uniqueEmail('desk-user'), 'desk-user-secret');
  await accountMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The admin, by keyboard alone: the menu opens on its first item, Admin, a link to the desk.
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const admin = await context.newPage();
  await signInAsDeskAdmin(admin);
  await accountMenu(admin).focus();
  await admin.keyboard.press('Enter');
  const link = admin.getByRole('menuitem', { name: 'Admin' });
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('href', '/admin');
  // Arrow keys move through it like the other items (Studio comes next, then Settings).
  await admin.keyboard.press('ArrowDown');
  await expect(admin.getByRole('menuitem', { name: 'Studio' })).toBeFocused();
  await admin.keyboard.press('ArrowUp');
  await expect(link).toBeFocused();
  await expectNoAxeViolations(admin, 'account menu with Admin');
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();

  // And by pointer, from another page.
  await admin.goto('/settings');
  await accountMenu(admin).click();
  await admin.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByRole('tab', { name: /^Pending \(\d+\)$/ })).toBeVisible();
  await context.close();
});

test('deleting from the desk waits for DELETE to be typed; Cancel keeps the video', async ({ browser }) => {
  test.setTimeout(180_000);
  const uploader = await newUser(browser, 'desk-delete-uploader');
  const title = `Desk delete clip ${Date.now()}`;
  const videoId = await uploadVideo(uploader.page, title);
  const reporter = await newUser(browser, 'desk-delete-reporter');
  await flagViaApi(reporter.page, videoId);
  await reporter.context.close();

  const context = await browser.newContext({ colorScheme: 'light', reducedMotion: 'reduce' });
  const admin = await context.newPage();
  await signInAsDeskAdmin(admin);
  const deleteRequests: string[] = [];
  admin.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/admin/videos/${videoId}/delete`)) {
      deleteRequests.push(request.url());
    }
  });
  await admin.goto('/admin');
  const group = admin.getByRole('article', { name: title });
  await expect(group).toBeVisible();

  await group.getByRole('button', { name: 'Delete video' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Delete this video?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('the uploader gets an e-mail');
  const field = dialog.getByLabel('Type DELETE to confirm');
  const confirm = dialog.getByRole('button', { name: 'Delete video' });
  await expect(field).toHaveValue('');
  await expect(confirm).toBeDisabled();
  await field.fill('delete');
  await expect(confirm).toBeDisabled();
  // Enter in the field does not send it either.
  await field.press('Enter');
  await expect(dialog).toBeVisible();
  await field.fill('DELETE');
  await expect(confirm).toBeEnabled();
  await expectNoAxeViolations(admin, 'desk delete confirmation');
  await shoot(admin, 'desk-delete-confirm');

  // Cancel sends nothing and keeps the video; the typed word is gone when the dialog comes back.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(group).toBeVisible();
  expect((await admin.request.get(`/api/videos/${videoId}`)).status()).toBe(200);
  await group.getByRole('button', { name: 'Delete video' }).click();
  await expect(field).toHaveValue('');
  await expect(confirm).toBeDisabled();
  // Escape closes it without deleting, too.
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(deleteRequests).toEqual([]);
  expect((await admin.request.get(`/api/videos/${videoId}`)).status()).toBe(200);

  // Typed and confirmed: the video goes, its group leaves Pending.
  await group.getByRole('button', { name: 'Delete video' }).click();
  await field.fill('DELETE');
  await confirm.click();
  await expect(toasts(admin).getByText('Video deleted and the uploader notified.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(group).toBeHidden();
  expect(deleteRequests).toHaveLength(1);
  expect((await admin.request.get(`/api/videos/${videoId}`)).status()).toBe(404);
  await context.close();
  await uploader.context.close();
});

test('a reporter who already flagged a video is told so when the dialog opens, with the form disabled', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const uploader = await newUser(browser, 'already-flagged-uploader');
  const title = `Already flagged clip ${Date.now()}`;
  const videoId = await uploadVideo(uploader.page, title);
  await uploader.context.close();

  const reporter = await newUser(browser, 'already-flagged-reporter', { reducedMotion: 'reduce' });
  const page = reporter.page;
  const openDialog = async () => {
    await page.goto(`/video/${videoId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Flag video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Flag video' });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  // Not yet reported: the form is open and counts today's reports.
  let dialog = await openDialog();
  await expect(dialog.getByText('3 of 3 reports left today')).toBeVisible();
  await expect(dialog.getByText(ALREADY_FLAGGED)).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Spam', exact: true }).check();
  await dialog.getByLabel('Reason').fill('Posted three times today under different titles.');
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(toasts(page).getByText(/Video has been flagged/)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Reported: said at the top before anything is chosen, every control disabled, no count of
  // reports left to suggest another.
  dialog = await openDialog();
  const notice = dialog.getByRole('alert').filter({ hasText: ALREADY_FLAGGED });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(ALREADY_FLAGGED);
  await expect(dialog.getByRole('button', { name: 'Submit report' })).toBeDisabled();
  const radios = dialog.getByRole('radio');
  await expect(radios).toHaveCount(9);
  for (const radio of await radios.all()) await expect(radio).toBeDisabled();
  await expect(dialog.getByLabel('Reason')).toBeDisabled();
  await expect(dialog.getByLabel('Timestamp (optional)')).toBeDisabled();
  await expect(dialog.getByText(/reports? left today/)).toHaveCount(0);
  // Nothing to correct in a form that cannot be sent, and focus stays inside the dialog.
  await expect(dialog.getByText('Please select a category for your report')).toHaveCount(0);
  await expect(dialog.getByText('Please provide a reason for flagging this video')).toHaveCount(0);
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expect(notice).toBeInViewport();
  // The notice comes first: above the categories.
  const noticeBox = (await notice.boundingBox())!;
  const firstRadioBox = (await radios.first().boundingBox())!;
  expect(noticeBox.y).toBeLessThan(firstRadioBox.y);
  await expectNoAxeViolations(page, 'already-flagged dialog');
  await shoot(page, 'already-flagged-dialog');

  // Cancel still closes it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await reporter.context.close();
});
