import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';

// What moderation.spec.ts (flagging) and moderation-desk.spec.ts (the admin desk) share: the seeded
// demo videos reporters flag, the flag dialog, and the checks of a screen in both colour schemes.

export const SUCCESS =
  'Video has been flagged and sent to our team for review. Thank you for helping keep our community safe.';

export interface FeedVideo {
  id: number;
  title: string;
  ownerUsername: string | null;
  categorySlug: string | null;
  publicUrl: string | null;
  posterUrl: string | null;
}

export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
export const flagDialog = (page: Page) => page.getByRole('dialog', { name: 'Flag video' });

/** Switches the system theme and waits until the page has followed it. */
export async function switchColourScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

// The seeded creators: tests in the other worker upload short clips of their own at the same time,
// and the newest of those would otherwise come first.
export const DEMO_CREATORS = new Set(['lumen_studio', 'neonfable', 'quietframes', 'promptsmith']);

export async function demoVideos(page: Page): Promise<FeedVideo[]> {
  const videos: FeedVideo[] = [];
  let cursor: string | null = null;
  do {
    const res = await page.request.get(`/api/videos?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { items: FeedVideo[]; nextCursor: string | null };
    videos.push(...body.items.filter((v) => v.ownerUsername !== null && DEMO_CREATORS.has(v.ownerUsername)));
    cursor = body.nextCursor;
  } while (cursor);
  return videos;
}

/** Opens the flag dialog from the video page's own 'Flag video' button. */
export async function openFromVideoPage(page: Page, video: FeedVideo): Promise<Locator> {
  await page.goto(`/video/${video.id}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await page.getByRole('button', { name: 'Flag video' }).click();
  const dialog = flagDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chooses a category, writes a reason (and a moment) and sends the report. */
export async function sendReport(dialog: Locator, category: string, reason: string, timestamp?: string): Promise<void> {
  await dialog.getByRole('radio', { name: category, exact: true }).check();
  await dialog.getByLabel('Reason').fill(reason);
  if (timestamp) await dialog.getByLabel('Timestamp (optional)').fill(timestamp);
  await dialog.getByRole('button', { name: 'Submit report' }).click();
}

/**
 * Screenshots of a dialog or screen in both colour schemes and at 360 px, each checked: by axe in
 * both schemes, for sideways scrolling at the phone width. Back to light at 1280 × 720 after.
 */
export async function shootAndScanBothThemes(page: Page, shot: string, label: string): Promise<void> {
  await screenshot(page, shot);
  await expectNoAxeViolations(page, label);
  await switchColourScheme(page, 'dark');
  await screenshot(page, `${shot}-dark`);
  await expectNoAxeViolations(page, `${label} (dark)`);
  await switchColourScheme(page, 'light');
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, `${shot}-360`);
  await expectNoHorizontalOverflow(page, `${label} at 360 px`);
  await page.setViewportSize({ width: 1280, height: 720 });
}
