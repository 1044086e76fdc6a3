import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accountMenu } from './accounts';
import { card, newUser } from './social-helpers';

// WCAG 2.5.3 Label in Name: a control's accessible name contains the text it shows, so a speech user
// can say what they see. axe ships its check (label-content-name-mismatch) as experimental, which
// keeps it out of a run by tags; here it runs on its own, on every kind of screen that has such
// controls: cards in both layouts, the video page, the header's account menu signed in, a profile
// and the search results.

const RULE = 'label-content-name-mismatch';

test.describe.configure({ timeout: 120_000 });

async function expectLabelInName(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules([RULE]).analyze();
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable];
  expect(
    ran.some((r) => r.id === RULE),
    `${RULE} ran on ${where}`,
  ).toBe(true);
  const found = results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.html}`));
  expect(found, `${RULE} on ${where}`).toEqual([]);
}

/** What the avatar draws in place of a picture: its ::before content, without the quotes. */
const drawnInitials = (control: Locator) =>
  control.evaluate((el) => {
    const avatar = el.querySelector('[data-initials]');
    return avatar ? getComputedStyle(avatar, '::before').content.replace(/^"|"$/g, '') : null;
  });

/**
 * axe 4.14's label-content-name-mismatch compares words, not characters: every word a control
 * shows must be a word of its name ('AD' is not one of 'Account menu for @admin'). 4.13, installed
 * here, matches any substring, so the words are compared here too.
 */
async function expectShownWordsInName(control: Locator): Promise<void> {
  const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const shown = words(await control.innerText());
  const name = words((await control.getAttribute('aria-label')) ?? '');
  expect(
    shown.filter((w) => !name.includes(w)),
    'words shown but not in the name',
  ).toEqual([]);
}

test('feed cards in list and grid: visible counts and labels are part of the names', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // A filter on, so the Filters button shows its count.
  await page.goto('/?orientation=square');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
  await expectLabelInName(page, 'feed (list)');

  await page.getByRole('button', { name: 'Grid view' }).click();
  await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectLabelInName(page, 'feed (grid)');
  await context.close();
});

test('counts shortened on screen (1.2k) are named as shown', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // The seed has no video with a thousand comments: the server's own answer, with larger counts.
  await page.route(/\/api\/videos\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { items: { comments: number; claps: number }[] };
    for (const item of body.items) {
      item.comments = 1234;
      item.claps = 12345;
    }
    await route.fulfill({ response, json: body });
  });
  await page.goto('/?orientation=square');
  const first = page.getByRole('article').first();
  await expect(first.getByText('1.2k')).toBeVisible();
  await expectLabelInName(page, 'feed with shortened counts');
  await expect(first.getByRole('link', { name: '1.2k comments', exact: true })).toBeVisible();
  await expect(first.getByTestId('clap-count')).toHaveText('12k');
  await context.close();
});

test('the clap button keeps its names; its count is shown beside it and read as its description', async ({ page }) => {
  await page.goto('/');
  const dune = card(page, 'Dune drift at golden hour');
  const clap = dune.getByRole('button', { name: 'Clap', exact: true });
  await expect(clap).toHaveAttribute('aria-pressed', 'false');
  const { items } = (await (await page.request.get('/api/videos')).json()) as {
    items: { title: string; claps: number }[];
  };
  const claps = items.find((v) => v.title === 'Dune drift at golden hour')!.claps;
  await expect(clap).toHaveAccessibleDescription(`${claps} ${claps === 1 ? 'clap' : 'claps'}`);
  await expect(dune.getByTestId('clap-count')).toHaveText(String(claps));
});

test('the video page: clap, comments and share controls', async ({ page }) => {
  await page.goto('/');
  await card(page, 'Moss cathedral').getByRole('link', { name: 'Moss cathedral' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moss cathedral' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Clap', exact: true })).toBeVisible();
  await expectLabelInName(page, 'video page');
});

test('signed in: the account menu button names what it shows', async ({ browser }) => {
  const user = await newUser(browser, 'labelinname', { viewport: { width: 1280, height: 900 } });
  const { page } = user;
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  const menu = accountMenu(page);
  await expect(menu).toBeVisible();
  // No picture yet: the button shows the username's first two letters, drawn as the picture.
  await expect(drawnInitials(menu)).resolves.toBe(user.username.slice(0, 2).toUpperCase());
  await expectLabelInName(page, 'feed, signed in');
  await expect(menu).toHaveAccessibleName(`Account menu for @${user.username}`);
  await expectShownWordsInName(menu);

  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expectLabelInName(page, 'account menu open');
  await page.keyboard.press('Escape');

  await page.goto(`/u/${user.username}`);
  await expect(page.getByRole('heading', { level: 1, name: `@${user.username}` })).toBeVisible();
  await expectLabelInName(page, 'own profile');

  await page.goto('/u/lumen_studio');
  await expect(page.getByRole('heading', { level: 1, name: '@lumen_studio' })).toBeVisible();
  await expectLabelInName(page, 'seeded profile');

  await page.goto('/search?q=moss');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectLabelInName(page, 'search results');
  await user.context.close();
});
