import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, screenshot } from './fixtures';
import { deleteVideo, newUser, uploadVideo } from './social-helpers';

async function postComment(page: Page, videoId: number, body: string): Promise<void> {
  const res = await page.request.post(`/api/videos/${videoId}/comments`, {
    data: { body },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe('comment removal', () => {
  test("the video's creator removes someone's comment; its author sees 'Removed by the creator'", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const creator = await newUser(browser, 'remover');
    const videoId = await uploadVideo(creator.page, 'Removal arena');
    const author = await newUser(browser, 'removed');
    const bystander = await newUser(browser, 'onlooker');
    await postComment(author.page, videoId, 'Buy cheap followers at example.test');
    await postComment(bystander.page, videoId, 'The colours are gorgeous.');

    await bystander.page.goto(`/video/${videoId}#comments`);
    const seenByBystander = bystander.page.getByRole('list', { name: 'Comments' });
    await expect(seenByBystander.getByText('Buy cheap followers at example.test')).toBeVisible();
    // Others' comments carry no remove button for a bystander.
    await expect(bystander.page.getByRole('button', { name: 'Remove comment' })).toHaveCount(0);

    await creator.page.goto(`/video/${videoId}#comments`);
    const list = creator.page.getByRole('list', { name: 'Comments' });
    const spam = list.getByRole('listitem').filter({ hasText: 'Buy cheap followers at example.test' });
    await expect(spam).toBeVisible();
    await expect(creator.page.getByRole('button', { name: 'Remove comment' })).toHaveCount(2);
    await spam.getByRole('button', { name: 'Remove comment' }).focus();
    await creator.page.keyboard.press('Enter');
    await expect(list.getByText('Buy cheap followers at example.test')).toHaveCount(0);
    await expect(list.getByText('The colours are gorgeous.')).toBeVisible();
    await expect(creator.page.getByRole('heading', { name: /^Comments/ })).toContainText('1');

    // Others lose it live; after a reload it stays gone.
    await expect(seenByBystander.getByText('Buy cheap followers at example.test')).toHaveCount(0, { timeout: 5_000 });
    await creator.page.reload();
    await expect(creator.page.getByText('The colours are gorgeous.')).toBeVisible();
    await expect(creator.page.getByText('Buy cheap followers at example.test')).toHaveCount(0);

    // Its author still finds it in place, with who removed it, and may delete it.
    await author.page.goto(`/video/${videoId}#comments`);
    const own = author.page
      .getByRole('list', { name: 'Comments' })
      .getByRole('listitem')
      .filter({ hasText: 'Buy cheap followers at example.test' });
    await expect(own.getByText('Removed by the creator')).toBeVisible();
    await expect(own.getByRole('button', { name: 'Delete comment' })).toBeVisible();
    await own.scrollIntoViewIfNeeded();
    await screenshot(author.page, 'comment-removed-by-creator');
    await expectNoAxeViolations(author.page, 'a removed comment, seen by its author');

    await deleteVideo(creator.page, videoId);
    await Promise.all([creator.context.close(), author.context.close(), bystander.context.close()]);
  });
});
