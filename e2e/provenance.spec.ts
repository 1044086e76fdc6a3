import { expect, test, type Page } from '@playwright/test';
import { signMp4, tamperedCopy } from '../apps/server/test/helpers/c2pa';
import { expectNoHorizontalOverflow, signUpAndConfirm, uniqueEmail } from './accounts';
import { trustedSigner } from './c2pa-signers';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { card } from './social-helpers';
import { catalogues, makeMp4, uploadViaApi } from './upload-helpers';

// Content Credentials end to end: a video file signed in the test set-up (a test CA the server is
// configured to trust, the manifest made by c2pa-rs) is chosen on the upload form, which suggests
// its platform from the signing tool; once uploaded, the video page and its feed card show the
// verified badge and its details. The same claim signed by an unknown CA is only 'signer not
// verified'; a copy changed after signing shows as unverified, and an unsigned one shows nothing.

test.describe.configure({ timeout: 120_000 });

const SORA_LABEL = 'AI-generated · signed by OpenAI Sora';
const UNKNOWN_SIGNER_LABEL = 'Content Credentials · signer not verified';
const SORA = { name: 'OpenAI Sora', version: '2.0' };
const badge = (page: Page, label: string) => page.getByRole('button', { name: `Content Credentials: ${label}` });

async function chooseFile(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^(Choose|Change) file$/ }).click();
  await (await chooser).setFiles(file);
}

test('an upload signed by a trusted signer: the platform is suggested, and the page and its card show the verified badge', async ({
  page,
}) => {
  const plain = makeMp4('provenance-source.mp4', { width: 320, height: 180, seconds: 1 });
  const signed = await signMp4(plain, { generator: SORA, credentials: trustedSigner() });
  const { platforms, categories } = await catalogues(page);
  const sora = platforms.find((p) => p.slug === 'sora')!;
  const other = platforms.find((p) => p.slug === 'other')!;

  await signUpAndConfirm(page, uniqueEmail('signed-uploader'), 'signed-upload-secret');
  await page.goto('/upload');
  // A remembered platform is replaced by the one the file's credentials name…
  await page.getByLabel('Platform').selectOption(String(other.id));
  await page.reload();
  await expect(page.getByLabel('Platform')).toHaveValue(String(other.id));
  await chooseFile(page, signed);
  await expect(page.getByLabel('Platform')).toHaveValue(String(sora.id));
  await expect(page.getByText("Suggested by the file's Content Credentials (made with OpenAI Sora)")).toBeVisible();
  // …and the hint goes once the user picks another.
  await page.getByLabel('Platform').selectOption(String(other.id));
  await expect(page.getByText(/Suggested by the file's Content Credentials/)).toHaveCount(0);
  await page.getByLabel('Platform').selectOption(String(sora.id));
  await page.getByLabel('Category').selectOption(String(categories[0]!.id));
  await page.getByLabel('Title').fill('Signed harbour at dawn');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(/\/video\/\d+$/, { timeout: 60_000 });
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // The video page: the badge, and its details on click; Escape closes them and focus returns.
  const onPage = badge(page, SORA_LABEL);
  await expect(onPage).toBeVisible();
  await expect(onPage).toContainText(SORA_LABEL);
  await onPage.click();
  const details = page.getByRole('dialog', { name: 'Content Credentials details' });
  await expect(details).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Content Credentials' })).toBeVisible();
  await expect(details).toContainText('Verified: the signature and the file match, and the signer is trusted');
  await expect(details.getByRole('term')).toContainText(['Status', 'Made with', 'AI generation', 'Signed by']);
  await expect(details).toContainText('OpenAI Sora');
  await expect(details).not.toContainText('Claims to be made with');
  await expect(details).toContainText('Declared by the credentials');
  await expect(details).toContainText('Promptreel Test Signers');
  await screenshot(page, 'provenance-details');
  await expectNoAxeViolations(page, 'video page with Content Credentials details');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.waitForTimeout(300); // let the colour transitions finish before the picture
  await screenshot(page, 'provenance-details-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(onPage).toBeFocused();
  // By keyboard: Enter opens, the close button closes.
  await page.keyboard.press('Enter');
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Close Content Credentials details' }).click();
  await expect(details).toBeHidden();

  await page.setViewportSize({ width: 360, height: 780 });
  await onPage.click();
  await expect(details).toBeVisible();
  await screenshot(page, 'provenance-details-360');
  await expectNoHorizontalOverflow(page, 'Content Credentials details at 360 px');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 720 });

  // The feed card of the same video, in list and grid layouts.
  await page.goto('/');
  const feedCard = card(page, 'Signed harbour at dawn');
  await expect(feedCard.getByRole('button', { name: `Content Credentials: ${SORA_LABEL}` })).toBeVisible();
  await page.getByRole('button', { name: 'Grid view' }).click();
  await expect(feedCard.getByRole('button', { name: `Content Credentials: ${SORA_LABEL}` })).toBeVisible();
  await screenshot(page, 'provenance-grid-card');
  await page.getByRole('button', { name: 'List view' }).click();
  await feedCard.getByRole('link', { name: 'Signed harbour at dawn' }).click();
  await expect(page).toHaveURL(`/video/${id}`);
});

test('a valid signature by an unknown signer is neutral: no verified badge, the tool only as a claim', async ({
  page,
}) => {
  const plain = makeMp4('provenance-unknown-source.mp4', { width: 320, height: 180, seconds: 1 });
  // Signed by a throw-away CA the server does not trust, naming any tool it likes.
  const claimed = await signMp4(plain, { generator: SORA });
  const { platforms } = await catalogues(page);
  const sora = platforms.find((p) => p.slug === 'sora')!;
  await signUpAndConfirm(page, uniqueEmail('unknown-signer'), 'unknown-signer-secret');

  // The upload form may still suggest the platform from the claim: it is only a suggestion.
  await page.goto('/upload');
  await chooseFile(page, claimed);
  await expect(page.getByLabel('Platform')).toHaveValue(String(sora.id));
  const video = await uploadViaApi(page, claimed, { title: 'Claims to be Sora' });

  await page.goto(`/video/${video.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Claims to be Sora' })).toBeVisible();
  const neutral = badge(page, UNKNOWN_SIGNER_LABEL);
  await expect(neutral).toBeVisible();
  await expect(neutral).toContainText(UNKNOWN_SIGNER_LABEL);
  await expect(page.getByText(SORA_LABEL)).toHaveCount(0);
  await expect(badge(page, SORA_LABEL)).toHaveCount(0);
  // Not styled as verified: the verified badge's green is for trusted signers only.
  await expect(neutral).not.toHaveClass(/emerald/);
  await neutral.click();
  const details = page.getByRole('dialog', { name: 'Content Credentials details' });
  await expect(details).toContainText('Intact, signer not verified');
  await expect(details).toContainText('Claims to be made with OpenAI Sora');
  await expect(details).toContainText('Claimed by the credentials');
  await expect(details).toContainText('Promptreel Test Signers (not verified)');
  await expect(details).not.toContainText('Made with');
  await expect(details).not.toContainText('signed by OpenAI Sora');
  await screenshot(page, 'provenance-unknown-signer-light');
  await expectNoAxeViolations(page, 'video page with an unknown signer');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.waitForTimeout(300); // let the colour transitions finish before the picture
  await screenshot(page, 'provenance-unknown-signer-dark');
  await expectNoAxeViolations(page, 'video page with an unknown signer (dark)');
  await page.keyboard.press('Escape');

  // Its feed card says the same.
  await page.goto('/');
  await expect(
    card(page, 'Claims to be Sora').getByRole('button', { name: `Content Credentials: ${UNKNOWN_SIGNER_LABEL}` }),
  ).toBeVisible();
});

test("a press on the badge opens its panel even when the panel's code arrives between the pointer going down and up", async ({
  page,
}) => {
  const claimed = await signMp4(makeMp4('provenance-press-swap.mp4', { width: 320, height: 180, seconds: 1 }), {
    generator: SORA,
  });
  await signUpAndConfirm(page, uniqueEmail('press-swap'), 'press-swap-secret');
  const video = await uploadViaApi(page, claimed, { title: 'Pressed while loading' });

  // The panel's code is held until the pointer is down on the stand-in badge.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/content-credentials-popover-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/video/${video.id}`);
  const neutral = badge(page, UNKNOWN_SIGNER_LABEL);
  const standIn = await neutral.elementHandle();
  await neutral.hover();
  await page.mouse.down();
  release();
  // The real trigger has replaced the stand-in under the pointer.
  await expect.poll(() => standIn!.evaluate((el) => el.isConnected)).toBe(false);
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: 'Content Credentials details' })).toContainText(
    'Intact, signer not verified',
  );
});

test('credentials that no longer match the file show as unverified; an unsigned file shows none', async ({ page }) => {
  const plain = makeMp4('provenance-tamper-source.mp4', { width: 320, height: 180, seconds: 1 });
  const tampered = tamperedCopy(await signMp4(plain));
  await signUpAndConfirm(page, uniqueEmail('tamperer'), 'tampered-upload-secret');
  const changed = await uploadViaApi(page, tampered, { title: 'Changed after signing' });
  const unsigned = await uploadViaApi(page, plain, { title: 'Never signed' });

  await page.goto(`/video/${changed.id}`);
  const unverified = badge(page, 'Unverified credentials');
  await expect(unverified).toBeVisible();
  await unverified.click();
  const details = page.getByRole('dialog', { name: 'Content Credentials details' });
  await expect(details).toContainText('Unverified: the file does not match its credentials');
  await screenshot(page, 'provenance-unverified');
  await expectNoAxeViolations(page, 'video page with unverified credentials');

  await page.goto(`/video/${unsigned.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Never signed' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Content Credentials/ })).toHaveCount(0);
});
