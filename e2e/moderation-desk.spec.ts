import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signMp4 } from '../apps/server/test/helpers/c2pa';
import { trustedSigner } from './c2pa-signers';
import { logIn, signUpAndConfirm, uniqueEmail } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { MAIL_DIR } from './mail';
import {
  SUCCESS,
  demoVideos,
  flagDialog,
  openFromVideoPage,
  sendReport,
  shootAndScanBothThemes,
  toasts,
  type FeedVideo,
} from './moderation-helpers';
import { uploadViaApi } from './upload-helpers';

// The admin desk (Pending / Archived, Dismiss, Delete video, the audit log, the uploader's e-mail).
// The video the admin deletes is uploaded by the test itself (over tus, as the upload form does), so
// no other spec loses a demo video.

const ADMIN_EMAIL = 'e2e-admin@example.test';
const ADMIN_PASSWORD = 'moderation-desk-secret';

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

      await shootAndScanBothThemes(admin, 'moderation-desk', 'admin desk');

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
