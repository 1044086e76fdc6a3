import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signMp4 } from '../apps/server/test/helpers/c2pa';
import { trustedSigner } from './c2pa-signers';
import { dailyFlagLimitText } from '../packages/contract/src/moderation-messages';
import { expectNoHorizontalOverflow, logIn, signOut, signUpAndConfirm, uniqueEmail } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { MAIL_DIR } from './mail';
import { uploadViaApi } from './upload-helpers';

// Flagging (the dialog, its texts and limits) and the admin desk (Pending / Archived, Dismiss,
// Delete video, the audit log, the uploader's e-mail). Reporters flag the seeded demo videos, which
// belong to the demo creators, so any new account is a non-owner. The video the admin deletes is
// uploaded by the test itself (over tus, as the upload form does), so no other spec loses a demo video.

const ADMIN_EMAIL = 'e2e-admin@example.test';
const ADMIN_PASSWORD = 'moderation-desk-secret';
const SUCCESS =
  'Video has been flagged and sent to our team for review. Thank you for helping keep our community safe.';

interface FeedVideo {
  id: number;
  title: string;
  ownerUsername: string | null;
  publicUrl: string | null;
  posterUrl: string | null;
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const flagDialog = (page: Page) => page.getByRole('dialog', { name: 'Flag video' });

/** Switches the system theme and waits until the page has followed it. */
async function switchColourScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

// The seeded creators: tests in the other worker upload short clips of their own at the same time,
// and the newest of those would otherwise come first.
const DEMO_CREATORS = new Set(['lumen_studio', 'neonfable', 'quietframes', 'promptsmith']);

async function demoVideos(page: Page): Promise<FeedVideo[]> {
  const videos: FeedVideo[] = [];
  let cursor: string | null = null;
  do {
    const res = await page.request.get(`/api/videos?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { items: FeedVideo[]; nextCursor: string | null };
    videos.push(...body.items.filter((v) => v.ownerUsername !== null && DEMO_CREATORS.has(v.ownerUsername)));
    cursor = body.nextCursor;
  } while (cursor);
  return videos;
}

/** Opens the flag dialog from the video page's own 'Flag video' button. */
async function openFromVideoPage(page: Page, video: FeedVideo): Promise<Locator> {
  await page.goto(`/video/${video.id}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await page.getByRole('button', { name: 'Flag video' }).click();
  const dialog = flagDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chooses a category, writes a reason (and a moment) and sends the report. */
async function sendReport(dialog: Locator, category: string, reason: string, timestamp?: string): Promise<void> {
  await dialog.getByRole('radio', { name: category, exact: true }).check();
  await dialog.getByLabel('Reason').fill(reason);
  if (timestamp) await dialog.getByLabel('Timestamp (optional)').fill(timestamp);
  await dialog.getByRole('button', { name: 'Submit report' }).click();
}

/** Raw messages in the catcher's folder addressed to `address` whose subject matches. */
function mailsTo(address: string, subject: RegExp): string[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .sort()
    .map((f) => fs.readFileSync(path.join(MAIL_DIR, f), 'utf8'))
    .filter((raw) => raw.toLowerCase().startsWith(`x-envelope-to: ${address.toLowerCase()}`))
    .filter((raw) => subject.test(/^Subject: (.*)$/m.exec(raw)?.[1] ?? ''))
    .map((raw) =>
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        .replace(/&amp;/g, '&'),
    );
}

/**
 * Signs in as the e2e admin. The demo seed already made that account (with a password printed
 * once), so it gets a new password through the e-mailed reset link; where the seed did not run,
 * it signs up instead (ADMIN_EMAILS makes it an admin either way).
 */
async function signInAsAdmin(page: Page): Promise<void> {
  const subject = /Reset your Promptreel password/;
  const before = mailsTo(ADMIN_EMAIL, subject).length;
  await page.goto('/reset');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Reset link sent')).toBeVisible();
  let link: string | undefined;
  try {
    await expect
      .poll(
        () => {
          const mail = mailsTo(ADMIN_EMAIL, subject).slice(before).at(-1);
          link = mail?.match(/https?:\/\/[^\s"<>]+\/reset-password[^\s"<>]*/)?.[0];
          return link;
        },
        { timeout: 8_000 },
      )
      .toBeTruthy();
  } catch {
    link = undefined;
  }
  if (!link) {
    await signUpAndConfirm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    return;
  }
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Uploads a demo clip (or `file`) as the signed-in user, over tus as the upload form does. */
async function uploadClip(page: Page, title: string, file?: string): Promise<number> {
  return (await uploadViaApi(page, file ?? path.resolve('apps/server/seed/media/tiny-astronaut.mp4'), { title })).id;
}

async function adminCounts(page: Page): Promise<{ pending: number; archived: number }> {
  const res = await page.request.get('/api/admin/flags?status=pending');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { counts: { pending: number; archived: number } }).counts;
}

/** How many items (each with its reports) a desk tab lists: what its 'Pending (n)' counts. */
async function groupsShown(page: Page, status: 'pending' | 'archived'): Promise<number> {
  const res = await page.request.get(`/api/admin/flags?status=${status}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { groups: unknown[] }).groups.length;
}

test('a visitor asked to flag is told to log in and sent to /login', async ({ page }) => {
  const [video] = await demoVideos(page);
  await page.goto(`/video/${video!.id}?flag=true`);
  await expect(toasts(page).getByText('Please log in to flag videos')).toBeVisible();
  await expect(flagDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/login\?next=/, { timeout: 5_000 });

  // The page's own button says the same in the card's words.
  await page.goto(`/video/${video!.id}`);
  await page.getByRole('button', { name: 'Flag video' }).click();
  await expect(toasts(page).getByText('Log in to flag videos', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 5_000 });
  // After logging in, the login page brings the visitor back to the request.
  expect(new URL(page.url()).searchParams.get('next')).toBe(`/video/${video!.id}?flag=true`);
});

test('logging in from the flag request comes back to the open dialog', async ({ page }) => {
  const [video] = await demoVideos(page);
  const email = uniqueEmail('returning-reporter');
  await signUpAndConfirm(page, email, 'returning-secret');
  await signOut(page);
  await page.goto(`/video/${video!.id}?flag=true`);
  await expect(page).toHaveURL(/\/login\?next=/, { timeout: 5_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('returning-secret');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Log in' }).click();
  await expect(flagDialog(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/video/${video!.id}$`));
});

test("when today's limit cannot be checked, the dialog says so and Retry asks again", async ({ page }) => {
  const [video] = await demoVideos(page);
  await signUpAndConfirm(page, uniqueEmail('limit-retry'), 'limit-retry-secret');
  let failing = true;
  // The dialog asks about its video (?video=), so the address has a query.
  await page.route(/\/api\/flag-limit(\?|$)/, (route) =>
    failing ? route.fulfill({ status: 500, json: { code: 'internal', message: 'Down' } }) : route.continue(),
  );
  const dialog = await openFromVideoPage(page, video!);
  await expect(dialog.getByText('Failed to check flag limit. Please try again.')).toBeVisible();
  failing = false;
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: /of 3 reports left today/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('flagging: the dialog, its texts, one report per video and three a day', async ({ page }) => {
  test.setTimeout(240_000);
  const videos = await demoVideos(page);
  const [first, second, third, fourth] = videos;
  // No transitions, so screenshots taken right after a theme switch show the settled colours.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signUpAndConfirm(page, uniqueEmail('reporter'), 'reporter-secret');

  // --- from a card's actions menu: its 'Flag video' is a link to /video/{id}?flag=true ---
  await page.goto('/');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: first!.title, exact: true }) });
  await card.first().getByRole('button', { name: 'Video actions' }).click();
  const menuItem = page.getByRole('menuitem', { name: 'Flag video' });
  await expect(menuItem).toHaveAttribute('href', `/video/${first!.id}?flag=true`);
  // By keyboard: the menu sits by the trigger under a tall player, at times just off a 720 px screen.
  await menuItem.press('Enter');
  const dialog = flagDialog(page);
  await expect(dialog).toBeVisible();
  // The request is taken out of the address once answered.
  await expect(page).toHaveURL(new RegExp(`/video/${first!.id}$`));

  // Categories from the server, each with its description; today's remaining reports.
  await expect(dialog.getByRole('radio')).toHaveCount(9);
  await expect(dialog.getByRole('radio', { name: 'Not AI Generated' })).toBeVisible();
  await expect(dialog.getByText('Contains content not generated by AI')).toBeVisible();
  await expect(dialog.getByText('3 of 3 reports left today')).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit report' });
  await expect(submit).toBeDisabled();

  // --- the flag form's validation texts ---
  const reason = dialog.getByLabel('Reason');
  await reason.fill('   too short   ');
  await expect(dialog.getByText('Please provide a more detailed reason (at least 10 characters)')).toBeVisible();
  await expect(dialog.getByText('Please select a category for your report')).toBeVisible();
  await reason.fill('');
  await expect(dialog.getByText('Please provide a reason for flagging this video')).toBeVisible();
  await reason.fill('x'.repeat(1001));
  await expect(dialog.getByText('Reason is too long (maximum 1000 characters)')).toBeVisible();
  await expect(dialog.getByText('1001/1000')).toBeVisible();
  await dialog.getByLabel('Timestamp (optional)').fill('abc');
  await reason.focus();
  await expect(dialog.getByText('Enter the moment as mm:ss, for example 0:42')).toBeVisible();
  await expect(submit).toBeDisabled();

  // --- it holds input: a click outside does nothing; Escape asks first ---
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('Discard this report?')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByText('Discard this report?')).toBeHidden();

  await dialog.getByRole('radio', { name: 'Not AI Generated' }).check();
  await reason.fill('The clip is stock footage of a real pond, filmed with a phone.');
  await dialog.getByLabel('Timestamp (optional)').fill('0:02');
  await expect(submit).toBeEnabled();
  await screenshot(page, 'moderation-flag-dialog');
  await expectNoAxeViolations(page, 'flag dialog');
  await switchColourScheme(page, 'dark');
  await screenshot(page, 'moderation-flag-dialog-dark');
  await expectNoAxeViolations(page, 'flag dialog (dark)');
  await switchColourScheme(page, 'light');
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, 'moderation-flag-dialog-360');
  await expectNoHorizontalOverflow(page, 'flag dialog at 360 px');
  await page.setViewportSize({ width: 1280, height: 720 });

  await submit.click();
  await expect(toasts(page).getByText(SUCCESS)).toBeVisible();
  await expect(dialog).toBeHidden();

  // --- the page's own button; the count goes down ---
  let next = await openFromVideoPage(page, second!);
  await expect(next.getByText('2 of 3 reports left today')).toBeVisible();
  await sendReport(next, 'Spam', 'Posted three times today under different titles.');
  await expect(toasts(page).getByText(SUCCESS).first()).toBeVisible();
  await expect(next).toBeHidden();

  // --- one report per reporter per video: said as the dialog opens, with nothing to fill in ---
  next = await openFromVideoPage(page, first!);
  await expect(next.getByText('You have already flagged this video')).toBeVisible();
  await expect(next.getByRole('radio', { name: 'Other', exact: true })).toBeDisabled();
  await expect(next.getByLabel('Reason')).toBeDisabled();
  await expect(next.getByRole('button', { name: 'Submit report' })).toBeDisabled();
  await screenshot(page, 'moderation-flag-duplicate');
  await next.getByRole('button', { name: 'Cancel' }).click();
  await expect(next).toBeHidden();

  // --- the third goes through; the fourth of the day is refused before it is written ---
  next = await openFromVideoPage(page, third!);
  await sendReport(next, 'Misinformation', 'Claims to show a real event that never happened.', '0:01');
  await expect(next).toBeHidden();
  next = await openFromVideoPage(page, fourth!);
  await expect(next.getByText(dailyFlagLimitText(3))).toBeVisible();
  await next.getByRole('radio', { name: 'Spam' }).check();
  await next.getByLabel('Reason').fill('One report more than the day allows.');
  await expect(next.getByRole('button', { name: 'Submit report' })).toBeDisabled();
  await screenshot(page, 'moderation-flag-limit');
  // The server refuses it too, with the same words.
  const refused = await page.request.post(`/api/videos/${fourth!.id}/flags`, {
    headers: { Origin: new URL(page.url()).origin },
    data: { categoryId: 4, reason: 'One report more than the day allows.' },
  });
  expect(refused.status()).toBe(429);
  expect(((await refused.json()) as { message: string }).message).toBe(dailyFlagLimitText(3));
});

test.describe.serial('the admin desk', () => {
  test('a non-admin sees Access Denied', async ({ page }) => {
    await signUpAndConfirm(page, uniqueEmail('not-admin'), 'not-admin-secret');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Return to Home' })).toBeVisible();
    await expect(page).toHaveTitle('Promptreel · Admin');
    expect((await page.request.get('/api/admin/flags')).status()).toBe(403);
  });

  // Alone: it reads the desk's Pending and Archived counts, which every other file that reports or
  // decides something (reports of comments and profiles, appeals, desk fixes) changes meanwhile.
  test(
    'dismiss one video, delete another: both move to Archived and the uploader is told',
    { tag: '@alone' },
    async ({ browser, page }) => {
      test.setTimeout(300_000);
      const demo = (await demoVideos(page))[5]!;

      // An uploader with a clip of their own.
      const uploaderEmail = uniqueEmail('uploader');
      await signUpAndConfirm(page, uploaderEmail, 'uploader-secret');
      const clipTitle = `Moderation test clip ${Date.now()}`;
      // Signed with Content Credentials (by the signer the e2e server trusts), which the desk shows
      // next to the 'Not AI Generated' report.
      const signedClip = await signMp4(path.resolve('apps/server/seed/media/tiny-astronaut.mp4'), {
        credentials: trustedSigner(),
      });
      const clipId = await uploadClip(page, clipTitle, signedClip);
      const clip = (await (await page.request.get(`/api/videos/${clipId}`)).json()) as FeedVideo;
      expect(clip.publicUrl).toBeTruthy();
      // Owners never see the flag button.
      await page.goto(`/video/${clipId}`);
      await expect(page.getByRole('heading', { level: 1, name: clipTitle })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Flag video' })).toHaveCount(0);

      // A reporter flags the clip (via ?flag=true) and a demo video.
      const reporterContext = await browser.newContext();
      const reporter = await reporterContext.newPage();
      await signUpAndConfirm(reporter, uniqueEmail('desk-reporter'), 'reporter-secret');
      await reporter.goto(`/video/${clipId}?flag=true`);
      await sendReport(
        flagDialog(reporter),
        'Not AI Generated',
        'This is a phone recording, nothing AI about it.',
        '0:01',
      );
      await expect(toasts(reporter).getByText(SUCCESS)).toBeVisible();
      await sendReport(await openFromVideoPage(reporter, demo), 'Spam', 'Same clip as yesterday, uploaded again.');
      await expect(flagDialog(reporter)).toBeHidden();
      await reporterContext.close();

      // --- the admin ---
      const adminContext = await browser.newContext({ colorScheme: 'light', reducedMotion: 'reduce' });
      const admin = await adminContext.newPage();
      await signInAsAdmin(admin);
      await admin.goto('/admin');
      await expect(admin).toHaveTitle('Promptreel · Admin');
      const before = await adminCounts(admin);
      expect(before.pending).toBeGreaterThanOrEqual(2);
      // The tabs count the items they list, not the reports in them (issue 30).
      expect(before).toEqual({
        pending: await groupsShown(admin, 'pending'),
        archived: await groupsShown(admin, 'archived'),
      });
      const pendingTab = admin.getByRole('tab', { name: /^Pending \(\d+\)$/ });
      const archivedTab = admin.getByRole('tab', { name: /^Archived \(\d+\)$/ });
      await expect(pendingTab).toHaveText(`Pending (${before.pending})`);
      await expect(archivedTab).toHaveText(`Archived (${before.archived})`);

      const clipGroup = admin.getByRole('article', { name: clipTitle });
      await expect(clipGroup).toBeVisible();
      await expect(clipGroup.getByRole('link', { name: clipTitle })).toHaveAttribute('href', `/video/${clipId}`);
      await expect(clipGroup.getByText('Not AI Generated')).toBeVisible();
      await expect(clipGroup.getByText('This is a phone recording, nothing AI about it.')).toBeVisible();
      await expect(clipGroup.getByText('at 0:01')).toBeVisible();
      await expect(
        clipGroup.getByRole('button', {
          name: 'Content Credentials: AI-generated · signed by Promptreel Test Generator',
        }),
      ).toBeVisible();
      await expect(clipGroup.getByText('just now').first()).toBeVisible();
      const demoGroup = admin.getByRole('article', { name: demo.title });
      await expect(demoGroup).toBeVisible();

      await screenshot(admin, 'moderation-desk');
      await expectNoAxeViolations(admin, 'admin desk');
      await switchColourScheme(admin, 'dark');
      await screenshot(admin, 'moderation-desk-dark');
      await expectNoAxeViolations(admin, 'admin desk (dark)');
      await switchColourScheme(admin, 'light');
      await admin.setViewportSize({ width: 360, height: 780 });
      await screenshot(admin, 'moderation-desk-360');
      await expectNoHorizontalOverflow(admin, 'admin desk at 360 px');
      await admin.setViewportSize({ width: 1280, height: 720 });

      // --- Dismiss: the video stays up, its reports go to Archived ---
      const demoReports = await demoGroup.getByRole('listitem').count();
      await demoGroup.getByRole('button', { name: 'Dismiss' }).click();
      await expect(toasts(admin).getByText('Reports dismissed. The video stays up.')).toBeVisible();
      await expect(demoGroup).toBeHidden();
      // One item, with all its reports, leaves Pending (it may join an archived item of the same video).
      await expect(pendingTab).toHaveText(`Pending (${before.pending - 1})`);
      await expect(archivedTab).toHaveText(`Archived (${await groupsShown(admin, 'archived')})`);
      expect((await admin.request.get(`/api/videos/${demo.id}`)).status()).toBe(200);

      // --- Delete video, after a confirmation: DELETE typed, as an owner types it ---
      await clipGroup.getByRole('button', { name: 'Delete video' }).click();
      const confirm = admin.getByRole('dialog', { name: 'Delete this video?' });
      await expect(confirm).toBeVisible();
      await expect(confirm).toContainText('the uploader gets an e-mail');
      await expect(confirm.getByRole('button', { name: 'Delete video' })).toBeDisabled();
      await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
      await screenshot(admin, 'moderation-delete-confirm');
      await expectNoAxeViolations(admin, 'delete confirmation');
      await confirm.getByRole('button', { name: 'Delete video' }).click();
      await expect(toasts(admin).getByText('Video deleted and the uploader notified.')).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(clipGroup).toBeHidden();
      await expect(pendingTab).toHaveText(`Pending (${before.pending - 2})`);
      await expect(archivedTab).toHaveText(`Archived (${await groupsShown(admin, 'archived')})`);

      // --- both are in Archived, with their outcome ---
      await archivedTab.click();
      const archivedClip = admin.getByRole('article', { name: clipTitle });
      await expect(archivedClip).toBeVisible();
      await expect(archivedClip.getByText('Video deleted').first()).toBeVisible();
      await expect(archivedClip.getByRole('link', { name: clipTitle })).toHaveCount(0);
      await expect(archivedClip.getByText(/reviewed just now/)).toBeVisible();
      const archivedDemo = admin.getByRole('article', { name: demo.title }).first();
      await expect(archivedDemo.getByText('Dismissed').first()).toBeVisible();
      await expect(admin).toHaveURL(/tab=archived/);
      await screenshot(admin, 'moderation-desk-archived');
      await expectNoAxeViolations(admin, 'admin desk: archived');

      // --- the audit log says who did what ---
      await admin.getByRole('tab', { name: 'Audit log' }).click();
      const log = admin.getByRole('list', { name: 'Audit log' });
      await expect(log.getByRole('listitem').filter({ hasText: `deleted “${clipTitle}” (1 report)` })).toBeVisible();
      await expect(
        log
          .getByRole('listitem')
          .filter({ hasText: `about “${demo.title}”` })
          .first(),
      ).toContainText(
        // Other tests may have reported the same demo video: the log counts what was dismissed.
        new RegExp(`@\\S+ dismissed ${demoReports} reports? about`),
      );
      await screenshot(admin, 'moderation-audit-log');
      await expectNoAxeViolations(admin, 'audit log');

      // --- the deleted video is gone: not in the feed, its page and its file answer 404 ---
      await admin.goto('/');
      await expect(admin.getByRole('article').first()).toBeVisible();
      await expect(admin.getByRole('link', { name: clipTitle })).toHaveCount(0);
      expect((await admin.request.get(`/api/videos/${clipId}`)).status()).toBe(404);
      expect((await admin.request.get(clip.publicUrl!)).status()).toBe(404);
      if (clip.posterUrl) expect((await admin.request.get(clip.posterUrl)).status()).toBe(404);
      await adminContext.close();

      // --- the uploader's e-mail: why, and the way to appeal ---
      let mail: string | undefined;
      await expect
        .poll(() => (mail = mailsTo(uploaderEmail, /Your video was removed from Promptreel/).at(-1)), {
          timeout: 10_000,
        })
        .toBeTruthy();
      expect(mail).toContain(clipTitle);
      expect(mail).toContain('Not AI Generated');
      // The link to appeal this very decision, with the key that opens it without signing in.
      expect(mail).toMatch(/https?:\/\/[^\s"<>]+\/appeals\/\d+\?key=[\w-]{43}/);
    },
  );
});
