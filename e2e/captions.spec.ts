import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, signUpAndConfirm, uniqueEmail } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { makeMp4, uploadViaApi } from './upload-helpers';

// Captions (issue 16 item 8): the owner adds a WebVTT file per language in the edit dialog; the
// player offers it, the page lists the languages, and search finds words said in the video.
test.describe.configure({ timeout: 120_000 });

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const FRENCH =
  'WEBVTT\n\n00:00.000 --> 00:01.500\nLes lanternes montent\n\n00:01.500 --> 00:02.000\nau-dessus du fleuve\n';

async function openEditDialog(page: Page) {
  await page.getByRole('button', { name: 'Video actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit video' });
  await expect(dialog.getByRole('heading', { name: 'Captions' })).toBeVisible();
  return dialog;
}

test('the owner adds captions by keyboard; the player offers them, the page lists them, search finds their words', async ({
  page,
}) => {
  await signUpAndConfirm(page, uniqueEmail('captions'), 'captions-secret');
  const video = await uploadViaApi(page, makeMp4('captions-clip.mp4', { width: 320, height: 180, seconds: 2 }), {
    title: 'Lantern river with captions',
  });
  await page.goto(`/video/${video.id}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await expect(page.getByText(/^Captions:/)).toHaveCount(0);

  const dialog = await openEditDialog(page);
  await expect(dialog.getByText('No captions yet.')).toBeVisible();

  // A file that is not WebVTT is refused with the parser's reason; nothing is added.
  await dialog.getByLabel('Caption language').selectOption({ label: 'English' });
  await dialog.getByLabel('Captions file (.vtt)').setInputFiles({
    name: 'subtitles.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nHello\n'),
  });
  await dialog.getByRole('button', { name: 'Add captions' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Captions must be a WebVTT file (line 1: No valid signature');
  await expect(dialog.getByText('No captions yet.')).toBeVisible();

  // French, by keyboard.
  await dialog.getByLabel('Caption language').focus();
  await dialog.getByLabel('Caption language').selectOption({ label: 'French' });
  await dialog.getByLabel('Captions file (.vtt)').setInputFiles({
    name: 'fr.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from(FRENCH),
  });
  await dialog.getByRole('button', { name: 'Add captions' }).focus();
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Captions added')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Captions on this video' }).getByRole('listitem')).toHaveText([
    /^French/,
  ]);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the edit dialog with captions');

  await page.setViewportSize({ width: 360, height: 740 });
  await dialog.getByRole('heading', { name: 'Captions' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'captions-edit-dialog-360');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expectNoHorizontalOverflow(page, 'video page with captions at 360 px');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The page lists the language, and the player's track loads the file's cues.
  await expect(page.getByText('Captions: French')).toBeVisible();
  const player = page.getByRole('main').locator('video');
  await expect(player.locator('track')).toHaveAttribute('srclang', 'fr');
  await expect(player.locator('track')).toHaveAttribute('label', 'French');
  await expect
    .poll(() =>
      player.evaluate((v: HTMLVideoElement) => {
        const track = v.textTracks[0]!;
        track.mode = 'hidden';
        return Array.from(track.cues ?? []).map((c) => (c as VTTCue).text);
      }),
    )
    .toEqual(['Les lanternes montent', 'au-dessus du fleuve']);

  // Search finds a word said only in the captions.
  await page.goto('/search?q=lanternes');
  await expect(page.getByRole('region', { name: /^Videos/ }).getByRole('article', { name: video.title })).toBeVisible();

  // Removing them: gone from the dialog, the page and the player.
  await page.goto(`/video/${video.id}`);
  const again = await openEditDialog(page);
  await again.getByRole('button', { name: 'Remove French captions' }).click();
  await expect(toasts(page).getByText('Captions removed')).toBeVisible();
  await expect(again.getByText('No captions yet.')).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(/^Captions:/)).toHaveCount(0);
  await expect(page.getByRole('main').locator('video track')).toHaveCount(0);
});
