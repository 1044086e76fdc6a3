import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './fixtures';
import { deleteVideo, newUser, uploadVideo, type TestUser } from './social-helpers';

// The viewer walks a filtered feed past its first page (20 cards): a swipe near the end of what is
// loaded fetches the next page, and the clips keep the list's order across the join. Tagged @alone:
// its 25 uploads would change what the other worker's feed tests count while they run.

const CATEGORY = { id: 10, slug: 'product-ads' };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const creators: TestUser[] = [];
const uploaded: { owner: TestUser; id: number }[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  // Five uploads a day each: five creators make 25 videos in one category.
  for (let c = 0; c < 5; c++) {
    const owner = await newUser(browser, `viewer.pages${c}`);
    creators.push(owner);
    for (let i = 1; i <= 5; i++)
      uploaded.push({ owner, id: await uploadVideo(owner.page, `Ad reel ${c}-${i}`, { categoryId: CATEGORY.id }) });
  }
});

test.afterAll(async () => {
  for (const { owner, id } of uploaded) await deleteVideo(owner.page, id);
  for (const owner of creators) await owner.context.close();
});

/** The feed's own order, both pages, as the API gives it. */
async function latestInCategory(page: Page): Promise<{ id: number; title: string }[]> {
  const feed = `/api/videos?tab=latest&category=${CATEGORY.slug}`;
  type FeedPage = { items: { id: number; title: string }[]; nextCursor: string };
  const first = (await (await page.request.get(feed)).json()) as FeedPage;
  const rest = (await (
    await page.request.get(`${feed}&cursor=${encodeURIComponent(first.nextCursor)}`)
  ).json()) as FeedPage;
  return [...first.items, ...rest.items];
}

test('Latest with a category filter: swipes cross into the next page, in order @alone', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const order = await latestInCategory(page);
  expect(order.length).toBeGreaterThanOrEqual(23);
  await page.goto(`/?tab=latest&category=${CATEGORY.slug}`);
  await waitForApp(page);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(20);
  const nextPage = page.waitForRequest((request) => /\/api\/videos\?.*cursor=/.test(request.url()));
  await cards.nth(17).getByRole('heading').getByRole('link').tap();
  const viewer = page.getByRole('dialog', { name: 'Video viewer' });
  for (let i = 17; i <= 22; i++) {
    if (i > 17) {
      await page.mouse.move(195, 420);
      // More than half a screen: the snapping scroller settles on the next clip.
      await page.mouse.wheel(0, 500);
    }
    await expect(page).toHaveURL(new RegExp(`/video/${order[i]!.id}$`));
    await expect(viewer.getByRole('region', { name: order[i]!.title })).toBeInViewport({ ratio: 0.9 });
  }
  await nextPage;
  await context.close();
});
