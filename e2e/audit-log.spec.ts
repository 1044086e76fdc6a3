import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, signInAsAdmin } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { deleteVideo, newUser, uploadVideo } from './social-helpers';

// The audit log: a moderator's comment removal is recorded with its target, the log filters by
// target and moderator (kept in the address), and the same entries download as CSV.

// This file's own admin (e2e/serve.ts makes the address an admin): other files' admins change their
// passwords or sessions while this one runs.
const AUDIT_ADMIN = { email: 'e2e-audit-admin@example.test', password: 'audit-log-admin-secret' };

const signInAsAuditAdmin = (page: Page) => signInAsAdmin(page, AUDIT_ADMIN);

test('a moderator removes a comment; the audit log shows it filtered by target and moderator, and as CSV', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const creator = await newUser(browser, 'audited');
  const title = `Audit arena ${Date.now().toString(36)}`;
  const videoId = await uploadVideo(creator.page, title);
  const author = await newUser(browser, 'spammer');
  const spam = `Free followers at example.test ${Date.now().toString(36)}`;
  const posted = await author.page.request.post(`/api/videos/${videoId}/comments`, {
    data: { body: spam },
    headers: { Origin: new URL(author.page.url()).origin },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  const context = await browser.newContext({ acceptDownloads: true });
  const admin = await context.newPage();
  const adminName = await signInAsAuditAdmin(admin);

  // The moderator removes the comment from the video page, by keyboard.
  await admin.goto(`/video/${videoId}#comments`);
  const item = admin.getByRole('list', { name: 'Comments' }).getByRole('listitem').filter({ hasText: spam });
  await item.getByRole('button', { name: 'Remove comment' }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('list', { name: 'Comments' }).getByText(spam)).toHaveCount(0);

  // The desk's audit log, filtered to comments: the line names the moderator, the action and the comment.
  await admin.goto('/admin?tab=audit');
  const target = admin.getByRole('combobox', { name: 'Target' });
  await target.focus();
  await target.selectOption('comment');
  await expect(admin).toHaveURL(/[?&]target=comment/);
  const log = admin.getByRole('list', { name: 'Audit log' });
  const line = log.getByRole('listitem').filter({ hasText: spam });
  await expect(line).toContainText(`@${adminName} removed the comment “${spam}”`);
  await expect(line.getByRole('link', { name: `“${spam}”` })).toHaveAttribute('href', `/video/${videoId}`);
  await expect(log.getByRole('listitem').filter({ hasText: /deleted|dismissed/ })).toHaveCount(0);

  const moderator = admin.getByRole('combobox', { name: 'Moderator' });
  await moderator.selectOption({ label: `@${adminName}` });
  await expect(admin).toHaveURL(/[?&]moderator=/);
  await expect(line).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasNotText: `@${adminName}` })).toHaveCount(0);

  // This admin has decided nothing about people: the two filters together match nothing.
  await target.selectOption('profile');
  await expect(admin.getByText('No decisions match this filter.')).toBeVisible();
  await target.selectOption('comment');
  await expect(line).toBeVisible();

  // The same filter as CSV.
  const download = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file, 'utf8').trimEnd().split('\r\n');
  expect(csv[0]).toBe(
    'time,moderator,moderator_id,action,target_type,target_id,target,video_id,detail,reason,report_ids',
  );
  const row = csv.find((l) => l.includes(spam));
  expect(row).toContain(`,${adminName},`);
  expect(row).toContain(`,remove_comment,comment,`);
  expect(row).toContain(`,${videoId},`);
  expect(csv.slice(1).every((l) => l.includes(',comment,'))).toBe(true);

  await screenshot(admin, 'audit-log-filtered');
  await expectNoAxeViolations(admin, 'audit log, filtered');
  await admin.setViewportSize({ width: 360, height: 780 });
  await screenshot(admin, 'audit-log-filtered-360');
  await expectNoHorizontalOverflow(admin, 'audit log at 360 px');

  await deleteVideo(creator.page, videoId);
  await Promise.all([context.close(), creator.context.close(), author.context.close()]);
});
