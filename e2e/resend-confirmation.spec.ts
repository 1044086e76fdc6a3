import { expect, test } from '@playwright/test';
import { accountMenu, logIn, uniqueEmail } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { linkFromMail, mailCount } from './mail';

const CONFIRM = /Confirm your email/;

test('a new confirmation link is offered after sign-up and on a refused log-in; the newest one signs in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('resend');
  const password = 'resend-secret';
  const sent = `If ${email} has an account waiting for confirmation, a new link is on its way.`;

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Username').fill(email.split('@')[0]!);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Check your inbox to complete sign up.')).toBeVisible();
  await expect.poll(() => mailCount(email, CONFIRM)).toBe(1);

  // On the 'Confirm your email' screen, by keyboard.
  const resend = page.getByRole('button', { name: 'Resend confirmation e-mail' });
  await resend.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible();
  await expect.poll(() => mailCount(email, CONFIRM)).toBe(2);
  await screenshot(page, 'resend-confirmation-after-sign-up');
  await expectNoAxeViolations(page, 'confirm screen after a resend');

  // A log-in before confirming is refused, and offers the same.
  await logIn(page, email, password);
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toContainText('Email not verified');
  await page.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible();
  await expect.poll(() => mailCount(email, CONFIRM)).toBe(3);
  await page.setViewportSize({ width: 360, height: 740 });
  await screenshot(page, 'resend-confirmation-refused-log-in-360');
  await expectNoAxeViolations(page, 'refused log-in with resend');

  // The newest link confirms the address and signs in.
  await page.goto(await linkFromMail(email, CONFIRM, '/auth/confirm'));
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page)).toBeVisible();
});
