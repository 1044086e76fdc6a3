import { expect, test, type Page } from '@playwright/test';
import { shootAtTwoWidths, signInAsAdmin } from './accounts';
import { expectNoAxeViolations } from './fixtures';
import { newUser, uploadVideo } from './social-helpers';

// Decisions that need no reason to be taken still take one: a note written on a desk card goes with
// the deletion into the uploader's e-mail and the audit log; lifting a suspension takes its own note;
// and a suspension settles the pending reports about the person (Archived: 'Account actioned').

// This file's own admin (e2e/serve.ts makes the address an admin): other files change theirs.
const NOTES_ADMIN = { email: 'e2e-notes-admin@example.test', password: 'notes-admin-secret' };
const SHOTS = '/tmp/decision-notes-shots';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const origin = (page: Page) => new URL(page.url()).origin;

async function report(page: Page, url: string, reason: string): Promise<void> {
  const res = await page.request.post(url, { headers: { Origin: origin(page) }, data: { categoryId: 4, reason } });
  expect(res.status(), await res.text()).toBe(201);
}

test('a note written on a desk card goes with the deletion, into the audit log', async ({ browser }) => {
  test.setTimeout(180_000);
  const uploader = await newUser(browser, 'notes-uploader');
  const title = `Noted clip ${Date.now().toString(36)}`;
  const videoId = await uploadVideo(uploader.page, title);
  const reporter = await newUser(browser, 'notes-reporter');
  await report(reporter.page, `/api/videos/${videoId}/flags`, 'Uploaded twice today under different titles.');

  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const admin = await context.newPage();
  await signInAsAdmin(admin, NOTES_ADMIN);
  await admin.goto('/admin');
  const group = admin.getByRole('article', { name: title });
  const note = group.getByRole('textbox', { name: 'Decision note (optional)' });
  await expect(note).toBeVisible();
  // By keyboard: the note, then on to its card's buttons.
  await note.focus();
  await admin.keyboard.type('Duplicate of an earlier upload.');
  await admin.keyboard.press('Tab');
  await expect(group.getByRole('button', { name: 'Dismiss' })).toBeFocused();
  await admin.keyboard.press('Tab');
  await expect(group.getByRole('button', { name: 'Delete video' })).toBeFocused();
  await expectNoAxeViolations(admin, 'the desk with a decision note');
  await shootAtTwoWidths(admin, SHOTS, 'desk-note');
  await admin.keyboard.press('Enter');

  const dialog = admin.getByRole('dialog', { name: 'Delete this video?' });
  await expect(dialog).toContainText('Your note goes with it: “Duplicate of an earlier upload.”');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete video' }).click();
  await expect(toasts(admin).getByText('Video deleted and the uploader notified.')).toBeVisible();
  await expect(group).toBeHidden();

  await admin.goto('/admin?tab=audit');
  const line = admin.getByRole('list', { name: 'Audit log' }).getByRole('listitem').filter({ hasText: title });
  await expect(line).toContainText('Reason: Duplicate of an earlier upload.');
  await Promise.all([uploader.context.close(), reporter.context.close(), context.close()]);
});

test("a suspension settles the reports about the person; 'Lift' takes its own note", async ({ browser }) => {
  test.setTimeout(180_000);
  const person = await newUser(browser, 'notes-person');
  const reporter = await newUser(browser, 'notes-profile-reporter');
  await report(reporter.page, `/api/profiles/${person.username}/flags`, 'Sells followers in every bio link.');

  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const admin = await context.newPage();
  await signInAsAdmin(admin, NOTES_ADMIN);
  await admin.goto('/admin');
  await expect(admin.getByRole('article', { name: `Profile @${person.username}` })).toBeVisible();

  await admin.goto(`/u/${person.username}`);
  await admin.getByRole('button', { name: `Moderate @${person.username}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Moderate @${person.username}` });
  // Nothing stands yet: no Lift, no note for it.
  await expect(dialog.getByRole('textbox', { name: 'Note on lifting (optional)' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Suspend' }).check();
  await dialog.getByLabel('Days').fill('3');
  await dialog.getByLabel('Guideline').selectOption({ label: 'Spam and scams' });
  await dialog.getByLabel('Reason').fill('Selling followers.');
  await dialog.getByRole('button', { name: 'Suspend for 3 days' }).click();
  await expect(dialog.getByText(/^Suspended until /)).toBeVisible();

  const liftNote = dialog.getByRole('textbox', { name: 'Note on lifting (optional)' });
  await liftNote.fill('Appeal by e-mail was convincing.');
  await expectNoAxeViolations(admin, 'the moderate dialog with a lift note');
  await shootAtTwoWidths(admin, SHOTS, 'lift-note');
  await dialog.getByRole('button', { name: 'Lift' }).click();
  await expect(dialog.getByRole('status')).toContainText('Suspension or ban lifted.');
  await expect(liftNote).toHaveCount(0);
  await admin.keyboard.press('Escape');

  // The report left Pending when the suspension was decided; Archived says what became of it.
  await admin.goto('/admin?tab=archived');
  const archived = admin.getByRole('article', { name: `Profile @${person.username}` });
  await expect(archived.getByText('Account actioned', { exact: true })).toBeVisible();
  await admin.goto('/admin');
  await expect(admin.getByRole('tab', { name: /^Pending/ })).toBeVisible();
  await expect(admin.getByRole('article', { name: `Profile @${person.username}` })).toHaveCount(0);

  await admin.goto('/admin?tab=audit');
  const lifted = admin
    .getByRole('list', { name: 'Audit log' })
    .getByRole('listitem')
    .filter({ hasText: 'Appeal by e-mail was convincing.' });
  await expect(lifted).toContainText(`@${person.username}`);
  await Promise.all([person.context.close(), reporter.context.close(), context.close()]);
});
