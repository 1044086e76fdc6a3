import { expect, type Page } from '@playwright/test';
import { linkFromMail } from './mail';

let counter = 0;

/** An address nobody else in this run uses. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}.${Date.now()}${counter}${Math.floor(Math.random() * 1000)}@example.test`;
}

/** The account menu button in the header: there only when signed in. */
export const accountMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Account menu' });

/** Signs up through the form, follows the e-mailed confirmation link and lands signed in on /. */
export async function signUpAndConfirm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Confirm your email')).toBeVisible();
  const link = await linkFromMail(email, /Confirm your email/, '/auth/confirm');
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
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
