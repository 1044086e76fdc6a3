import { expect, test } from '@playwright/test';
import { deleteVideo, newUser, uploadVideo } from './social-helpers';

test('the 21st comment in 10 minutes is refused with the limit and when to try again', async ({ browser }) => {
  test.setTimeout(120_000);
  const user = await newUser(browser, 'chatty');
  const { page } = user;
  const videoId = await uploadVideo(page, 'Busy thread');
  const origin = new URL(page.url()).origin;

  // The default limit is 20 comments in 10 minutes: the first 20 go through the API.
  for (let i = 1; i <= 20; i++) {
    const res = await page.request.post(`/api/videos/${videoId}/comments`, {
      data: { body: `Comment number ${i}` },
      headers: { Origin: origin },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto(`/video/${videoId}#comments`);
  await expect(page.getByRole('heading', { name: /^Comments/ })).toContainText('20');
  const box = page.getByRole('textbox', { name: 'Add a comment' });
  await box.fill('One more thought');
  const refused = page.waitForResponse(
    (res) => res.url().endsWith(`/api/videos/${videoId}/comments`) && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Post comment' }).click();
  expect((await refused).status()).toBe(429);

  // The usual title, with the server's reason under it: the limit, and when the oldest comment
  // leaves the window (10 minutes after it was posted, so 9 or 10 minutes from now).
  await expect(page.getByText('Failed to post comment')).toBeVisible();
  await expect(
    page.getByText(/^You can post up to 20 comments in 10 minutes\. Please try again in (9|10) minutes\.$/),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Comments' }).getByText('One more thought')).toHaveCount(0);
  // The text is given back, so nothing typed is lost.
  await expect(box).toHaveValue('One more thought');

  await deleteVideo(page, videoId);
  await user.context.close();
});
