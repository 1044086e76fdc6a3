import {
  cataloguesResponseSchema,
  feedResponseSchema,
  collectionChangeSchema,
  collectionSchema,
  COLLECTION_TEXTS,
  saveMenuSchema,
  videoDetailSchema,
  savedToText,
  type Collection,
} from '@promptreel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ALICE, CATALOGUES, signedInAs, videoCard, videoDetail } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { saveMenuApi, saveToSavedByKeyboard, visitorSentToLogin } from '../test/save-steps';
import { answer, recordBodies, refuse, server } from '../test/server';
import { CardSlots } from './card-slots';
import { FeedRoute } from './routes/feed';
import { VideoPageActions } from './video-page-actions';

/** One of Alice's collections, as the API answers it. */
function collection(overrides: Partial<Collection> = {}): Collection {
  return {
    id: 1,
    kind: 'saved',
    name: COLLECTION_TEXTS.saved,
    description: null,
    isPublic: false,
    ownerUsername: 'alice',
    videoCount: 1,
    posterUrl: '/media/videos/7.jpg',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

const saveButton = () => screen.getByRole('button', { name: COLLECTION_TEXTS.save });

describe("The video page's Save", () => {
  it('saves to Saved by keyboard alone, for someone who has never saved, and closes with Escape', async () => {
    server.use(signedInAs(ALICE));
    // A new account: Saved is made by the first save, so the list is empty.
    const sent = saveMenuApi([], collection());
    const { user } = renderWithApp(<VideoPageActions video={videoDetail()} />, { route: '/video/7' });

    await saveToSavedByKeyboard(user, saveButton, sent);
  });

  it('takes a video out of a named collection with DELETE, and says so', async () => {
    const neon = collection({ id: 3, kind: 'named', name: 'Neon moods', isPublic: true });
    server.use(
      signedInAs(ALICE),
      http.get('/api/me/collections', () =>
        answer(saveMenuSchema, {
          items: [
            { ...collection(), holds: false },
            { ...neon, holds: true },
          ],
        }),
      ),
      http.delete('/api/collections/3/videos/7', () =>
        answer(collectionChangeSchema, { collection: { ...neon, videoCount: 0 }, holds: false }),
      ),
    );
    const { user } = renderWithApp(<VideoPageActions video={videoDetail()} />, { route: '/video/7' });

    await user.click(saveButton());
    const popover = await screen.findByRole('dialog', { name: 'Save to…' });
    const boxes = await within(popover).findAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(within(popover).getByRole('checkbox', { name: COLLECTION_TEXTS.saved })).toBe(boxes[0]);
    const neonBox = within(popover).getByRole('checkbox', { name: 'Neon moods' });
    expect(neonBox).toBe(boxes[1]);
    expect(neonBox).toHaveAccessibleDescription(COLLECTION_TEXTS.publicCollection);
    expect(neonBox).toBeChecked();

    await user.click(neonBox);

    expect(await screen.findByText(savedToText('Neon moods', false))).toBeInTheDocument();
    expect(neonBox).not.toBeChecked();
  });

  it('asks a visitor to log in to save, and goes to /login with this video as what comes next', async () => {
    // No collections handler: a request for the menu would fail the test.
    server.use(signedInAs(null));
    const rendered = renderWithApp(<VideoPageActions video={videoDetail()} />, { route: '/video/7' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Flag video' })).toBeInTheDocument());

    await visitorSentToLogin(rendered, saveButton);
  });
});

/** The Latest feed with one card, for `user` (null: a visitor), whose collections are `items`. */
function feedWithCard(user: typeof ALICE | null, items: Collection[] = [collection()]) {
  server.use(
    signedInAs(user),
    http.get('/api/catalogues', () => answer(cataloguesResponseSchema, CATALOGUES)),
    http.get('/api/videos', () => answer(feedResponseSchema, { items: [videoCard()], nextCursor: null })),
    // The card's page, fetched ahead when the card is pointed at or focused.
    http.get('/api/videos/:id', () => answer(videoDetailSchema, videoDetail())),
  );
  if (user)
    server.use(
      http.get('/api/me/collections', () =>
        answer(saveMenuSchema, { items: items.map((item) => ({ ...item, holds: item.kind === 'saved' })) }),
      ),
    );
  return renderWithApp(
    <CardSlots>
      <FeedRoute />
    </CardSlots>,
    { route: '/?tab=latest' },
  );
}

/** Opens the card's '…' menu by keyboard and picks Save. */
async function chooseSave(user: ReturnType<typeof feedWithCard>['user']) {
  const card = await screen.findByRole('article', { name: 'Neon koi' });
  act(() => within(card).getByRole('button', { name: 'Video actions' }).focus());
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await user.click(within(menu).getByRole('menuitem', { name: COLLECTION_TEXTS.save }));
}

/** Reveals the dialog's 'New collection' form and fills it in. */
async function fillNewCollection(user: ReturnType<typeof feedWithCard>['user'], name: string, isPublic: boolean) {
  const dialog = await screen.findByRole('dialog', { name: 'Save to…' });
  await within(dialog).findByRole('checkbox', { name: COLLECTION_TEXTS.saved });
  await user.click(within(dialog).getByRole('button', { name: COLLECTION_TEXTS.newCollection }));
  const field = within(dialog).getByRole('textbox', { name: 'Name' });
  expect(field).toHaveFocus();
  await user.type(field, name);
  if (isPublic) await user.click(within(dialog).getByRole('checkbox', { name: COLLECTION_TEXTS.publicCollection }));
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  return dialog;
}

describe("A card's '…' menu: Save", () => {
  it('opens the Save dialog, whose new collection is made holding the video', async () => {
    const { bodies, record } = recordBodies();
    const made = collection({ id: 9, kind: 'named', name: 'Night water', isPublic: true });
    const { user } = feedWithCard(ALICE);
    server.use(
      http.post('/api/collections', async ({ request }) => {
        await record(request);
        return answer(collectionSchema, made, 201);
      }),
    );
    await chooseSave(user);

    const dialog = await fillNewCollection(user, 'Night water', true);

    const box = await within(dialog).findByRole('checkbox', { name: 'Night water' });
    expect(box).toBeChecked();
    await waitFor(() => expect(box).toHaveFocus());
    expect(bodies).toEqual([{ name: 'Night water', isPublic: true, videoId: 7 }]);
    expect(await screen.findByText(savedToText('Night water', true))).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: COLLECTION_TEXTS.saved })).toBeChecked();
  });

  it("shows the server's refusal of a taken name, and keeps what was typed", async () => {
    const { user } = feedWithCard(ALICE);
    server.use(
      http.post('/api/collections', () => refuse(409, { code: 'conflict', message: COLLECTION_TEXTS.nameTaken })),
    );
    await chooseSave(user);

    const dialog = await fillNewCollection(user, 'Saved', false);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(COLLECTION_TEXTS.nameTaken);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Saved');
    // Nothing was added: the one 'Saved' is still the built-in list.
    expect(within(dialog).getAllByRole('checkbox', { name: COLLECTION_TEXTS.saved })).toHaveLength(1);
  });

  it('asks for a name before sending anything', async () => {
    // No POST handler: a request would fail the test.
    const { user } = feedWithCard(ALICE);
    await chooseSave(user);

    const dialog = await fillNewCollection(user, '   ', false);

    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      COLLECTION_TEXTS.nameRequired,
    );
  });

  it('takes a visitor to /login, back to this page afterwards', async () => {
    const { user, router } = feedWithCard(null);
    await chooseSave(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Login page /?tab=latest')).toBeInTheDocument();
  });
});
