import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import yauzl from 'yauzl';
import { expectNoHorizontalOverflow, signUpAndConfirm, uniqueEmail } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { linkFromMail } from './mail';
import { makeMp4, uploadViaApi } from './upload-helpers';

// Settings → Your Data (issue 16 item 6): ask for a ZIP, get the e-mail, download it from the link.
test.describe.configure({ timeout: 120_000 });

function zipEntryNames(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names.sort()));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test('asks for a copy of their data by keyboard, follows the e-mailed link and downloads the ZIP', async ({ page }) => {
  const email = uniqueEmail('export');
  await signUpAndConfirm(page, email, 'export-secret');
  const video = await uploadViaApi(page, makeMp4('export-clip.mp4', { width: 320, height: 180, seconds: 1 }), {
    title: 'Exported lanterns',
  });

  await page.goto('/settings');
  const tab = page.getByRole('tab', { name: 'Your Data' });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const ask = page.getByRole('button', { name: 'Download your data' });
  await ask.focus();
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'We are preparing your data. We will e-mail you a link when it is ready.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'Settings → Your Data');

  // The job makes the ZIP and the e-mail carries the link back to this section.
  const link = await linkFromMail(email, /Your Promptreel data is ready/, '/settings');
  expect(new URL(link).searchParams.get('section')).toBe('data');
  await expect(page.getByRole('status').filter({ hasText: /Your copy is ready/ })).toBeVisible({ timeout: 15_000 });

  // Once a day: asking again says so.
  await ask.click();
  await expect(page.getByRole('alert')).toContainText(
    'You can download your data once a day. Please try again tomorrow.',
  );

  await page.goto(link);
  const download = page.getByRole('link', { name: 'Download the ZIP' });
  await expect(download).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await screenshot(page, 'data-export-360');
  await expectNoHorizontalOverflow(page, 'Your Data at 360 px');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^promptreel-data-\d{4}-\d\d-\d\d\.zip$/);
  const saved = await file.path();
  expect(fs.statSync(saved).size).toBeGreaterThan(1000);
  // One JSON file per kind of data, and the person's own video (no captions: they wrote none).
  const kinds = 'appeals captions claps collections comments follows notifications profile reports settings videos';
  const jsonFiles = kinds.split(' ').map((kind) => `${kind}.json`);
  expect(await zipEntryNames(saved)).toEqual([...jsonFiles, `videos/${video.id}.mp4`].sort());
});
