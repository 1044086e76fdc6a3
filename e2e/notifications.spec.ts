import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, signUpAndConfirm, uniqueEmail } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { linkFromMail, MAIL_DIR } from './mail';
import { makeMp4, uploadViaApi } from './upload-helpers';

// Issue 16 item 3: the bell, live; the notifications page; e-mail choices; one-click unsubscribe.
test.describe.configure({ timeout: 150_000 });

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

/** Raw messages to an address as the SMTP server received them, headers included. */
function rawMailsTo(address: string): string[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .map((f) => fs.readFileSync(path.join(MAIL_DIR, f), 'utf8'))
    .filter((raw) => raw.includes(address));
}

test('the bell counts live, the page lists and marks read, and an e-mail unsubscribes in one press', async ({
  browser,
}) => {
  const creatorPage = await (await browser.newContext()).newPage();
  const fanPage = await (await browser.newContext()).newPage();
  const creatorEmail = uniqueEmail('belled');
  const fanName = `fan${Date.now() % 100000}`;
  await signUpAndConfirm(creatorPage, creatorEmail, 'bell-secret');
  await signUpAndConfirm(fanPage, uniqueEmail('fan'), 'fan-secret', fanName);
  const me = (await (await creatorPage.request.get('/api/me')).json()) as { user: { username: string } };
  const video = await uploadViaApi(creatorPage, makeMp4('bell-clip.mp4', { width: 320, height: 180, seconds: 1 }), {
    title: 'Paper boats',
  });

  await creatorPage.goto('/');
  await expect(bell(creatorPage)).toHaveAccessibleName('Notifications');

  // The fan follows, claps and comments; the creator's bell counts without a reload.
  const origin = { Origin: new URL(fanPage.url()).origin };
  expect((await fanPage.request.put(`/api/profiles/${me.user.username}/follow`, { headers: origin })).ok()).toBe(true);
  expect((await fanPage.request.put(`/api/videos/${video.id}/clap`, { headers: origin })).ok()).toBe(true);
  expect(
    (
      await fanPage.request.post(`/api/videos/${video.id}/comments`, {
        headers: origin,
        data: { body: 'These boats float!' },
      })
    ).ok(),
  ).toBe(true);
  await expect(bell(creatorPage)).toHaveAccessibleName('Notifications, 3 unread');

  // By keyboard: the bell leads to the page.
  await bell(creatorPage).focus();
  await creatorPage.keyboard.press('Enter');
  await expect(creatorPage).toHaveURL(/\/notifications$/);
  const list = creatorPage.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('link')).toHaveText([
    `${fanName} commented on your video “Paper boats” (unread)`,
    `${fanName} clapped for “Paper boats” (unread)`,
    `${fanName} followed you (unread)`,
  ]);
  await expectNoAxeViolations(creatorPage, 'notifications page');
  await creatorPage.setViewportSize({ width: 360, height: 740 });
  await screenshot(creatorPage, 'notifications-360');
  await expectNoHorizontalOverflow(creatorPage, 'notifications at 360 px');
  await creatorPage.setViewportSize({ width: 1280, height: 800 });

  // Opening one marks it read and goes to what it is about.
  await list.getByRole('link', { name: /clapped for/ }).click();
  await expect(creatorPage).toHaveURL(new RegExp(`/video/${video.id}$`));
  await expect(bell(creatorPage)).toHaveAccessibleName('Notifications, 2 unread');
  await creatorPage.goBack();
  await creatorPage.getByRole('button', { name: 'Mark all read' }).click();
  await expect(creatorPage.getByRole('status').filter({ hasText: 'All caught up' })).toBeVisible();
  await expect(bell(creatorPage)).toHaveAccessibleName('Notifications');

  // The comment was e-mailed at once, with RFC 8058's one-click headers; its link unsubscribes.
  const link = await linkFromMail(creatorEmail, /commented/, '/unsubscribe');
  expect(rawMailsTo(creatorEmail).some((raw) => /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m.test(raw))).toBe(
    true,
  );
  await creatorPage.goto(link);
  await creatorPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(creatorPage.getByRole('status')).toContainText(
    'You will get no more e-mails about: comments on your videos.',
  );

  // Settings → Notifications shows it, and other kinds can be chosen there.
  await creatorPage.goto('/settings?section=notifications');
  await expect(creatorPage.getByLabel('Comments on your videos')).toHaveValue('off');
  await creatorPage.getByLabel('Claps on your videos').selectOption('Off');
  await creatorPage.getByRole('button', { name: 'Save e-mail settings' }).click();
  await expect(creatorPage.getByText('E-mail settings saved')).toBeVisible();
  await creatorPage.reload();
  await expect(creatorPage.getByLabel('Claps on your videos')).toHaveValue('off');
  await expectNoAxeViolations(creatorPage, 'Settings → Notifications');
  await screenshot(creatorPage, 'notification-settings');
});
