import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { linkFromMail } from './mail';

let counter = 0;

/** An address nobody else in this run uses. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}.${Date.now()}${counter}${Math.floor(Math.random() * 1000)}@example.test`;
}

/** Where the tests' pages come from (playwright.config.ts's baseURL): the Origin API writes need. */
export const E2E_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** The account menu button in the header: there only when signed in. */
export const accountMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Account menu' });

/**
 * Makes a confirmed account (as `username`, by default the e-mail's local part) and lands the page
 * signed in on /. Through the API, as the form would: the sign-up test in accounts.spec.ts drives
 * the form and the e-mailed link's page itself; everywhere else the account is only set-up.
 */
export async function signUpAndConfirm(
  page: Page,
  email: string,
  password: string,
  username = email.split('@')[0]!,
): Promise<void> {
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { Origin: E2E_ORIGIN },
    data: { email, password, name: username, username },
  });
  expect(signedUp.status(), await signedUp.text()).toBeLessThan(300);
  const link = await linkFromMail(email, /Confirm your email/, '/auth/confirm');
  const token = new URL(link).searchParams.get('token')!;
  // The link's page asks this; its answer sets the session cookie in the page's context.
  const confirmed = await page.request.get('/api/auth/verify-email', { params: { token } });
  expect(confirmed.status(), await confirmed.text()).toBeLessThan(300);
  await page.goto('/');
  await expect(accountMenu(page)).toBeVisible();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Log in' }).click();
}

export async function signOut(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}

/** Fails when the page scrolls sideways (the layout must hold at 360 px). */
export async function expectNoHorizontalOverflow(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow on ${label}`).toBeLessThanOrEqual(0);
}

/**
 * Signs the page in as a file's own admin (e2e/serve.ts lists its address in ADMIN_EMAILS; each
 * file has one, because others change their admins' passwords and sessions). The account is made by
 * the first test that needs it. Returns its username.
 */
export async function signInAsAdmin(page: Page, admin: { email: string; password: string }): Promise<string> {
  if (await signInThroughApi(page, admin.email, admin.password)) await page.goto('/');
  else await signUpAndConfirm(page, admin.email, admin.password);
  await expect(accountMenu(page)).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as { user: { isAdmin: boolean; username: string } };
  expect(me.user.isAdmin).toBe(true);
  return me.user.username;
}

/**
 * Signs the page's context in as the log-in form would, without the form (for tests about what a
 * session does, not about logging in); false when the server refuses. The page stays where it is.
 */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<boolean> {
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { Origin: E2E_ORIGIN },
    data: { email, password },
  });
  return signedIn.ok();
}

/** Screenshots to look at, at a desktop width and at the phone width, where the layout must hold. */
export async function shootAtTwoWidths(page: Page, dir: string, name: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-desktop.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${dir}/${name}-360.png` });
  await expectNoHorizontalOverflow(page, `${name} at 360 px`);
  await page.setViewportSize({ width: 1280, height: 720 });
}
