import { expect, test, type Page } from '@playwright/test';
import { shootAtTwoWidths, signInAsAdmin } from './accounts';
import { expectNoAxeViolations } from './fixtures';
import { deleteVideo, newUser, uploadVideo } from './social-helpers';

// Reporting a comment and a profile with the video's dialog, and the desk deciding both in context.
// The videos are uploaded here (and processed) so nothing depends on what the demo feed shows.

// This file's own admin (e2e/serve.ts lists it): other files reset or use theirs side by side.
const REPORTS_ADMIN = { email: 'e2e-reports-admin@example.test', password: 'reports-admin-secret' };
const SHOTS = '/tmp/hc-shots';
const COMMENT = 'You are a talentless hack, delete your account.';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const originOf = (page: Page) => new URL(page.url()).origin;

const shoot = (page: Page, name: string) => shootAtTwoWidths(page, SHOTS, name);

const signInAsReportsAdmin = (page: Page) => signInAsAdmin(page, REPORTS_ADMIN);

test('a comment reported by keyboard and a profile reported, then decided on the desk in context', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const creator = await newUser(browser, 'rt-creator', { reducedMotion: 'reduce' });
  const author = await newUser(browser, 'rt-author', { reducedMotion: 'reduce' });
  const reporter = await newUser(browser, 'rt-reporter', { reducedMotion: 'reduce' });
  const videoId = await uploadVideo(creator.page, 'Report arena');
  const authorUpload = await uploadVideo(author.page, 'Author upload one');
  const posted = await author.page.request.post(`/api/videos/${videoId}/comments`, {
    headers: { Origin: originOf(author.page) },
    data: { body: COMMENT },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  // A visitor sees the flag button and is asked to log in.
  const visitorContext = await browser.newContext({ reducedMotion: 'reduce' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/video/${videoId}#comments`);
  await visitor.getByRole('button', { name: `Flag comment by @${author.username}` }).click();
  await expect(toasts(visitor).getByText('Log in to flag comments')).toBeVisible();
  await expect(visitor).toHaveURL(/\/login/, { timeout: 10_000 });
  await visitorContext.close();

  // The author has no flag button on their own comment.
  await author.page.goto(`/video/${videoId}#comments`);
  await expect(author.page.getByRole('list', { name: 'Comments' }).getByText(COMMENT)).toBeVisible();
  await expect(author.page.getByRole('button', { name: /^Flag comment by/ })).toHaveCount(0);

  // --- the reporter flags the comment, by keyboard alone ---
  const page = reporter.page;
  await page.goto(`/video/${videoId}#comments`);
  const item = page.getByRole('list', { name: 'Comments' }).getByRole('listitem').filter({ hasText: COMMENT });
  const flagComment = item.getByRole('button', { name: `Flag comment by @${author.username}` });
  await flagComment.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Flag comment' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`@${author.username}’s comment`);
  await expect(dialog).toContainText(COMMENT);
  // The same nine categories; no moment in a video to give.
  await expect(dialog.getByRole('radio')).toHaveCount(9);
  await expect(dialog.getByRole('textbox', { name: /Timestamp/ })).toHaveCount(0);
  await expect(dialog.getByText('3 of 3 reports left today')).toBeVisible();
  await expectNoAxeViolations(page, 'the comment flag dialog');
  await shoot(page, 'comment-flag-dialog');

  const harassment = dialog.getByRole('radio', { name: 'Harassment' });
  await harassment.focus();
  await page.keyboard.press('Space');
  await expect(harassment).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  // The reason rules as for a video.
  await page.keyboard.type('Rude');
  await expect(dialog.getByText('Please provide a more detailed reason (at least 10 characters)')).toBeVisible();
  await page.keyboard.type(' and personal: tells the creator to delete their account.');
  await expect(dialog.getByText('Please provide a more detailed reason (at least 10 characters)')).toHaveCount(0);
  const submit = dialog.getByRole('button', { name: 'Submit report' });
  await expect(submit).toBeEnabled();
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(
    toasts(page).getByText('Comment has been flagged and sent to our team for review.', { exact: false }),
  ).toBeVisible();
  // Opening it again says the report is in, with the form disabled.
  await flagComment.click();
  await expect(dialog.getByText('You have already flagged this comment')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // --- and the author's profile ---
  await page.goto(`/u/${author.username}`);
  const flagProfile = page.getByRole('button', { name: `Flag profile of @${author.username}` });
  await expect(flagProfile).toBeVisible();
  await expectNoAxeViolations(page, "someone else's profile with Flag profile");
  await shoot(page, 'profile-flag-button');
  await flagProfile.click();
  const profileDialog = page.getByRole('dialog', { name: 'Flag profile' });
  await expect(profileDialog).toContainText(`@${author.username}`);
  await expect(profileDialog.getByText('2 of 3 reports left today')).toBeVisible();
  await profileDialog.getByRole('radio', { name: 'Harassment' }).check();
  await profileDialog
    .getByRole('textbox', { name: 'Reason' })
    .fill('Leaves abusive comments under other creators’ videos.');
  await profileDialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(profileDialog).toHaveCount(0);
  await expect(
    toasts(page).getByText('Profile has been flagged and sent to our team for review.', { exact: false }),
  ).toBeVisible();
  // None on one's own profile.
  await author.page.goto(`/u/${author.username}`);
  await expect(author.page.getByRole('heading', { name: new RegExp(author.username) }).first()).toBeVisible();
  await expect(author.page.getByRole('button', { name: /^Flag profile/ })).toHaveCount(0);

  // --- the desk: both groups, in context ---
  const adminContext = await browser.newContext({ reducedMotion: 'reduce' });
  const admin = await adminContext.newPage();
  await signInAsReportsAdmin(admin);
  await admin.goto('/admin');
  const commentGroup = admin.getByRole('article', { name: `Comment by @${author.username}` });
  await expect(commentGroup).toBeVisible();
  await expect(commentGroup.getByText(COMMENT)).toBeVisible();
  await expect(commentGroup.getByRole('link', { name: /Report arena/ })).toHaveAttribute(
    'href',
    `/video/${videoId}#comments`,
  );
  await expect(commentGroup.getByText('Rude and personal: tells the creator to delete their account.')).toBeVisible();
  await expect(commentGroup.getByText('Harassment')).toBeVisible();
  const profileGroup = admin.getByRole('article', { name: `Profile @${author.username}` });
  await expect(profileGroup).toBeVisible();
  await expect(profileGroup.getByRole('list', { name: 'Latest uploads' }).getByRole('link')).toHaveText([
    'Author upload one',
  ]);
  await expect(profileGroup.getByText('Leaves abusive comments under other creators’ videos.')).toBeVisible();
  await commentGroup.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(admin, 'the desk with comment and profile groups');
  await shoot(admin, 'desk-comment-group');
  await profileGroup.scrollIntoViewIfNeeded();
  await shoot(admin, 'desk-profile-group');

  // Remove the comment (by keyboard) and dismiss the profile's report.
  await commentGroup.getByRole('button', { name: `Remove comment by @${author.username}` }).focus();
  await admin.keyboard.press('Enter');
  await expect(toasts(admin).getByText('Comment removed.', { exact: false })).toBeVisible();
  await expect(commentGroup).toHaveCount(0);
  await profileGroup.getByRole('button', { name: `Dismiss reports on @${author.username}` }).click();
  await expect(toasts(admin).getByText('Reports dismissed. The profile stays as it is.')).toBeVisible();
  await expect(profileGroup).toHaveCount(0);

  // Archived keeps both, with what was decided.
  await admin.getByRole('tab', { name: /^Archived/ }).click();
  const archivedComment = admin.getByRole('article', { name: `Comment by @${author.username}` });
  await expect(archivedComment.getByText('Comment removed', { exact: true })).toBeVisible();
  await expect(archivedComment.getByText('Removed by a moderator')).toBeVisible();
  await expect(
    admin.getByRole('article', { name: `Profile @${author.username}` }).getByText('Dismissed', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(admin, 'the archived tab');

  // The comment is gone for the reporter; its author still sees it, removed by a moderator.
  await page.goto(`/video/${videoId}#comments`);
  await expect(page.getByRole('heading', { name: /^Comments/ })).toBeVisible();
  await expect(page.getByText(COMMENT)).toHaveCount(0);
  await author.page.goto(`/video/${videoId}#comments`);
  const own = author.page.getByRole('list', { name: 'Comments' }).getByRole('listitem').filter({ hasText: COMMENT });
  await expect(own.getByText('Removed by a moderator')).toBeVisible();

  await deleteVideo(creator.page, videoId);
  await deleteVideo(author.page, authorUpload);
  await Promise.all([creator.context.close(), author.context.close(), reporter.context.close(), adminContext.close()]);
});
