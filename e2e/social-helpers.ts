import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { tusUpload } from '../apps/server/test/helpers/tus';
import { signUpAndConfirm, uniqueEmail } from './accounts';
import { QUICK_POLL } from './fixtures';

export const PASSWORD = 'correct horse 42';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A 5 KB demo clip: enough for the server's MP4 checks, quick to send. */
export const SMALL_MP4 = path.join(root, 'apps/server/seed/media/rain-on-mars.mp4');

export interface TestUser {
  context: BrowserContext;
  page: Page;
  email: string;
  username: string;
  id: string;
}

/** A fresh account, signed in, in its own browser context. */
export async function newUser(
  browser: Browser,
  tag: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<TestUser> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const email = uniqueEmail(tag);
  await signUpAndConfirm(page, email, PASSWORD);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string; username: string } };
  return { context, page, email, username: me.user.username, id: me.user.id };
}

function originOf(page: Page): string {
  return new URL(page.url()).origin;
}

/**
 * Uploads a small MP4 as this user with the real tus client, as the browser would. Returns the video
 * id once its processing job has run (until then feeds and other people do not see it).
 */
export async function uploadVideo(
  page: Page,
  title: string,
  meta: { platformId?: number; categoryId?: number } = {},
): Promise<number> {
  expect(fs.existsSync(SMALL_MP4)).toBe(true);
  const origin = originOf(page);
  const cookie = (await page.context().cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ');
  const result = await tusUpload(
    `${origin}/api/uploads`,
    SMALL_MP4,
    {
      title,
      platformId: String(meta.platformId ?? 9),
      categoryId: String(meta.categoryId ?? 12),
      filename: 'clip.mp4',
      filetype: 'video/mp4',
    },
    { headers: { Origin: origin, Cookie: cookie } },
  );
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
  expect(result.videoId).not.toBeNull();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/videos/${result.videoId}`)).json()) as { processing: boolean })
          .processing,
      { timeout: 30_000, intervals: QUICK_POLL, message: 'processing ended' },
    )
    .toBe(false);
  return result.videoId!;
}

/** Deletes one of this user's videos (tests tidy up after themselves). */
export async function deleteVideo(page: Page, id: number): Promise<void> {
  const res = await page.request.delete(`/api/videos/${id}`, {
    data: { confirm: 'DELETE' },
    headers: { Origin: originOf(page) },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** The card (article) of a video in a feed, found by its title. */
export const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
