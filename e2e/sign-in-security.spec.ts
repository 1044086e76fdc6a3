import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { accountMenu, expectNoHorizontalOverflow, logIn, signOut, signUpAndConfirm, uniqueEmail } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { linkFromMail, mailBody } from './mail';

// Issue 16 item 7: two-factor log-in with an authenticator app, and passkeys.
test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'stronger-secret';

/** The authenticator app: the current code for the setup key the page showed (otpauth, not our server's code). */
const appCode = (setupKey: string, offsetSeconds = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setupKey.replace(/\s+/g, '')) }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

async function openSecurity(page: Page) {
  await page.goto('/settings?section=security');
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
}

test('turns on two-factor by keyboard, then logs in with a code from the app and with a backup code', async ({
  page,
}) => {
  const email = uniqueEmail('twofactor');
  await signUpAndConfirm(page, email, PASSWORD);
  await openSecurity(page);
  await expect(page.getByText('Off.')).toBeVisible();

  const turnOn = page.getByRole('button', { name: 'Turn on two-factor authentication' });
  await turnOn.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('not-my-password');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('Invalid password');
  await dialog.getByLabel('Password').fill(PASSWORD);
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const setupKey = await dialog.getByLabel('Or enter this setup key in the app').inputValue();
  expect(setupKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await screenshot(page, 'two-factor-setup');
  await expectNoAxeViolations(page, 'two-factor setup');
  await dialog.getByLabel('Code from the app').fill('12');
  await dialog.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(dialog.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  // The previous step's code (the server still takes it): each code works once, and the log-in
  // below uses the current one.
  await dialog.getByLabel('Code from the app').fill(appCode(setupKey, -30));
  await page.keyboard.press('Enter');

  const codes = dialog.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backupCode = (await codes.first().textContent())!.trim();
  await expectNoAxeViolations(page, 'backup codes');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('On.')).toBeVisible();
  await expect(turnOn).toBeHidden();
  // Issue 30 item 11: a security e-mail says so.
  expect(await mailBody(email, /^Two-factor authentication is on$/)).toContain('If this was not you');

  // The password alone no longer logs in: the app's code is asked for.
  await signOut(page);
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(page.getByLabel('Authentication code')).toBeFocused();
  await page.setViewportSize({ width: 360, height: 740 });
  await screenshot(page, 'two-factor-step-360');
  await expectNoHorizontalOverflow(page, 'two-factor step at 360 px');
  await expectNoAxeViolations(page, 'two-factor step');
  await page.keyboard.type('000000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText(
    'That code is not right. Check your authenticator app and try again.',
  );
  await expect(accountMenu(page)).toBeHidden();
  await page.getByLabel('Authentication code').fill(appCode(setupKey));
  await page.keyboard.press('Enter');
  await expect(accountMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // A backup code instead of the app.
  await signOut(page);
  await logIn(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(accountMenu(page)).toBeVisible();

  // Off again, with the password.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSecurity(page);
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
  await off.getByLabel('Password').fill(PASSWORD);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Off.')).toBeVisible();
});

test('adds a passkey in settings and logs in with it (Chromium virtual authenticator)', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const email = uniqueEmail('passkey');
  await signUpAndConfirm(page, email, PASSWORD);
  await openSecurity(page);
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByLabel('Passkey name (optional)').fill('Test laptop');
  // Issue 30 item 5: the password again, else no passkey is made.
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Enter your password to add a passkey.')).toBeVisible();
  await page.getByLabel('Your password').fill('not-my-password');
  await page.getByLabel('Your password').press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Passkey not added' })).toContainText(
    'That password is not right.',
  );
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByLabel('Your password').press('Enter');
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Test laptop');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  await screenshot(page, 'passkeys-settings');
  await expectNoAxeViolations(page, 'Settings → Security with a passkey');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalOverflow(page, 'Security at 360 px');
  await screenshot(page, 'passkeys-settings-360');

  // Signed out, the passkey alone logs in: no e-mail, no password.
  await signOut(page);
  await page.goto('/login');
  const withPasskey = page.getByRole('button', { name: 'Continue with a passkey' });
  await withPasskey.focus();
  await page.keyboard.press('Enter');
  await expect(accountMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const { credentials: used } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(used[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);

  // Removed, it no longer logs in.
  await openSecurity(page);
  await page.getByRole('button', { name: 'Remove Test laptop' }).click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText('That passkey is not registered on Promptreel.');
  await expect(accountMenu(page)).toBeHidden();
  expect(await mailBody(email, /^A passkey was removed/)).toContain(
    'A passkey was removed from your Promptreel account.',
  );

  // Issue 30 item 5: a password reset may take the passkeys with it (chosen by keyboard).
  await logIn(page, email, PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  await openSecurity(page);
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);
  await signOut(page);
  await page.goto('/reset');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.goto(await linkFromMail(email, /Reset your Promptreel password/, '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('a-new-secret');
  await page.getByLabel('Confirm new password', { exact: true }).fill('a-new-secret');
  const removeAll = page.getByRole('checkbox', { name: 'Also remove my passkeys' });
  await removeAll.focus();
  await page.keyboard.press('Space');
  await expect(removeAll).toBeChecked();
  await expectNoAxeViolations(page, 'reset with the passkey choice');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText('That passkey is not registered on Promptreel.');
  expect(await mailBody(email, /^Your Promptreel password was reset$/)).toContain('all its passkeys were removed');
});
