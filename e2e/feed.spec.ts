import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { card, deleteVideo, newUser, uploadVideo, type TestUser } from './social-helpers';

// Named by what it shows: 'Filters', then how many are on ('Filters 2 filters on').
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters( \d+ filters? on)?$/ });
const storedFilters = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('promptreel.feedFilters') ?? '{}') as Record<string, string>);

test.describe('feed tabs and filters', () => {
  test("signed in, the Following tab shows followed creators' videos, or says whom to follow", async ({ browser }) => {
    const user = await newUser(browser, 'follower.feed');
    const { page } = user;
    await page.goto('/');
    await page.getByRole('tab', { name: 'Following' }).click();
    await expect(page).toHaveURL(/[?&]tab=following/);
    await expect(page.getByText('No videos from people you follow yet.')).toBeVisible();
    await expect(page.getByText('Follow creators to see their content here!')).toBeVisible();
    await expectNoAxeViolations(page, 'empty Following tab');

    const origin = new URL(page.url()).origin;
    expect((await page.request.put('/api/profiles/neonfable/follow', { headers: { Origin: origin } })).ok()).toBe(true);
    await page.reload();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text).toContain('@neonfable');
    await screenshot(page, 'feed-following');
    await user.context.close();
  });

  test('tabs and filters live in the URL; filters are remembered and restored', async ({ page }) => {
    test.setTimeout(180_000); // axe needs its time on two busy cores
    await page.goto('/');
    await expect(page).toHaveTitle('Promptreel · Feed');
    await expect(page.getByRole('article').first()).toBeVisible();
    // Visitors see Latest and Hot only.
    await expect(page.getByRole('tab', { name: 'Following' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Hot' }).click();
    await expect(page).toHaveURL(/[?&]tab=hot/);
    await expect(page.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');

    // The Filters panel opens and closes.
    await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'false');
    await filtersButton(page).click();
    await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Filters' });
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel('Orientation').locator('option')).toHaveText([
      'All',
      'Portrait',
      'Landscape',
      'Square',
    ]);

    await panel.getByLabel('Category').selectOption({ label: '🚀 Sci-Fi' });
    await expect(page).toHaveURL(/category=sci-fi/);
    await panel.getByLabel('Orientation').selectOption('landscape');
    await expect(page).toHaveURL(/orientation=landscape/);
    await expect(page).toHaveURL(/tab=hot/);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text).toContain('Sci-Fi');
    expect(await storedFilters(page)).toEqual({ category: 'sci-fi', orientation: 'landscape' });
    await screenshot(page, 'feed-filters-open-light');
    await expectNoAxeViolations(page, 'feed with the filters open');

    // Back on a bare URL, the remembered filters come back (and survive a reload).
    await page.goto('/');
    await expect(page).toHaveURL(/category=sci-fi/);
    await expect(page).toHaveURL(/orientation=landscape/);
    await page.reload();
    await expect(page).toHaveURL(/category=sci-fi&orientation=landscape|orientation=landscape&category=sci-fi/);
    await filtersButton(page).click();
    await expect(page.getByRole('region', { name: 'Filters' }).getByLabel('Category')).toHaveValue('sci-fi');

    // Clear forgets them.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).not.toHaveURL(/category=|orientation=/);
    expect(await storedFilters(page)).toEqual({});
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page).not.toHaveURL(/category=/);
  });

  test('an unknown category falls back to All; an empty filter says so and offers All', async ({ page, request }) => {
    await page.goto('/?category=no-such-thing');
    await expect(page).not.toHaveURL(/category=/);
    await expect(page.getByRole('article').first()).toBeVisible();

    // A category with no video at all.
    const { categories } = (await (await request.get('/api/catalogues')).json()) as {
      categories: { slug: string; label: string }[];
    };
    let empty: { slug: string; label: string } | undefined;
    for (const c of categories) {
      const { items } = (await (await request.get(`/api/videos?category=${c.slug}&limit=1`)).json()) as {
        items: unknown[];
      };
      if (items.length === 0) {
        empty = c;
        break;
      }
    }
    expect(empty, 'a category without videos in the seed').toBeDefined();
    await page.goto(`/?category=${empty!.slug}`);
    const message = page.getByText(`No videos for "${empty!.label}" yet. Try All.`);
    await expect(message).toBeVisible();
    await message.getByRole('button', { name: 'Try All', exact: true }).click();
    await expect(page).not.toHaveURL(/category=/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('two filters with no video between them are both named; Try All clears them from the keyboard', async ({
    page,
    request,
  }) => {
    // A platform that has videos, and an orientation that none of them has.
    const { platforms } = (await (await request.get('/api/catalogues')).json()) as {
      platforms: { slug: string; label: string }[];
    };
    const orientations = { portrait: 'Portrait', landscape: 'Landscape', square: 'Square' } as const;
    const count = async (query: string) =>
      ((await (await request.get(`/api/videos?${query}&limit=1`)).json()) as { items: unknown[] }).items.length;
    let found: { platform: { slug: string; label: string }; orientation: keyof typeof orientations } | undefined;
    for (const platform of platforms) {
      if ((await count(`platform=${platform.slug}`)) === 0) continue;
      for (const orientation of Object.keys(orientations) as (keyof typeof orientations)[]) {
        if ((await count(`platform=${platform.slug}&orientation=${orientation}`)) === 0) {
          found = { platform, orientation };
          break;
        }
      }
      if (found) break;
    }
    expect(found, 'a platform with videos, none of them in one orientation').toBeDefined();
    const { platform, orientation } = found!;

    await page.goto(`/?platform=${platform.slug}&orientation=${orientation}`);
    const message = page.getByText(`No videos for "${platform.label} · ${orientations[orientation]}" yet. Try All.`, {
      exact: true,
    });
    await expect(message).toBeVisible();
    const tryAll = message.getByRole('button', { name: 'Try All', exact: true });
    await expect(tryAll).toBeVisible();
    await screenshot(page, 'feed-empty-filters-light');
    await expectNoAxeViolations(page, 'empty filtered feed');

    // Reached with Tab from the toolbar, activated with Enter.
    await filtersButton(page).focus();
    for (let i = 0; i < 10 && !(await tryAll.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(tryAll).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page).not.toHaveURL(/platform=|orientation=/);
    expect(await storedFilters(page)).toEqual({});
    await expect(message).toHaveCount(0);
    // Focus is not lost with the button: it lands on the control that sets filters.
    await expect(filtersButton(page)).toBeFocused();
    await expect(filtersButton(page)).toHaveAccessibleName('Filters');
  });

  test('legacy tab names map to Latest and Hot', async ({ page }) => {
    await page.goto('/?tab=popular');
    await expect(page.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=hot/);
    await page.goto('/?tab=new');
    await expect(page.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=latest/);
  });
});

test.describe('layouts', () => {
  test('grid and list layouts; the choice is remembered', async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    const page = await context.newPage();
    // Square videos only: every kind of card, and few enough for axe to be quick.
    await page.goto('/?orientation=square');
    const list = page.getByRole('button', { name: 'List view' });
    const grid = page.getByRole('button', { name: 'Grid view' });
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await screenshot(page, 'feed-list-light');
    await expectNoAxeViolations(page, 'feed (list)');

    await grid.click();
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(list).toHaveAttribute('aria-pressed', 'false');
    // Grid cards: title and labels, no creator line.
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    await expect(first.getByRole('link', { name: /^@/ })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('promptreel.feedLayout'))).toBe('grid');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article').first()).toBeVisible();
    await screenshot(page, 'feed-grid-light');
    await expectNoAxeViolations(page, 'feed (grid)');

    // Long labels are cut to 10 characters plus '...' in the grid.
    await expect(page.getByText('Luma Dream...').first()).toBeVisible();

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.waitForTimeout(300); // let the colour transitions finish before the picture
    await screenshot(page, 'feed-grid-dark');
    await expectNoAxeViolations(page, 'feed (grid, dark)');
    await page.getByRole('button', { name: 'List view' }).click();
    await filtersButton(page).click();
    await screenshot(page, 'feed-list-filters-dark');
    await expectNoAxeViolations(page, 'feed (list, filters open, dark)');
    await context.close();
  });

  test('the feed holds at 360 px in both layouts', async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/?orientation=square');
    await expect(page.getByRole('article').first()).toBeVisible();
    await filtersButton(page).click();
    await expectNoHorizontalOverflow(page, 'feed 360 list');
    await screenshot(page, 'feed-list-filters-360');
    await expectNoAxeViolations(page, 'feed at 360 px');
    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoHorizontalOverflow(page, 'feed 360 grid');
    await screenshot(page, 'feed-grid-360');
    // No autoplay on phones.
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(500);
    await expect(page.locator('video')).toHaveCount(0);
    await context.close();
  });
});

test.describe('infinite scroll', () => {
  let owners: TestUser[] = [];
  const uploaded: { owner: TestUser; id: number }[] = [];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    // The seed has 12 videos and a page holds 20: two users (5 uploads a day each) add 10 more.
    owners = [await newUser(browser, 'pager.a'), await newUser(browser, 'pager.b')];
    for (const owner of owners) {
      for (let i = 1; i <= 5; i++) {
        const id = await uploadVideo(owner.page, `Page filler ${owner.username.slice(-4)} ${i}`);
        uploaded.push({ owner, id });
      }
    }
  });

  test.afterAll(async () => {
    for (const { owner, id } of uploaded) await deleteVideo(owner.page, id);
    for (const owner of owners) await owner.context.close();
  });

  test('scrolling to the end loads page 2', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(20);
    const nextPage = page.waitForResponse((res) => /\/api\/videos\?.*cursor=/.test(res.url()) && res.ok());
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await nextPage;
    await expect.poll(() => cards.count()).toBeGreaterThan(20);
    // The oldest seeded video is on the second page.
    await expect(card(page, 'Liquid chrome spiral')).toBeVisible();
  });

  test('the Load more button works from the keyboard', async ({ page }) => {
    await page.goto('/?tab=hot');
    await expect(page.getByRole('article')).toHaveCount(20);
    const more = page.getByRole('button', { name: 'Load more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(20);
  });
});

test.describe('playback', () => {
  const playing = (page: Page) =>
    page
      .locator('video')
      .evaluateAll((videos) =>
        (videos as HTMLVideoElement[])
          .filter((v) => !v.paused)
          .map((v) => ({ title: v.getAttribute('aria-label'), muted: v.muted, volume: v.volume })),
      );

  test('a card in view autoplays muted; clicking another plays it with sound and stops the first', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await page.goto('/');
    const third = page.getByRole('article').nth(2);
    const thirdTitle = (await third.getByRole('heading').innerText()).trim();
    // Bring the third card's video just inside the autoplay zone (the viewport less 20 % top and bottom).
    await third.getByRole('button', { name: `Play ${thirdTitle}` }).evaluate((el) => {
      window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight * 0.2 - 10);
    });
    // It plays, muted, and says how to get sound.
    await expect
      .poll(() => playing(page), { timeout: 10_000 })
      .toEqual([{ title: thirdTitle, muted: true, volume: 1 }]);
    await expect(third.getByRole('button', { name: 'Tap to unmute/play' })).toBeVisible();
    await screenshot(page, 'feed-autoplay');

    // A click on the next card's poster (its top edge shows below): it plays with sound at volume 1, the first stops.
    const fourth = page.getByRole('article').nth(3);
    const fourthTitle = (await fourth.getByRole('heading').innerText()).trim();
    const poster = fourth.getByRole('button', { name: `Play ${fourthTitle}` });
    const box = (await poster.boundingBox())!;
    expect(box.y).toBeLessThan(1000 - 12);
    const view = page.waitForResponse((res) => /\/api\/videos\/\d+\/views$/.test(res.url()));
    await page.mouse.click(box.x + box.width / 2, box.y + 6);
    await expect
      .poll(() => playing(page), { timeout: 10_000 })
      .toEqual([{ title: fourthTitle, muted: false, volume: 1 }]);
    expect((await view).ok()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('promptreel.userHasUnmuted'))).toBe('true');
    await expect(third.locator('video')).toHaveCount(0);

    // Changing the tab stops it (the new tab's first card may then autoplay by itself).
    await page.getByRole('tab', { name: 'Hot' }).click();
    await expect(page).toHaveURL(/tab=hot/);
    // What the click started (with sound, at volume 1) stops. The same video may start again as the
    // Hot tab's first card, by autoplay: with sound, since the user has unmuted, but at volume 0.7.
    await expect.poll(() => playing(page)).not.toContainEqual({ title: fourthTitle, muted: false, volume: 1 });

    // 'Close player' puts the poster back.
    // The other worker uploads and deletes videos meanwhile, so the first card may be replaced
    // (and its element detached) between steps: the steps are retried together on the card then first.
    await expect(async () => {
      const first = page.getByRole('article').first();
      const step = { timeout: 5_000 };
      await first.scrollIntoViewIfNeeded(step);
      if ((await first.locator('video').count()) === 0) await first.getByRole('button', { name: /^Play / }).click(step);
      await first.getByRole('button', { name: 'Close player' }).click(step);
      await expect(first.locator('video')).toHaveCount(0, step);
      await expect(first.getByRole('button', { name: /^Play / })).toBeFocused(step);
    }).toPass({ timeout: 40_000 });
    await context.close();
  });

  test('after the user has unmuted, autoplay starts with sound at volume 0.7', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => localStorage.setItem('promptreel.userHasUnmuted', 'true'));
    const page = await context.newPage();
    await page.goto('/');
    const second = page.getByRole('article').nth(1);
    const title = (await second.getByRole('heading').innerText()).trim();
    await second
      .getByRole('button', { name: `Play ${title}` })
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect.poll(() => playing(page), { timeout: 10_000 }).toEqual([{ title, muted: false, volume: 0.7 }]);
    await context.close();
  });

  test('no autoplay when the user prefers reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const third = page.getByRole('article').nth(2);
    await third.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    await expect(page.locator('video')).toHaveCount(0);
    await context.close();
  });
});

test('the feed shows the seeded videos as cards', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole('link', { name: 'Neon koi in an infinite pond' })).toBeVisible();
  await expect(page.getByRole('link', { name: /lumen_studio/ }).first()).toBeVisible();
  await screenshot(page, 'feed-desktop');
});
