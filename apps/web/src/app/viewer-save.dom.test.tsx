import { COLLECTION_TEXTS, publicProfileSchema, type Collection } from '@promptreel/contract';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ALICE, BOB_PROFILE, signedInAs, videoCard } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { saveMenuApi, saveToSavedByKeyboard, visitorSentToLogin } from '../test/save-steps';
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
  const save = () => screen.getByRole('button', { name: COLLECTION_TEXTS.save });

  it('sits between Comments and the prompt; a visitor is asked to log in, then taken to /login', async () => {
    // No collections handler: a request for the menu would fail the test.
    server.use(signedInAs(null));
    const rendered = overlay();
    // In the column, right after Comments and before the prompt's link.
    const column = [...(save().parentElement?.children ?? [])];
    const comments = screen.getByRole('button', { name: /^Comments/ });
    expect(column.indexOf(save())).toBe(column.indexOf(comments) + 1);
    expect(column[column.indexOf(save()) + 1]).toBe(screen.getByRole('link', { name: 'View AI prompt' }));

    await visitorSentToLogin(rendered, save);
  });

  it('opens Save to… for someone signed in, where ticking Saved sends PUT /api/me/saved/7', async () => {
    server.use(signedInAs(ALICE));
    const sent = saveMenuApi([SAVED], SAVED);
    const { user } = overlay();
    // By keyboard: the stand-in is swapped for the popover's button, which keeps focus and opens.
    await waitFor(() => expect(save()).toHaveAttribute('aria-haspopup', 'dialog'));

    await saveToSavedByKeyboard(user, save, sent);
  });
});
