import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { screenshot } from './fixtures';

// The installable app: its manifest, a service worker Chromium accepts, the offline screen, and a
// cache that holds the build's code but never an API answer or a video.

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the manifest names the app, its icons and how it opens', async ({ request }) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = await answer.json();
  expect(manifest).toMatchObject({
    name: 'Promptreel',
    short_name: 'Promptreel',
    display: 'standalone',
    start_url: '/',
  });
  expect(manifest.icons).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192' }),
      expect.objectContaining({ sizes: '512x512' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
    ]),
  );
  for (const icon of manifest.icons as { src: string }[]) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }
});

test('Chromium finds nothing against installing it; offline, pages show the offline screen', async () => {
  test.setTimeout(90_000);
  // A profile of its own on disk: Chromium never offers to install from the off-the-record
  // contexts Playwright makes ('in-incognito'), whatever the site.
  const { launchOptions, baseURL } = test.info().project.use;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The worker takes over this page as soon as it is active (clientsClaim).
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  // Its cache: the build's code and the offline screen, never an API answer or a media file.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.some((url) => /^\/assets\/.+\.js$/.test(url))).toBe(true);
  expect(cached.filter((url) => /^\/(api|media)\//.test(url))).toEqual([]);

  await page.context().setOffline(true);
  await page.goto('/u/lumen_studio');
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await screenshot(page, 'offline-screen');
  await page.context().setOffline(false);
  await retry.click();
  await expect(page.getByRole('heading', { name: /lumen_studio/ })).toBeVisible();

  // Issue 37: the offline screen speaks the language chosen on this browser, with no server to ask.
  await page.context().addCookies([{ name: 'lang', value: 'ja', url: new URL('/', page.url()).href }]);
  await page.context().setOffline(true);
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'オフラインです' })).toBeVisible();
  await expect(page.getByRole('button', { name: '再試行' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page).toHaveTitle('オフラインです · Promptreel');
  await page.context().setOffline(false);
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
});
