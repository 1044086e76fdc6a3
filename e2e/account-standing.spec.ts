import { GUIDELINE_SECTIONS, STANDING_MESSAGES, standingDate, suspendedText } from '@promptreel/contract';
import { expect, test, type Page } from '@playwright/test';
import { accountMenu, logIn, shootAtTwoWidths, signInAsAdmin, signInThroughApi } from './accounts';
import { catalogues } from './upload-helpers';
import { expectNoAxeViolations } from './fixtures';
import { newUser, PASSWORD, SMALL_MP4, uploadVideo } from './social-helpers';

// Acting on people: an admin warns, suspends or bans an account from its profile ('Moderate @x').
// Everything used here is made here (accounts, an uploaded and processed video), so nothing depends
// on the demo feed. This file's admin is its own (e2e/serve.ts makes the address an admin).
const STANDING_ADMIN = { email: 'e2e-standing-admin@example.test', password: 'standing-admin-secret' };
const SHOTS = '/tmp/hd-shots';

const shoot = (page: Page, name: string) => shootAtTwoWidths(page, SHOTS, name);

const signInAsStandingAdmin = (page: Page) => signInAsAdmin(page, STANDING_ADMIN);

/** Opens 'Moderate @name' on the profile and returns the dialog. */
async function openModerate(admin: Page, username: string) {
  await admin.goto(`/u/${username}`);
  await admin.getByRole('button', { name: `Moderate @${username}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Moderate @${username}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const signedOut = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Log in' });

test('a suspension ends the user’s other open session, and their upload is refused with the end date', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext({ reducedMotion: 'reduce' });
  const admin = await adminContext.newPage();
  await signInAsStandingAdmin(admin);
  const user = await newUser(browser, 'suspended');
  // The same person, signed in in a second browser.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  expect(await signInThroughApi(other, user.email, PASSWORD)).toBe(true);
  await other.goto('/');
  await expect(accountMenu(other)).toBeVisible();

  const dialog = await openModerate(admin, user.username);
  await expect(dialog.getByText('Not suspended or banned.')).toBeVisible();
  // Refused input says what is missing, in the dialog, and sends nothing.
  await dialog.getByRole('radio', { name: 'Suspend' }).check();
  await dialog.getByRole('button', { name: 'Suspend for 7 days' }).click();
  await expect(dialog.getByText('Please choose the section of the guidelines')).toBeVisible();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByLabel('Days').fill('3');
  await dialog.getByLabel('Guideline').selectOption({ label: 'Spam and scams' });
  await dialog.getByLabel('Reason').fill('Posted the same link under forty videos.');
  await expectNoAxeViolations(admin, 'the moderate dialog');
  await shoot(admin, 'moderate-dialog');
  await dialog.getByRole('button', { name: 'Suspend for 3 days' }).click();
  await expect(dialog.getByRole('status')).toContainText(STANDING_MESSAGES.suspended);
  await expect(dialog.getByText(/^Suspended until \d{1,2} [A-Z][a-z]+ \d{4}\.$/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Lift' })).toBeVisible();
  await expect(dialog.getByRole('listitem').first()).toContainText('Spam and scams: Posted the same link');

  // The other open browser is signed out at once (the account's live channel) and told why.
  await expect(signedOut(other)).toBeVisible();
  await expect(toasts(other)).toContainText(
    /Your account is suspended until \d{1,2} [A-Z][a-z]+ \d{4}\. You have been signed out/,
  );
  await expect(accountMenu(other)).toHaveCount(0);

  // So is the first; a suspended account may sign in again and read, but its upload is refused.
  const page = user.page;
  await expect(signedOut(page)).toBeVisible();
  await logIn(page, user.email, PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/upload$/);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^(Choose|Change) file$/ }).click();
  await (await chooser).setFiles(SMALL_MP4);
  await page.getByLabel('Title').fill('Not while suspended');
  const { platforms, categories } = await catalogues(page);
  await page.getByLabel('Category').selectOption(String(categories[0]!.id));
  await page.getByLabel('Platform').selectOption(String(platforms[0]!.id));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Your account is suspended until' });
  await expect(refusal).toContainText(
    /Your account is suspended until \d{1,2} [A-Z][a-z]+ \d{4}, so you can't upload, comment, clap, report or follow\./,
  );
  await shoot(page, 'upload-refused');

  // Lifted from the same dialog: the state says so.
  const again = await openModerate(admin, user.username);
  await again.getByRole('button', { name: 'Lift' }).click();
  await expect(again.getByRole('status')).toContainText(STANDING_MESSAGES.lifted);
  await expect(again.getByText('Not suspended or banned.')).toBeVisible();
  await adminContext.close();
  await otherContext.close();
  await user.context.close();
});

test('a ban refuses sign-in and hides the account’s profile, and its video from search and its page, until lifted', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext({ reducedMotion: 'reduce' });
  const admin = await adminContext.newPage();
  await signInAsStandingAdmin(admin);
  const user = await newUser(browser, 'banned');
  const title = `Banned koi ${Date.now()}`;
  const videoId = await uploadVideo(user.page, title);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const videoLink = (page: Page) => page.getByRole('main').getByRole('link', { name: title }).first();

  // Seen before the ban: on the profile, in search, on its page.
  await visitor.goto(`/u/${user.username}`);
  await expect(videoLink(visitor)).toBeVisible();
  await visitor.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(videoLink(visitor)).toBeVisible();

  const dialog = await openModerate(admin, user.username);
  await dialog.getByRole('radio', { name: 'Ban' }).check();
  await dialog.getByLabel('Guideline').selectOption({ label: 'Spam and scams' });
  await dialog.getByLabel('Reason').fill('Selling followers in comments.');
  await dialog.getByRole('button', { name: `Ban @${user.username}` }).click();
  await expect(dialog.getByRole('status')).toContainText(STANDING_MESSAGES.bannedDone);
  await expect(dialog.getByText(/^Banned since /)).toBeVisible();

  // The user's open session has ended, and signing in again is refused with the reason.
  await expect(signedOut(user.page)).toBeVisible();
  await expect(toasts(user.page)).toContainText(STANDING_MESSAGES.signedOutBanned);
  // A page opened afresh with the ended session's cookie is a visitor's too.
  await user.page.reload();
  await expect(signedOut(user.page)).toBeVisible();
  await logIn(user.page, user.email, PASSWORD);
  await expect(user.page.getByRole('alert').filter({ hasText: STANDING_MESSAGES.bannedSignIn })).toBeVisible();
  await expect(accountMenu(user.page)).toHaveCount(0);

  // The account is gone with its video: its profile is not found, nor the video in search, nor its page.
  await visitor.goto(`/u/${user.username}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
  await expect(videoLink(visitor)).toHaveCount(0);
  await visitor.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByText(/No videos (or creators )?match/).first()).toBeVisible();
  await expect(videoLink(visitor)).toHaveCount(0);
  await visitor.goto(`/video/${videoId}`);
  await expect(visitor.getByRole('heading', { name: 'Video not found' })).toBeVisible();
  const feed = (await (await visitor.request.get('/api/videos?tab=latest')).json()) as { items: { id: number }[] };
  expect(feed.items.map((v) => v.id)).not.toContain(videoId);

  // Lifted: back on the profile, and the account signs in again.
  const again = await openModerate(admin, user.username);
  await again.getByRole('button', { name: 'Lift' }).click();
  await expect(again.getByRole('status')).toContainText(STANDING_MESSAGES.lifted);
  await visitor.goto(`/u/${user.username}`);
  await expect(videoLink(visitor)).toBeVisible();
  await logIn(user.page, user.email, PASSWORD);
  await expect(accountMenu(user.page)).toBeVisible();
  await adminContext.close();
  await visitorContext.close();
  await user.context.close();
});

test('a suspended person sees a banner with the end date and the appeal link on every page, and an edit is refused', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsStandingAdmin(admin);
  const user = await newUser(browser, 'banner');
  const title = `Suspended lanterns ${Date.now()}`;
  const videoId = await uploadVideo(user.page, title);
  const suspended = await admin.request.post(`/api/admin/users/${user.id}/suspend`, {
    headers: { Origin: new URL(admin.url()).origin },
    data: { reason: 'Posted the same link under forty videos.', section: 'spam', days: 3 },
  });
  expect(suspended.status(), await suspended.text()).toBe(200);
  const until = Date.parse(((await suspended.json()) as { suspendedUntil: string }).suspendedUntil);
  const text = suspendedText(until);

  // Signed in again, the banner is there at once and on every page: the date and the appeal link.
  const page = user.page;
  await expect(signedOut(page)).toBeVisible();
  await logIn(page, user.email, PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  const banner = page.getByRole('region', { name: 'Account suspended' });
  await expect(banner).toContainText(text);
  await expect(banner).toContainText(standingDate(until));
  await expectNoAxeViolations(page, 'the suspension banner');
  await shoot(page, 'suspension-banner');
  await page.goto(`/video/${videoId}`);
  await expect(banner).toContainText(text);

  // An edit of the video is refused with the suspension's words, and nothing changes.
  await page.getByRole('button', { name: 'Video actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit video' });
  await dialog.getByLabel('Title').fill('Retitled while suspended');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: text })).toBeVisible();
  await page.keyboard.press('Escape');
  const video = (await (await page.request.get(`/api/videos/${videoId}`)).json()) as { title: string };
  expect(video.title).toBe(title);

  // The link leads to the suspension's appeal, open to its subject.
  await banner.getByRole('link', { name: 'Appeal this suspension' }).click();
  await expect(page).toHaveURL(/\/appeals\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Your account was suspended.' })).toBeVisible();
  await expect(page.getByText(/^You can appeal until /)).toBeVisible();

  // Lifted: the banner goes with the next page.
  const lifted = await admin.request.post(`/api/admin/users/${user.id}/lift`, {
    headers: { Origin: new URL(admin.url()).origin },
    data: {},
  });
  expect(lifted.status()).toBe(200);
  await page.goto('/');
  await expect(accountMenu(page)).toBeVisible();
  await expect(banner).toHaveCount(0);
  await adminContext.close();
  await user.context.close();
});

test('every guideline section a notice can name is an anchor on the guidelines page', async ({ page }) => {
  await page.goto('/community-guidelines');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Guidelines' })).toBeVisible();
  for (const section of GUIDELINE_SECTIONS) {
    await expect(page.locator(`li#${section.slug}`), section.slug).toContainText(section.title.split(' ')[0]!, {
      ignoreCase: true,
    });
  }
});
