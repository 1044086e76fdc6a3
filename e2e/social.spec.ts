import { expect, test, type Locator } from '@playwright/test';
import { expectNoHorizontalOverflow } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { card, deleteVideo, newUser, uploadVideo } from './social-helpers';

/** The number shown beside a clap button (the button itself shows only its icon). */
const shownClaps = (button: Locator) => button.locator('xpath=following-sibling::*[@data-testid="clap-count"][1]');
const clapCount = async (button: Locator) => Number((await shownClaps(button).innerText()).trim());

test.describe('claps', () => {
  test('a clap in one tab reaches the same video in another tab, without a reload', async ({ browser }) => {
    test.setTimeout(90_000);
    const user = await newUser(browser, 'two-tabs');
    const feed = user.page;
    await feed.goto('/');
    const feedClap = card(feed, 'Dune drift at golden hour').locator('button[aria-pressed]').first();
    await expect(feedClap).toHaveAttribute('aria-pressed', 'false');
    const before = await clapCount(feedClap);

    const videoTab = await user.context.newPage();
    await videoTab.goto('/');
    await card(videoTab, 'Dune drift at golden hour').getByRole('link', { name: 'Dune drift at golden hour' }).click();
    await expect(videoTab.getByRole('heading', { level: 1, name: 'Dune drift at golden hour' })).toBeVisible();
    await videoTab.getByRole('main').getByRole('button', { name: 'Clap', exact: true }).click();

    await expect(feedClap).toHaveAttribute('aria-pressed', 'true');
    await expect(shownClaps(feedClap)).toHaveText(String(before + 1));
    await videoTab.getByRole('main').getByRole('button', { name: 'Remove clap', exact: true }).click();
    await expect(feedClap).toHaveAttribute('aria-pressed', 'false');
    await expect(shownClaps(feedClap)).toHaveText(String(before));
    await user.context.close();
  });

  test('a clap shows at once, persists after a reload and reaches the video page', async ({ browser }) => {
    test.setTimeout(120_000);
    const user = await newUser(browser, 'clapper');
    const { page } = user;
    await page.goto('/');
    const moss = card(page, 'Moss cathedral');
    const clap = moss.getByRole('button', { name: 'Clap', exact: true });
    await expect(clap).toHaveAttribute('aria-pressed', 'false');
    const before = await clapCount(clap);

    const saved = page.waitForResponse((res) => /\/clap$/.test(res.url()) && res.request().method() === 'PUT');
    await clap.click();
    const pressed = moss.getByRole('button', { name: 'Remove clap', exact: true });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect(shownClaps(pressed)).toHaveText(String(before + 1));
    expect((await saved).ok()).toBe(true);

    await page.reload();
    await expect(
      shownClaps(card(page, 'Moss cathedral').getByRole('button', { name: 'Remove clap', exact: true })),
    ).toHaveText(String(before + 1));

    // The video page agrees; removing the clap there shows on the card back in the feed.
    await card(page, 'Moss cathedral').getByRole('link', { name: 'Moss cathedral' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Moss cathedral' })).toBeVisible();
    const pageClap = page.getByRole('main').getByRole('button', { name: 'Remove clap', exact: true });
    await expect(shownClaps(pageClap)).toHaveText(String(before + 1));
    const removed = page.waitForResponse((res) => /\/clap$/.test(res.url()) && res.request().method() === 'DELETE');
    await pageClap.click();
    await removed;
    await expect(shownClaps(page.getByRole('main').getByRole('button', { name: 'Clap', exact: true }))).toHaveText(
      String(before),
    );
    await page.goBack();
    await expect(
      shownClaps(card(page, 'Moss cathedral').getByRole('button', { name: 'Clap', exact: true })),
    ).toHaveText(String(before));

    // Rapid toggling: the last wish wins (three clicks = clapped).
    const fresh = card(page, 'Moss cathedral').locator('button[aria-pressed]').first();
    await fresh.click();
    await fresh.click();
    await fresh.click();
    await expect(fresh).toHaveAttribute('aria-pressed', 'true');
    await expect(shownClaps(fresh)).toHaveText(String(before + 1));
    await page.waitForTimeout(1500);
    await page.reload();
    await expect(
      shownClaps(card(page, 'Moss cathedral').getByRole('button', { name: 'Remove clap', exact: true })),
    ).toHaveText(String(before + 1));
    await user.context.close();
  });

  // A failed clap, and a visitor's clap: features/claps/components/clap-button.dom.test.tsx.

  test('a failed un-clap is undone with "Failed to remove clap"', async ({ browser }) => {
    const user = await newUser(browser, 'unclapfail');
    const { page } = user;
    const { items } = (await (await page.request.get('/api/videos?limit=1')).json()) as { items: { id: number }[] };
    const origin = new URL(page.url()).origin;
    expect((await page.request.put(`/api/videos/${items[0]!.id}/clap`, { headers: { Origin: origin } })).ok()).toBe(
      true,
    );
    await page.route('**/api/videos/*/clap', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"boom"}' })
        : route.fallback(),
    );
    await page.goto(`/video/${items[0]!.id}`);
    const pressed = page.getByRole('main').getByRole('button', { name: 'Remove clap', exact: true });
    const before = await clapCount(pressed);
    await pressed.click();
    await expect(page.getByText('Failed to remove clap')).toBeVisible();
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect(shownClaps(pressed)).toHaveText(String(before));
    await page.unroute('**/api/videos/*/clap');
    // Others' tests clap this video too: the count to show is the server's answer, not before - 1.
    const removed = page.waitForResponse((res) => res.url().endsWith('/clap') && res.request().method() === 'DELETE');
    await pressed.click();
    const answer = (await (await removed).json()) as { clapped: boolean; claps: number };
    expect(answer.clapped).toBe(false);
    const clap = page.getByRole('main').getByRole('button', { name: 'Clap', exact: true });
    await expect(clap).toHaveAttribute('aria-pressed', 'false');
    await expect(shownClaps(clap)).toHaveText(String(answer.claps));
    await user.context.close();
  });
});

test.describe('comments', () => {
  test('a comment posted in one page shows in another without a reload; the author deletes it', async ({ browser }) => {
    test.setTimeout(180_000);
    const owner = await newUser(browser, 'owner');
    const videoId = await uploadVideo(owner.page, 'Comment arena');
    const viewer = await newUser(browser, 'commenter');
    const first = viewer.page;
    const second = await viewer.context.newPage();
    const ownerPage = owner.page;
    await Promise.all([
      first.goto(`/video/${videoId}#comments`),
      second.goto(`/video/${videoId}`),
      ownerPage.goto(`/video/${videoId}`),
    ]);
    for (const p of [first, second, ownerPage]) {
      await expect(p.getByRole('heading', { name: /^Comments/ })).toBeVisible();
      await expect(p.getByText('No comments yet.')).toBeVisible();
    }

    // Ctrl+Enter posts; Escape leaves the box; a blank comment cannot be posted.
    const box = first.getByLabel('Add a comment');
    await box.fill('   ');
    await expect(first.getByRole('button', { name: 'Post comment' })).toBeDisabled();
    await box.fill('Lovely loop, what seed?');
    await box.press('Control+Enter');
    await expect(first.getByRole('list', { name: 'Comments' }).getByText('Lovely loop, what seed?')).toBeVisible();
    await expect(box).toHaveValue('');
    await box.focus();
    await box.press('Escape');
    await expect(box).not.toBeFocused();

    // The second page and the owner's page get it through the event stream, without a reload.
    await expect(second.getByRole('list', { name: 'Comments' }).getByText('Lovely loop, what seed?')).toBeVisible({
      timeout: 5_000,
    });
    await expect(ownerPage.getByText('Lovely loop, what seed?')).toBeVisible({ timeout: 5_000 });
    await expect(second.getByRole('heading', { name: /^Comments/ })).toContainText('1');

    // The owner's reply carries OP; only one's own comments can be deleted.
    await ownerPage.getByLabel('Add a comment').fill('Thanks! Seed 42.');
    await ownerPage.getByRole('button', { name: 'Post comment' }).click();
    const reply = first.getByRole('listitem').filter({ hasText: 'Thanks! Seed 42.' });
    await expect(reply).toBeVisible({ timeout: 5_000 });
    await expect(reply.getByText('OP', { exact: true })).toBeVisible();
    await expect(reply.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
    const mine = first.getByRole('listitem').filter({ hasText: 'Lovely loop, what seed?' });
    await expect(mine.getByText('OP', { exact: true })).toHaveCount(0);
    await screenshot(first, 'video-comments-light');
    await expectNoAxeViolations(first, 'video page with comments');

    await mine.getByRole('button', { name: 'Delete comment' }).click();
    await expect(first.getByText('Lovely loop, what seed?')).toHaveCount(0);
    await expect(second.getByText('Lovely loop, what seed?')).toHaveCount(0, { timeout: 5_000 });
    await expect(ownerPage.getByText('Lovely loop, what seed?')).toHaveCount(0, { timeout: 5_000 });

    // Dark theme and a phone.
    const dark = await browser.newContext({ colorScheme: 'dark', viewport: { width: 360, height: 780 } });
    const phone = await dark.newPage();
    await phone.goto(`/video/${videoId}#comments`);
    await expect(phone.getByRole('link', { name: 'Log in to comment' })).toBeVisible();
    await expect(phone.getByText('Thanks! Seed 42.')).toBeVisible();
    await expectNoHorizontalOverflow(phone, 'video page 360');
    await phone.locator('#comments').scrollIntoViewIfNeeded();
    await screenshot(phone, 'video-comments-dark-360');
    await expectNoAxeViolations(phone, 'video page with comments (dark, 360 px)');
    await phone.getByRole('link', { name: 'Log in to comment' }).click();
    await expect(phone).toHaveURL(/\/login/);
    await dark.close();

    await deleteVideo(ownerPage, videoId);
    await owner.context.close();
    await viewer.context.close();
  });

  test('a comment whose deletion fails stays, with "Failed to delete comment"', async ({ browser }) => {
    const user = await newUser(browser, 'deletefail');
    const { page } = user;
    const { items } = (await (await page.request.get('/api/videos?limit=1')).json()) as { items: { id: number }[] };
    const origin = new URL(page.url()).origin;
    const body = `Keep me ${Date.now()}`;
    const posted = await page.request.post(`/api/videos/${items[0]!.id}/comments`, {
      headers: { Origin: origin },
      data: { body },
    });
    expect(posted.status()).toBe(201);
    await page.route('**/api/comments/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"x"}' })
        : route.fallback(),
    );
    await page.goto(`/video/${items[0]!.id}`);
    const mine = page.getByRole('list', { name: 'Comments' }).getByRole('listitem').filter({ hasText: body });
    await mine.getByRole('button', { name: 'Delete comment' }).click();
    await expect(page.getByText('Failed to delete comment')).toBeVisible();
    await expect(mine).toBeVisible();
    await page.unroute('**/api/comments/*');
    await mine.getByRole('button', { name: 'Delete comment' }).click();
    await expect(mine).toHaveCount(0);
    await user.context.close();
  });

  // A failed comment: features/comments/components/comments-section.dom.test.tsx.
});

test.describe('follows', () => {
  test('follow and unfollow with counts; Follow Back on your own followers list', async ({ browser }) => {
    test.setTimeout(180_000);
    const alice = await newUser(browser, 'alice.f');
    const bob = await newUser(browser, 'bob.f');

    // Empty lists first.
    await bob.page.goto(`/u/${bob.username}/followers`);
    await expect(bob.page.getByText('No followers yet')).toBeVisible();
    await bob.page.goto(`/u/${bob.username}/following`);
    await expect(bob.page.getByText('Not following anyone yet')).toBeVisible();

    // Alice follows Bob from his profile: the count moves at once and stays after a reload.
    const a = alice.page;
    await a.goto(`/u/${bob.username}`);
    await expect(a.getByRole('link', { name: '0 followers' })).toBeVisible();
    const saved = a.waitForResponse((res) => /\/follow$/.test(res.url()) && res.request().method() === 'PUT');
    await a.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(a.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
    await expect(a.getByRole('link', { name: '1 follower' })).toBeVisible();
    await saved;
    await a.reload();
    await expect(a.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await expect(a.getByRole('link', { name: '1 follower' })).toBeVisible();

    // Follow Back is for Bob's own followers list only: search results offer a plain Follow.
    const b = bob.page;
    await b.goto(`/search?q=${encodeURIComponent(alice.username)}`);
    const aliceResult = b.getByRole('listitem').filter({ has: b.getByRole('link', { name: `@${alice.username}` }) });
    await expect(aliceResult.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await expect(aliceResult.getByRole('button', { name: 'Follow Back' })).toHaveCount(0);

    // Bob's own followers list offers Follow Back.
    await b.goto(`/u/${bob.username}`);
    await expect(b.getByRole('button', { name: /^(Follow|Unfollow)$/ })).toHaveCount(0); // never on one's own profile
    await b.getByRole('link', { name: '1 follower' }).click();
    await expect(b).toHaveURL(new RegExp(`/u/${bob.username}/followers$`));
    const aliceRow = b.getByRole('listitem').filter({ has: b.getByRole('link', { name: `@${alice.username}` }) });
    await expect(aliceRow.getByRole('button', { name: 'Follow Back' })).toHaveAttribute('aria-pressed', 'false');
    await screenshot(b, 'follow-list-light');
    await expectNoAxeViolations(b, 'followers list');
    await aliceRow.getByRole('button', { name: 'Follow Back' }).click();
    await expect(aliceRow.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
    await b.getByRole('link', { name: 'Following', exact: true }).click();
    await expect(b.getByRole('link', { name: `@${alice.username}` })).toBeVisible();
    await b.goto(`/u/${alice.username}`);
    await expect(b.getByRole('link', { name: '1 follower' })).toBeVisible();
    await expect(b.getByRole('link', { name: '1 following' })).toBeVisible();

    // Alice unfollows: back to 0.
    await a.getByRole('button', { name: 'Unfollow' }).click();
    await expect(a.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(a.getByRole('link', { name: '0 followers' })).toBeVisible();
    await a.reload();
    await expect(a.getByRole('link', { name: '0 followers' })).toBeVisible();

    // Dark theme at 360 px.
    const dark = await browser.newContext({ colorScheme: 'dark', viewport: { width: 360, height: 780 } });
    const phone = await dark.newPage();
    await phone.goto(`/u/${bob.username}/following`);
    await expect(phone.getByRole('link', { name: `@${alice.username}` })).toBeVisible();
    await expectNoHorizontalOverflow(phone, 'following list 360');
    await screenshot(phone, 'follow-list-dark-360');
    await expectNoAxeViolations(phone, 'following list (dark, 360 px)');
    await dark.close();
    await alice.context.close();
    await bob.context.close();
  });

  // A visitor's follow: features/follows/components/follow-button.dom.test.tsx.

  test('profile tabs: uploads, claps and comments', async ({ page }) => {
    await page.goto('/u/lumen_studio');
    const uploads = page.getByRole('list', { name: 'Videos by @lumen_studio' });
    await expect(uploads.getByRole('article').first()).toBeVisible();
    await expect(uploads.getByRole('article', { name: 'Neon koi in an infinite pond' })).toBeVisible();
    await page.getByRole('tab', { name: 'Claps' }).click();
    await expect(
      page.getByRole('list', { name: 'Videos @lumen_studio clapped for' }).getByRole('article').first(),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Comments' }).click();
    const comments = page.getByRole('list', { name: 'Comments by @lumen_studio' });
    await expect(comments.getByRole('listitem').first()).toBeVisible();
    await expect(comments.getByRole('link').first()).toHaveAttribute('href', /\/video\/\d+#comments/);
    await screenshot(page, 'profile-comments-tab');
    await expectNoAxeViolations(page, 'profile comments tab');
  });
});
