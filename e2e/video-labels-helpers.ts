import { expect, type Browser, type Page } from '@playwright/test';
import { signInAsAdmin } from './accounts';
import { newUser, uploadVideo } from './social-helpers';

// Set-up for video-labels.spec.ts: a creator's video and the file's own admin (e2e/serve.ts makes
// the address an admin; no other file signs in as it, so its sessions are left alone).
const LABELS_ADMIN = { email: 'e2e-labels-admin@example.test', password: 'labels-admin-secret' };

/** The desktop window the labels are checked in. */
export const WIDE = { viewport: { width: 1280, height: 900 } };

/**
 * A new creator with a video called `title`, and this file's admin signed in beside them (the two
 * made at once: neither waits on the other).
 */
export async function creatorVideoAndAdmin(
  browser: Browser,
  tag: string,
  title: string,
  adminWindow: Parameters<Browser['newContext']>[0] = WIDE,
) {
  const [{ creator, videoId }, { adminContext, admin, adminName }] = await Promise.all([
    newUser(browser, tag).then(async (creator) => ({ creator, videoId: await uploadVideo(creator.page, title) })),
    browser.newContext(adminWindow).then(async (adminContext) => {
      const admin = await adminContext.newPage();
      return { adminContext, admin, adminName: await signInAsAdmin(admin, LABELS_ADMIN) };
    }),
  ]);
  return { creator, videoId, adminContext, admin, adminName };
}

/** Labels a video 'Sensitive content' through the API, for tests about what follows. */
export async function labelSensitive(admin: Page, videoId: number, reason: string): Promise<void> {
  const labelled = await admin.request.put(`/api/admin/videos/${videoId}/labels/sensitive`, {
    headers: { Origin: new URL(admin.url()).origin },
    data: { reason, section: 'violence' },
  });
  expect(labelled.status(), await labelled.text()).toBe(200);
  expect(await labelled.json()).toEqual({ labels: ['sensitive'] });
}
