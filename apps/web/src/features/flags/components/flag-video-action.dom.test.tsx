import { dailyFlagLimitText, FLAG_MESSAGES, flagRequestSchema, reportSentSchema } from '@promptreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { catalogues, flagLimit, FLAG_LIMIT_FRESH } from '../../../test/fixtures';
import { pasteInto, renderWithApp } from '../../../test/render';
import { answer, networkFailure, refuse, server } from '../../../test/server';
import { FlagVideoAction } from './flag-video-action';

const SENT = 'Thank you. Our moderators will look at this video.';
const GOOD_REASON = 'The prompt is copied from another creator word for word.';

/** The video page's 'Flag video' for a signed-in viewer; each report sent is kept for the test to read. */
function flagVideoPage({ sent = [] as unknown[] } = {}) {
  server.use(
    catalogues(),
    flagLimit(),
    http.post('/api/videos/7/flags', async ({ request }) => {
      // What the dialog sends must be what the contract's request schema accepts.
      sent.push(z.parse(flagRequestSchema, await request.json()));
      return answer(reportSentSchema, { id: 1, message: SENT }, 201);
    }),
  );
  const rendered = renderWithApp(
    <FlagVideoAction videoId={7} videoTitle="Neon koi" durationMs={30_000} isOwned={false} signedIn />,
    { route: '/video/7' },
  );
  return { ...rendered, sent };
}

const flagButton = () => screen.getByRole('button', { name: 'Flag video' });

async function openDialog(user: ReturnType<typeof flagVideoPage>['user']) {
  await user.click(flagButton());
  const dialog = await screen.findByRole('dialog', { name: 'Flag video' });
  // The categories come from the server: the form is usable once they are in.
  await within(dialog).findByRole('radio', { name: 'Spam' });
  return dialog;
}

describe('Flag video dialog', () => {
  it("opens on 'Flag video', names the video and today's remaining reports", async () => {
    const { user } = flagVideoPage();

    const dialog = await openDialog(user);

    // (happy-dom lays the title's <span> out as a block, which puts a space before the '?'.)
    expect(dialog).toHaveAccessibleDescription(/^What is wrong with “Neon koi” ?\? Reports go to our moderation team/);
    expect(within(dialog).getByRole('radiogroup', { name: 'Category' })).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Harassment' })).toHaveAccessibleDescription(
      'Targets or harasses individuals or groups',
    );
    expect(await within(dialog).findByText('3 of 3 reports left today')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Submit report' })).toBeDisabled();
  });

  it('asks for a category and a reason of at least 10 characters before it can be sent', async () => {
    const { user } = flagVideoPage();
    const dialog = await openDialog(user);
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });

    await user.type(reason, 'Spammy');
    await user.tab();

    expect(within(dialog).getByText(FLAG_MESSAGES.reasonTooShort)).toBeVisible();
    expect(within(dialog).getByText(FLAG_MESSAGES.categoryRequired)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Submit report' })).toBeDisabled();

    await user.clear(reason);
    expect(within(dialog).getByText(FLAG_MESSAGES.reasonRequired)).toBeVisible();

    await pasteInto(user, reason, 'x'.repeat(1001));
    expect(within(dialog).getByText(FLAG_MESSAGES.reasonTooLong)).toBeVisible();
    expect(within(dialog).getByText('1001/1000')).toBeVisible();
    await user.clear(reason);

    await pasteInto(user, reason, GOOD_REASON);
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    expect(within(dialog).queryByText(FLAG_MESSAGES.reasonRequired)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(FLAG_MESSAGES.categoryRequired)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit report' })).toBeEnabled();
  });

  it('refuses a moment it cannot read, and one past the end of the video', async () => {
    const { user } = flagVideoPage();
    const dialog = await openDialog(user);
    const timestamp = within(dialog).getByRole('textbox', { name: 'Timestamp (optional)' });

    await user.type(timestamp, 'abc');
    await user.tab();
    expect(within(dialog).getByText('Enter the moment as mm:ss, for example 0:42')).toBeVisible();
    await user.clear(timestamp);

    await user.type(timestamp, '0:45');
    await user.tab();

    expect(within(dialog).getByText('The video is only 0:30 long')).toBeVisible();
  });

  it('sends the report as the contract asks, closes and thanks the reporter', async () => {
    const { user, sent } = flagVideoPage();
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'Reason' }), `  ${GOOD_REASON}  `);
    await user.type(within(dialog).getByRole('textbox', { name: 'Timestamp (optional)' }), '0:12');
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));

    expect(await screen.findByText(SENT)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ categoryId: 5, reason: GOOD_REASON, videoTimestamp: 12 }]);
  });

  it("shows the server's refusal word for word and keeps what was written", async () => {
    const refusal = 'You cannot flag a video that has been removed';
    const { user } = flagVideoPage();
    server.use(http.post('/api/videos/7/flags', () => refuse(403, { code: 'forbidden', message: refusal })));
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'Reason' }), GOOD_REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue(GOOD_REASON);
  });

  it("puts the server's field message under the field it is about", async () => {
    const { user } = flagVideoPage();
    server.use(
      http.post('/api/videos/7/flags', () =>
        refuse(400, {
          code: 'bad_request',
          message: 'Invalid request',
          issues: [{ field: 'reason', message: 'Reason must not be only links' }],
        }),
      ),
    );
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'https://example.com/a-b-c');
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));

    expect(await within(dialog).findByText('Reason must not be only links')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the report failed when the network does, with the reason beneath', async () => {
    const { user } = flagVideoPage();
    server.use(http.post('/api/videos/7/flags', () => networkFailure()));
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'Reason' }), GOOD_REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(FLAG_MESSAGES.submitFailed);
    expect(alert).toHaveTextContent('Could not reach Promptreel. Check your connection and try again.');
  });

  it('tells a viewer who already reported the video at once, with nothing to fill in', async () => {
    const { user } = flagVideoPage();
    server.use(flagLimit({ ...FLAG_LIMIT_FRESH, alreadyFlagged: true }));

    await user.click(flagButton());
    const dialog = await screen.findByRole('dialog', { name: 'Flag video' });

    expect(await within(dialog).findByText(FLAG_MESSAGES.alreadyFlagged)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Submit report' })).toBeDisabled();
  });

  it("keeps a report from going once today's reports are used up", async () => {
    const { user } = flagVideoPage();
    server.use(flagLimit({ flagsToday: 3, limitReached: true, limit: 3, remaining: 0 }));
    const dialog = await openDialog(user);

    expect(await within(dialog).findByText(dailyFlagLimitText(3))).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'Reason' }), GOOD_REASON);
    expect(within(dialog).getByRole('button', { name: 'Submit report' })).toBeDisabled();
  });

  it("says when today's limit cannot be checked, with a way to try again", async () => {
    const { user } = flagVideoPage();
    server.use(http.get('/api/flag-limit', () => refuse(500, { code: 'internal', message: 'Something went wrong' })));
    const dialog = await openDialog(user);

    expect(await within(dialog).findByText(FLAG_MESSAGES.checkLimitFailed)).toBeVisible();
    server.use(flagLimit());
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('3 of 3 reports left today')).toBeVisible();
  });

  it('closes on Cancel, and opens empty again', async () => {
    const { user } = flagVideoPage();
    const dialog = await openDialog(user);

    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'Reason' }), GOOD_REASON);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reopened = await openDialog(user);
    expect(within(reopened).getByRole('textbox', { name: 'Reason' })).toHaveValue('');
  });

  it("gives focus back to 'Flag video' when it closes, by Escape or by Close", async () => {
    const { user } = flagVideoPage();
    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(flagButton()).toHaveFocus();

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(flagButton()).toHaveFocus();
  });

  it('asks before Escape throws a written report away', async () => {
    const { user } = flagVideoPage();
    const dialog = await openDialog(user);
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'Reason' }), GOOD_REASON);

    await user.keyboard('{Escape}');

    const question = within(dialog).getByRole('group', { name: 'Discard this report?' });
    expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue(GOOD_REASON);

    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks a visitor to log in, back to the dialog afterwards', async () => {
    const { user, router } = renderWithApp(
      <FlagVideoAction videoId={7} videoTitle="Neon koi" isOwned={false} signedIn={false} />,
      { route: '/video/7' },
    );

    await user.click(flagButton());

    expect(await screen.findByText(FLAG_MESSAGES.logInToFlag)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(await screen.findByText('Login page /video/7?flag=true')).toBeInTheDocument();
  });

  it('answers /video/7?flag=true: the dialog for a signed-in viewer, the request taken out of the address', async () => {
    server.use(catalogues(), flagLimit());
    const { router } = renderWithApp(<FlagVideoAction videoId={7} videoTitle="Neon koi" isOwned={false} signedIn />, {
      route: '/video/7?flag=true',
    });

    expect(await screen.findByRole('dialog', { name: 'Flag video' })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('answers /video/7?flag=true for a visitor with a request to log in first', async () => {
    const { router } = renderWithApp(
      <FlagVideoAction videoId={7} videoTitle="Neon koi" isOwned={false} signedIn={false} />,
      { route: '/video/7?flag=true' },
    );

    expect(await screen.findByText(FLAG_MESSAGES.pleaseLogIn)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(await screen.findByText('Login page /video/7?flag=true')).toBeInTheDocument();
  });

  it('offers no flag button on the viewer’s own video', () => {
    renderWithApp(<FlagVideoAction videoId={7} videoTitle="Neon koi" isOwned signedIn />);

    expect(screen.queryByRole('button', { name: 'Flag video' })).not.toBeInTheDocument();
  });
});
