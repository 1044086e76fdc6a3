import {
  collectionChangeSchema,
  COLLECTION_TEXTS,
  publicProfileSchema,
  saveMenuSchema,
  savedToText,
  type Collection,
} from '@promptreel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ALICE, BOB_PROFILE, signedInAs, videoCard } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { answer, server } from '../test/server';
import { ViewerOverlay } from './viewer-overlay';

const SAVED: Collection = {
  id: 1,
  kind: 'saved',
  name: COLLECTION_TEXTS.saved,
  description: null,
  isPublic: false,
  ownerUsername: 'alice',
  videoCount: 1,
  posterUrl: null,
  updatedAt: '2026-03-02T10:00:00.000Z',
};

/** The viewer's column over clip 7 (a prompt, so every button of the column is there). */
function overlay() {
  // The clip on screen shows Follow for its creator, whose profile it reads.
  server.use(http.get('/api/profiles/bob', () => answer(publicProfileSchema, BOB_PROFILE)));
  return renderWithApp(<ViewerOverlay video={videoCard({ prompt: 'A koi in neon water' })} active />, {
    route: '/video/7',
  });
}

describe("The phone viewer's Save", () => {
  it('sits between Comments and the prompt; a visitor is asked to log in, then taken to /login', async () => {
    // No collections handler: a request for the menu would fail the test.
    server.use(signedInAs(null));
    const { user, router } = overlay();
    const save = screen.getByRole('button', { name: COLLECTION_TEXTS.save });
    // The visitor is known once /api/me has answered.
    await waitFor(() => expect(save).not.toHaveAttribute('aria-haspopup'));
    // In the column, right after Comments and before the prompt's link.
    const column = [...(save.parentElement?.children ?? [])];
    const comments = screen.getByRole('button', { name: /^Comments/ });
    expect(column.indexOf(save)).toBe(column.indexOf(comments) + 1);
    expect(column[column.indexOf(save) + 1]).toBe(screen.getByRole('link', { name: 'View AI prompt' }));

    await user.click(save);

    expect(await screen.findByText(COLLECTION_TEXTS.logInToSave)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(await screen.findByText('Login page /video/7')).toBeInTheDocument();
  });

  it('opens Save to… for someone signed in, where ticking Saved sends PUT /api/me/saved/7', async () => {
    const sent: string[] = [];
    server.use(
      signedInAs(ALICE),
      http.get('/api/me/collections', ({ request }) => {
        sent.push(`GET ${new URL(request.url).search}`);
        return answer(saveMenuSchema, { items: [{ ...SAVED, holds: false }] });
      }),
      http.put('/api/me/saved/:videoId', ({ params }) => {
        sent.push(`PUT ${String(params.videoId)}`);
        return answer(collectionChangeSchema, { collection: SAVED, holds: true });
      }),
    );
    const { user } = overlay();
    const save = screen.getByRole('button', { name: COLLECTION_TEXTS.save });
    await waitFor(() => expect(save).toHaveAttribute('aria-haspopup', 'dialog'));

    // By keyboard: the stand-in is swapped for the popover's button, which keeps focus and opens.
    act(() => save.focus());
    await user.keyboard('{Enter}');

    const popover = await screen.findByRole('dialog', { name: 'Save to…' });
    const saved = await within(popover).findByRole('checkbox', { name: COLLECTION_TEXTS.saved });
    await waitFor(() => expect(saved).toHaveFocus());
    expect(saved).not.toBeChecked();
    await user.keyboard(' ');

    expect(await screen.findByText(savedToText(COLLECTION_TEXTS.saved, true))).toBeInTheDocument();
    expect(within(popover).getByRole('checkbox', { name: COLLECTION_TEXTS.saved })).toBeChecked();
    expect(sent).toEqual(['GET ?videoId=7', 'PUT 7']);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save to…' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: COLLECTION_TEXTS.save })).toHaveFocus();
  });
});
