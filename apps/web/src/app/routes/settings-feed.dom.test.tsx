import { feedHidesResponseSchema, FOR_YOU_TEXTS, sensitiveSettingSchema, type FeedHide } from '@promptreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ALICE, signedInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { answer, heldAnswer, noContent, refuse, server } from '../../test/server';
import { SettingsRoute } from './settings';

const ANIMATION: FeedHide = {
  kind: 'category',
  target: 'animation',
  label: 'Animation',
  since: '2026-03-02T10:00:00Z',
};
const BOB: FeedHide = { kind: 'creator', target: 'bob', label: '@bob', since: '2026-03-01T10:00:00Z' };
const KOI: FeedHide = { kind: 'video', target: '7', label: 'Neon koi', since: '2026-02-28T10:00:00Z' };
const SORA: FeedHide = { kind: 'platform', target: 'sora', label: 'Sora', since: '2026-02-27T10:00:00Z' };

/** Settings → Your feed for Alice, who hid `items`; what the server is asked to do is kept. */
function yourFeed(items: FeedHide[] = [ANIMATION, BOB, KOI, SORA]) {
  let hides = [...items];
  const asked: string[] = [];
  server.use(
    signedInAs(ALICE),
    http.get('/api/me/feed/hides', () => answer(feedHidesResponseSchema, { items: hides })),
    // The tab's other part, the sensitive-content choice (settings-sensitive.dom.test.tsx).
    http.get('/api/me/sensitive-content', () => answer(sensitiveSettingSchema, { choice: 'blur' })),
    http.delete('/api/me/feed/hides/:kind/:target', ({ params }) => {
      asked.push(`undo ${String(params.kind)}/${String(params.target)}`);
      hides = hides.filter((hide) => !(hide.kind === params.kind && hide.target === params.target));
      return noContent();
    }),
    http.delete('/api/me/feed', () => {
      asked.push('reset');
      hides = [];
      return noContent();
    }),
  );
  return { ...renderWithApp(<SettingsRoute />, { route: '/settings?section=feed' }), asked };
}

describe('Settings → Your feed', () => {
  it('is a section after the blocked accounts', async () => {
    yourFeed();

    const sections = await screen.findByRole('tablist', { name: 'Settings' });
    const names = within(sections)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(names.indexOf(FOR_YOU_TEXTS.section)).toBe(names.indexOf('Blocked and muted accounts') + 1);
    expect(within(sections).getByRole('tab', { name: FOR_YOU_TEXTS.section })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists what was hidden, with its kind, and an Undo that names it', async () => {
    yourFeed();

    const list = await screen.findByRole('list', { name: 'Hidden from For You' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AnimationCategoryUndo',
      '@bobCreatorUndo',
      'Neon koiVideoUndo',
      'SoraToolUndo',
    ]);
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Undo: Hide Animation',
      'Undo: Show fewer from @bob',
      'Undo: Not interested: Neon koi',
      'Undo: Hide videos made with Sora',
    ]);
  });

  it('undoes one at a time, by keyboard', async () => {
    const { user, asked } = yourFeed();
    const undo = await screen.findByRole('button', { name: 'Undo: Hide Animation' });

    undo.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByText('Animation')).not.toBeInTheDocument());
    expect(asked).toEqual(['undo category/animation']);
    expect(screen.getByRole('button', { name: 'Undo: Show fewer from @bob' })).toBeVisible();
  });

  it('says so when nothing is hidden', async () => {
    yourFeed([]);

    expect(await screen.findByText(FOR_YOU_TEXTS.nothingHidden)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Hidden from For You' })).not.toBeInTheDocument();
  });

  it('resets only after the confirmation, then says so and gives focus back', async () => {
    const { user, asked } = yourFeed();
    const reset = await screen.findByRole('button', { name: FOR_YOU_TEXTS.reset });

    await user.click(reset);
    const dialog = await screen.findByRole('alertdialog', { name: `${FOR_YOU_TEXTS.reset}?` });
    expect(dialog).toHaveAccessibleDescription(/forgets what it learned .* This cannot be undone\.$/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(asked).toEqual([]);

    await user.click(reset);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }));

    expect(await screen.findByText(FOR_YOU_TEXTS.resetDone)).toBeVisible();
    expect(asked).toEqual(['reset']);
    expect(await screen.findByText(FOR_YOU_TEXTS.nothingHidden)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: FOR_YOU_TEXTS.reset })).toHaveFocus());
  });

  it('keeps the dialog, busy, while the reset is under way, and shows a refusal in it', async () => {
    const held = heldAnswer();
    const { user } = yourFeed();
    server.use(
      http.delete('/api/me/feed', async () => {
        await held.until();
        return refuse(503, { code: 'internal', message: 'Something went wrong on our side.' });
      }),
    );

    await user.click(await screen.findByRole('button', { name: FOR_YOU_TEXTS.reset }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect(within(dialog).getByRole('button', { name: 'Resetting…' })).toBeDisabled();
    held.release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    // Behind the dialog (hidden from screen readers while it is open), the list is as it was.
    expect(screen.getByRole('list', { name: 'Hidden from For You', hidden: true })).toBeInTheDocument();
  });
});
