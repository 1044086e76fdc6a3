import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow } from './accounts';
import { expectNoAxeViolations, screenshot, waitForApp } from './fixtures';
import { card, deleteVideo, newUser, uploadVideo } from './social-helpers';

// Hailuo · Tutorial: a corner of the catalogue no other browser test uploads to, so the videos
// here are the newest in this filtered Latest feed whatever else runs meanwhile.
const FEED = '/?tab=latest&platform=hailuo&category=tutorial';
const WHERE = { platformId: 7, categoryId: 11 };

test.describe('block and mute', () => {
  test('a mute and a block take effect in feeds, on profiles and on comments; settings undo them', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const ann = await newUser(browser, 'muter');
    const ben = await newUser(browser, 'mutee');
    const stamp = Date.now().toString(36);
    const bensTitle = `Lantern drift ${stamp}`;
    const annsTitle = `Harbour dusk ${stamp}`;
    const bensVideo = await uploadVideo(ben.page, bensTitle, WHERE);
    const annsVideo = await uploadVideo(ann.page, annsTitle, WHERE);

    await ann.page.goto(FEED);
    await expect(card(ann.page, bensTitle)).toBeVisible();
    await expect(card(ann.page, annsTitle)).toBeVisible();

    // Mute from Ben's profile, by keyboard.
    await ann.page.goto(`/u/${ben.username}`);
    const more = ann.page.getByRole('button', { name: `More actions for @${ben.username}` });
    await more.focus();
    await ann.page.keyboard.press('Enter');
    await expect(ann.page.getByRole('menuitem', { name: `Mute @${ben.username}` })).toBeFocused();
    await ann.page.keyboard.press('Enter');
    await expect(ann.page.getByText(`You have muted @${ben.username}`)).toBeVisible();
    // A mute is not a block: Follow stays.
    await expect(ann.page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

    // Back to the feed without a reload: Ben's video has left it, Ann's own is still there.
    await ann.page.goBack();
    await expect(ann.page).toHaveURL(/tab=latest/);
    await expect(card(ann.page, annsTitle)).toBeVisible();
    await expect(card(ann.page, bensTitle)).toHaveCount(0);
    // Nobody else is affected.
    await ben.page.goto(FEED);
    await expect(card(ben.page, bensTitle)).toBeVisible();

    // Unmute in settings, by keyboard.
    await ann.page.goto('/settings?section=blocked');
    const muted = ann.page.getByRole('list', { name: 'Muted accounts' });
    await expect(muted.getByRole('link', { name: `@${ben.username}` })).toBeVisible();
    await expect(ann.page.getByText("You haven't blocked anyone.")).toBeVisible();
    await ann.page.getByRole('button', { name: `Unmute @${ben.username}` }).focus();
    await ann.page.keyboard.press('Enter');
    await expect(ann.page.getByText("You haven't muted anyone.")).toBeVisible();
    await ann.page.goto(FEED);
    await expect(card(ann.page, bensTitle)).toBeVisible();

    // Before a block Ben comments on Ann's video, in everyone's sight.
    const bensWords = `Evening from Ben ${stamp}`;
    await ben.page.goto(`/video/${annsVideo}#comments`);
    await ben.page.getByRole('textbox', { name: 'Add a comment' }).fill(bensWords);
    await ben.page.getByRole('button', { name: 'Post comment' }).click();
    await expect(ben.page.getByRole('list', { name: 'Comments' }).getByText(bensWords)).toBeVisible();
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const commentsOn = (page: typeof visitor) => page.locator('#comments');
    await visitor.goto(`/video/${annsVideo}#comments`);
    await expect(commentsOn(visitor).getByRole('heading', { name: /^Comments\s*1$/ })).toBeVisible();
    await expect(visitor.getByRole('list', { name: 'Comments' }).getByText(bensWords)).toBeVisible();

    // Before a block Ben sees Follow on Ann's profile.
    await ben.page.goto(`/u/${ann.username}`);
    await expect(ben.page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

    // Block, after the dialog says what blocking does.
    await ann.page.goto(`/u/${ben.username}`);
    await more.click();
    await ann.page.getByRole('menuitem', { name: `Block @${ben.username}` }).click();
    const dialog = ann.page.getByRole('dialog', { name: `Block @${ben.username}?` });
    await expect(dialog).toContainText('will not be able to follow you or comment on your videos');
    await screenshot(ann.page, 'block-dialog');
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(ann.page.getByText(`You have blocked @${ben.username}`)).toBeVisible();
    await expect(ann.page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
    await expect(more).toBeFocused();

    // A block hides Ben's videos from Ann too.
    await ann.page.goBack();
    await expect(card(ann.page, annsTitle)).toBeVisible();
    await expect(card(ann.page, bensTitle)).toHaveCount(0);

    // Ann's block hides Ben's comment on her video from everyone, and the count says what is listed.
    for (const page of [ann.page, visitor]) {
      // A new load: the same address with its #comments would only scroll.
      await page.goto('about:blank');
      await page.goto(`/video/${annsVideo}#comments`);
      await expect(commentsOn(page).getByRole('heading', { name: /^Comments\s*0$/ })).toBeVisible();
      await expect(commentsOn(page).getByText('No comments yet.')).toBeVisible();
      await expect(page.getByText(bensWords)).toHaveCount(0);
    }

    // Ben, on Ann's profile: no Follow button. On Ann's video: his comment is refused.
    await ben.page.reload();
    await expect(ben.page.getByRole('heading', { level: 1, name: `@${ann.username}` })).toBeVisible();
    await expect(ben.page.getByRole('button', { name: `More actions for @${ann.username}` })).toBeVisible();
    await expect(ben.page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
    await ben.page.goto(`/video/${annsVideo}#comments`);
    // The list has loaded (and the page settled) before he writes, as the pages above wait for it.
    await expect(commentsOn(ben.page).getByText('No comments yet.')).toBeVisible();
    await waitForApp(ben.page);
    await ben.page.getByRole('textbox', { name: 'Add a comment' }).fill('Hello again?');
    await ben.page.getByRole('button', { name: 'Post comment' }).click();
    await expect(ben.page.getByText("You can't comment on this video.")).toBeVisible();
    await expect(ben.page.getByRole('list', { name: 'Comments' })).toHaveCount(0);

    // Settings list the block, at phone width too; axe finds nothing there.
    await ann.page.setViewportSize({ width: 360, height: 740 });
    await ann.page.goto('/settings?section=blocked');
    const blocked = ann.page.getByRole('list', { name: 'Blocked accounts' });
    await expect(blocked.getByRole('button', { name: `Unblock @${ben.username}` })).toBeVisible();
    await expect(ann.page.getByText("You haven't muted anyone.")).toBeVisible();
    await expectNoHorizontalOverflow(ann.page, 'blocked and muted accounts at 360 px');
    await screenshot(ann.page, 'settings-blocked-muted-360');
    await expectNoAxeViolations(ann.page, 'settings: blocked and muted accounts');

    // Unblocking brings Ben's video back; the follow does not come back by itself.
    await blocked.getByRole('button', { name: `Unblock @${ben.username}` }).click();
    await expect(ann.page.getByText("You haven't blocked anyone.")).toBeVisible();
    await ann.page.goto(FEED);
    await expect(card(ann.page, bensTitle)).toBeVisible();
    // And his comment, for everyone.
    await visitor.goto('about:blank');
    await visitor.goto(`/video/${annsVideo}#comments`);
    await expect(commentsOn(visitor).getByRole('heading', { name: /^Comments\s*1$/ })).toBeVisible();
    await expect(visitor.getByRole('list', { name: 'Comments' }).getByText(bensWords)).toBeVisible();
    await visitorContext.close();

    await deleteVideo(ben.page, bensVideo);
    await deleteVideo(ann.page, annsVideo);
    await ann.context.close();
    await ben.context.close();
  });
});
