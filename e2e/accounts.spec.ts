import { GOOGLE_SECURITY_URL } from '@promptreel/contract';
import { expect, test, type Page } from '@playwright/test';
import { accountMenu, expectNoHorizontalOverflow, logIn, signOut, signUpAndConfirm, uniqueEmail } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { E2E_GOOGLE_ACCOUNT } from './google-account';
import { linkFromMail } from './mail';
import { makePng } from './png';

const DELETED = 'Your account has been deleted. You have been signed out.';

/** The notices (toasts) region, so a toast's text is not confused with the page's. */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

const main = (page: Page) => page.getByRole('main');

async function openSettingsSection(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.describe('accounts', () => {
  test("sign-up says 'That username is taken' while the name is typed, whatever its case", async ({
    browser,
    page,
  }) => {
    const first = await browser.newContext();
    const taken = `harbour_${Date.now().toString(36)}`;
    await signUpAndConfirm(await first.newPage(), uniqueEmail('first'), 'first-secret', taken);
    await first.close();

    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign up' }).click();
    const field = page.getByLabel('Username');
    await field.fill(taken.toUpperCase());
    await expect(main(page).getByText('That username is taken')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'sign-up with a taken username');
    // Submitting anyway keeps the form, with the cursor on the name.
    await page.getByLabel('Email').fill(uniqueEmail('second'));
    await page.getByLabel('Password').fill('second-secret');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(field).toBeFocused();
    await expect(page.getByText('Check your inbox to complete sign up.')).toHaveCount(0);

    await field.fill(`${taken}_too`);
    await expect(main(page).getByText('That username is taken')).toBeHidden();
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Check your inbox to complete sign up.')).toBeVisible();
  });

  test('sign up, confirm, edit profile with an avatar, social links, change password, sign out', async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('maker');
    const password = 'first-secret';
    const newPassword = 'second-secret';
    const username = `koi_${Date.now().toString(36)}`;
    const signedUpAs = `maker_${Date.now().toString(36)}`;

    // --- the login screen and its validation texts ---
    await page.goto('/login');
    await expect(page).toHaveTitle('Promptreel · Log in');
    await expect(page.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset');
    await screenshot(page, 'accounts-login');
    await expectNoAxeViolations(page, 'login');

    await page.getByRole('tab', { name: 'Sign up' }).click();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(main(page).getByText('Enter a valid email')).toBeVisible();
    await expect(main(page).getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(main(page).getByText('Username is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Username')).toBeFocused();
    await screenshot(page, 'accounts-signup-validation');
    await expectNoAxeViolations(page, 'sign-up with validation errors');

    await page.getByLabel('Username').fill(signedUpAs);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await expect(main(page).getByText('Enter a valid email')).toBeHidden();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Confirm your email')).toBeVisible();
    await expect(page.getByText('Check your inbox to complete sign up.')).toBeVisible();
    await screenshot(page, 'accounts-signup-sent');

    // Not confirmed yet: logging in is refused with the server's reason.
    await logIn(page, email, password);
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toContainText('Email not verified');

    // --- the e-mailed link signs in ---
    const confirm = await linkFromMail(email, /Confirm your email/, '/auth/confirm');
    await page.goto(confirm);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Upload' })).toBeVisible();

    // --- Settings → Edit Profile ---
    await accountMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('tab', { name: 'Edit Profile' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Password', 'Social Profiles', 'Delete Account']) {
      await expect(page.getByRole('tab', { name })).toBeVisible();
    }
    const usernameField = page.getByLabel('Username');
    // Made from the e-mail's local part at sign-up.
    // The name chosen at sign-up: nothing of the e-mail address.
    await expect(usernameField).toHaveValue(signedUpAs);
    await expect(page.getByRole('img', { name: 'Your avatar' })).toBeVisible();

    // A file that is not an image is refused in the browser with the spec's text.
    await page.getByLabel('Change avatar').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(main(page).getByText('Please select an image file')).toBeVisible();

    // A real PNG is uploaded at once and replaces the initials.
    await page
      .getByLabel('Change avatar')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: makePng() });
    await expect(toasts(page).getByText('Avatar updated')).toBeVisible();
    await expect(main(page).getByText('Please select an image file')).toBeHidden();
    const settingsAvatar = page.locator('img[alt="Your avatar"]');
    await expect(settingsAvatar).toHaveAttribute('src', /^\/media\/avatars\//);
    await expect.poll(() => settingsAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The header's avatar follows.
    await expect(accountMenu(page).locator('img')).toHaveAttribute('src', /^\/media\/avatars\//);

    await usernameField.fill(username);
    await page.getByLabel('Location').fill('Lisbon');
    await page.getByLabel('Bio').fill('Makes koi videos.');
    await expect(main(page).getByText('17/500')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page).getByText('Profile updated')).toBeVisible();
    await screenshot(page, 'accounts-settings-profile');
    await expectNoAxeViolations(page, 'settings: edit profile');

    // An invalid username comes back with the contract's text, next to the field.
    await usernameField.fill('no spaces please');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      main(page).getByText('Username may use letters, numbers, dots, dashes and underscores only'),
    ).toBeVisible();
    await usernameField.fill(username);

    // --- Social Profiles ---
    await openSettingsSection(page, 'Social Profiles');
    await expect(page).toHaveURL(/section=social/);
    await page.getByLabel('Twitter').fill('@koi_maker');
    await page.getByLabel('YouTube').fill('KoiMaker');
    await page.getByLabel('Website').fill('koi.example');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page).getByText('Social profiles updated')).toBeVisible();
    await screenshot(page, 'accounts-settings-social');
    await expectNoAxeViolations(page, 'settings: social profiles');
    // Saved: a reload shows them again.
    await page.reload();
    await expect(page.getByLabel('Twitter')).toHaveValue('@koi_maker');
    await expect(page.getByLabel('Instagram')).toHaveValue('');

    // --- the public profile shows all of it ---
    await page.goto(`/u/${username}`);
    await expect(page).toHaveTitle(`Promptreel · @${username}`);
    await expect(page.getByRole('heading', { level: 1, name: `@${username}` })).toBeVisible();
    await expect(main(page).getByText('Makes koi videos.')).toBeVisible();
    await expect(main(page).getByText('Lisbon')).toBeVisible();
    const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(new Date());
    await expect(main(page).getByText(`Joined ${monthYear}`)).toBeVisible();
    await expect(page.getByRole('link', { name: '0 followers' })).toHaveAttribute('href', `/u/${username}/followers`);
    await expect(page.getByRole('link', { name: '0 following' })).toHaveAttribute('href', `/u/${username}/following`);
    const profileAvatar = page.getByRole('img', { name: `Avatar of @${username}` });
    await expect(profileAvatar).toHaveAttribute('src', /^\/media\/avatars\//);
    await expect.poll(() => profileAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const social = page.getByRole('list', { name: 'Social profiles' });
    await expect(social.getByRole('link', { name: 'Twitter' })).toHaveAttribute('href', 'https://x.com/koi_maker');
    await expect(social.getByRole('link', { name: 'YouTube' })).toHaveAttribute(
      'href',
      'https://youtube.com/@KoiMaker',
    );
    await expect(social.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://koi.example');
    await expect(social.getByRole('link', { name: 'Instagram' })).toHaveCount(0);
    await expect(social.getByRole('link', { name: 'Twitter' })).toHaveAttribute('target', '_blank');
    await expect(social.getByRole('link', { name: 'Twitter' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('tab', { name: 'Uploads' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Claps' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(`@${username} has not clapped for a video yet.`);
    await page.getByRole('tab', { name: 'Comments' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(`@${username} has not commented yet.`);
    await page.getByRole('tab', { name: 'Uploads' }).click();
    await screenshot(page, 'accounts-profile');
    await expectNoAxeViolations(page, 'profile');
    // The public view never shows the e-mail.
    await expect(main(page)).not.toContainText(email);

    // --- Password ---
    await page.goto('/settings?section=password');
    await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    const current = page.getByLabel('Current password', { exact: true });
    const next = page.getByLabel('New password', { exact: true });
    const again = page.getByLabel('Confirm new password', { exact: true });
    const update = page.getByRole('button', { name: 'Update password' });
    await update.click();
    await expect(main(page).getByText('Please fill in all password fields')).toBeVisible();
    await current.fill(password);
    await next.fill(newPassword);
    await again.fill('something-else');
    await update.click();
    await expect(main(page).getByText("New passwords don't match")).toBeVisible();
    await next.fill('short');
    await again.fill('short');
    await update.click();
    await expect(main(page).getByText('Password must be at least 6 characters long')).toBeVisible();
    await current.fill('not-my-password');
    await next.fill(newPassword);
    await again.fill(newPassword);
    await update.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Update failed' })).toBeVisible();
    await screenshot(page, 'accounts-settings-password');
    await expectNoAxeViolations(page, 'settings: password');
    await current.fill(password);
    await update.click();
    await expect(toasts(page).getByText('Password updated')).toBeVisible();
    await expect(current).toHaveValue('');

    // --- sign out, then only the new password works ---
    await signOut(page);
    await logIn(page, email, password);
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toContainText(
      'Invalid email or password',
    );
    await screenshot(page, 'accounts-login-failed');
    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page)).toBeVisible();
    await signOut(page);
  });

  test('password reset by e-mailed link', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('forgetful');
    await signUpAndConfirm(page, email, 'old-secret');
    await signOut(page);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/reset$/);
    await expect(page.getByRole('link', { name: 'Google account security' })).toHaveAttribute(
      'href',
      GOOGLE_SECURITY_URL,
    );
    await page.getByLabel('Email').fill('nobody');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(main(page).getByText('Enter a valid email')).toBeVisible();
    await screenshot(page, 'accounts-reset-request');
    await expectNoAxeViolations(page, 'reset: request link');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Reset link sent')).toBeVisible();

    const link = await linkFromMail(email, /Reset your Promptreel password/, '/reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    // Issue 30 item 5: the reset asks whether the passkeys go too; they stay unless asked.
    await expect(page.getByRole('checkbox', { name: 'Also remove my passkeys' })).not.toBeChecked();
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    await password.fill('brand-new');
    await confirm.fill('brand-old');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(main(page).getByText('Passwords do not match')).toBeVisible();
    await password.fill('abc');
    await confirm.fill('abc');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(main(page).getByText('Password must be at least 6 characters')).toBeVisible();
    await screenshot(page, 'accounts-reset-set');
    await expectNoAxeViolations(page, 'reset: set new password');
    await password.fill('brand-new');
    await confirm.fill('brand-new');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(toasts(page).getByText('Password updated')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-one');
    await page.getByLabel('Confirm new password', { exact: true }).fill('another-one');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Reset failed' })).toBeVisible();

    await logIn(page, email, 'old-secret');
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
    await logIn(page, email, 'brand-new');
    await expect(accountMenu(page)).toBeVisible();
  });

  test('deleting the account signs out every open tab, at once', async ({ context, page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('leaving');
    const password = 'goodbye-secret';
    await signUpAndConfirm(page, email, password);
    const username = await page.evaluate(async () => {
      const me = await (await fetch('/api/me')).json();
      return me.user.username as string;
    });

    // A second tab of the same browser, open on the feed with its realtime stream connected.
    const other = await context.newPage();
    const stream = other.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
    await other.goto('/');
    await expect(accountMenu(other)).toBeVisible();
    expect((await stream).status()).toBe(200);

    await page.goto('/settings');
    await openSettingsSection(page, 'Delete Account');
    await expect(page).toHaveURL(/section=delete/);
    const confirmField = page.getByLabel('Type DELETE to confirm');
    await confirmField.fill('delete');
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(main(page).getByText("Please type 'DELETE' to confirm account deletion")).toBeVisible();
    await screenshot(page, 'accounts-settings-delete');
    await expectNoAxeViolations(page, 'settings: delete account');
    await confirmField.fill('DELETE');
    await page.getByRole('button', { name: 'Delete account' }).click();

    // This tab: told, signed out and home.
    await expect(toasts(page).getByText(DELETED)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

    // The other tab learns it through the realtime stream, without a reload.
    await expect(other.getByText(DELETED)).toBeVisible();
    await expect(other.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await screenshot(other, 'accounts-deleted-other-tab');
    await other.close();

    // The account is gone for good.
    await logIn(page, email, password);
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
    await page.goto(`/u/${username}`);
    await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
  });

  test('settings say when the profile cannot be loaded, and when the account cannot be deleted', async ({ page }) => {
    await signUpAndConfirm(page, uniqueEmail('unlucky'), 'unlucky-secret');
    await page.route('**/api/profile', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"x"}' })
        : route.fallback(),
    );
    await page.goto('/settings');
    await expect(main(page).getByText('Error loading profile')).toBeVisible();
    await page.unroute('**/api/profile');
    await main(page).getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByLabel('Username')).toBeVisible();

    // The server could not anonymise the profile: both texts, and the account is still there.
    await page.route('**/api/account', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'internal', message: 'Failed to delete account profile' }),
      }),
    );
    await openSettingsSection(page, 'Delete Account');
    await page.getByLabel('Type DELETE to confirm').fill('DELETE');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const alert = main(page).getByRole('alert').filter({ hasText: 'Failed to delete account. Please try again.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Failed to delete account profile');
    await expect(accountMenu(page)).toBeVisible();
  });

  test('Google sign-in through the OpenID provider; Google accounts have no password here', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    // The first arrival: a username suggested from the Google name (never the e-mail's local part),
    // which can be changed before going on.
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your username' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveTitle('Promptreel · Choose your username');
    const field = page.getByLabel('Username');
    await expect(field).toHaveValue('grace_google');
    expect(E2E_GOOGLE_ACCOUNT.email.split('@')[0]).toBe('grace.google');
    await screenshot(page, 'accounts-google-choose-username');
    await expectNoAxeViolations(page, 'choose a username after Google sign-in');
    const chosen = `grace_${Date.now().toString(36)}`;
    await field.fill(chosen);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(accountMenu(page)).toBeVisible();
    await accountMenu(page).click();
    await expect(page.getByRole('menu')).toContainText(`@${chosen}`);
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await openSettingsSection(page, 'Password');
    await expect(main(page).getByText('Your password is managed by Google.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Google account security/ })).toHaveAttribute(
      'href',
      GOOGLE_SECURITY_URL,
    );
    await expect(page.getByLabel('Current password')).toHaveCount(0);
    await screenshot(page, 'accounts-settings-password-google');
    await expectNoAxeViolations(page, 'settings: password (Google account)');

    // Signing in again from a page that needed it comes back to that page, through Google too.
    await signOut(page);
    await page.goto('/settings');
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/settings$/, { timeout: 15_000 });
    await expect(page.getByRole('tab', { name: 'Edit Profile' })).toBeVisible();
  });

  test('Google sign-in failures come back to the login screen', async ({ page }) => {
    await page.goto('/auth/callback?error=access_denied');
    await expect(page.getByRole('alert').filter({ hasText: 'Authentication failed' })).toContainText(
      'Google sign-in was cancelled.',
    );
    await page.goto('/auth/confirm?token=not-a-real-token');
    await expect(page.getByRole('alert').filter({ hasText: 'Authentication failed' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Log in' })).toBeVisible();
  });

  test('unknown users', async ({ page }) => {
    await page.goto('/u/nobody_here_at_all');
    await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
    await expect(page).toHaveTitle('Promptreel · User not found');
    await expectNoAxeViolations(page, 'unknown user');
  });

  test('the account screens pass axe in the dark theme and hold at 360 px', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      colorScheme: 'dark',
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();

    for (const [path, name] of [
      ['/login', 'login'],
      ['/reset', 'reset-request'],
      ['/reset-password?token=example', 'reset-set'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
      await expectNoHorizontalOverflow(page, path);
      await screenshot(page, `accounts-${name}-dark-mobile`);
      await expectNoAxeViolations(page, `${path} (dark)`);
    }
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign up' }).click();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(main(page).getByText('Enter a valid email')).toBeVisible();
    await expect(main(page).getByText('Username is required')).toBeVisible();
    await expectNoAxeViolations(page, 'sign-up errors (dark)');

    await signUpAndConfirm(page, uniqueEmail('night'), 'night-secret');
    await page.goto('/settings');
    for (const section of ['Edit Profile', 'Password', 'Social Profiles', 'Delete Account']) {
      await openSettingsSection(page, section);
      await expect(page.getByRole('tabpanel').getByRole('button').last()).toBeVisible();
      await expectNoHorizontalOverflow(page, `settings ${section}`);
      await screenshot(page, `accounts-settings-${section.toLowerCase().replace(/\s+/g, '-')}-dark-mobile`);
      await expectNoAxeViolations(page, `settings: ${section} (dark)`);
    }
    await page.getByRole('tab', { name: 'Delete Account' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(main(page).getByText("Please type 'DELETE' to confirm account deletion")).toBeVisible();
    await expectNoAxeViolations(page, 'settings: delete error (dark)');

    await page.goto('/u/lumen_studio');
    await expect(page.getByRole('heading', { level: 1, name: '@lumen_studio' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'profile');
    await screenshot(page, 'accounts-profile-dark-mobile');
    await expectNoAxeViolations(page, 'profile (dark)');

    await accountMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await screenshot(page, 'accounts-menu-dark-mobile');
    await expectNoAxeViolations(page, 'account menu (dark)');
    await context.close();
  });

  test('the profile and settings screens pass axe in the light theme on a desktop', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/u/lumen_studio');
    await expect(page.getByRole('heading', { level: 1, name: '@lumen_studio' })).toBeVisible();
    await screenshot(page, 'accounts-profile-seeded');
    await expectNoAxeViolations(page, 'seeded profile');
    await page.goto('/settings');
    await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();
    await expectNoAxeViolations(page, 'settings (visitor)');
    await context.close();
  });
});
