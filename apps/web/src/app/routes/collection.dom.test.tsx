import {
  type CollectionPage,
  collectionPageSchema,
  collectionSchema,
  collectionsResponseSchema,
  COLLECTION_TEXTS,
  publicProfileSchema,
  feedResponseSchema,
  type Collection,
  type CollectionsResponse,
  type SaveMenu,
} from '@promptreel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ALICE, BOB_PROFILE, signedInAs, videoCard } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { collectionKeys } from '../../features/collections/api/keys';
import { answer, recordBodies, refuse, server } from '../../test/server';
import { CollectionRoute } from './collection';
import { ProfileRoute } from './profile';

const MOODS: Collection = {
  id: 4,
  kind: 'named',
  name: 'Neon moods',
  description: 'Glowing things',
  isPublic: false,
  ownerUsername: 'alice',
  videoCount: 3,
  posterUrl: null,
  updatedAt: '2026-03-02T10:00:00.000Z',
};
const CARDS = [
  videoCard({ id: 1, title: 'Koi' }),
  videoCard({ id: 2, title: 'Dunes' }),
  videoCard({ id: 3, title: 'Rain' }),
];

function collectionPage(page: Partial<CollectionPage> = {}) {
  const orders: number[][] = [];
  server.use(
    signedInAs(ALICE),
    http.get('/api/collections/4', () =>
      answer(collectionPageSchema, { collection: MOODS, isOwned: true, items: CARDS, nextCursor: null, ...page }),
    ),
    http.put('/api/collections/4/order', async ({ request }) => {
      orders.push(((await request.json()) as { videoIds: number[] }).videoIds);
      return answer(collectionSchema, MOODS);
    }),
  );
  const rendered = renderWithApp(<CollectionRoute />, {
    route: '/u/alice/collections/4',
    path: '/u/:username/collections/:id',
  });
  return { ...rendered, orders };
}

describe('A collection’s page', () => {
  it('shows its name, owner, count and privacy, and its videos in order', async () => {
    collectionPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Neon moods' })).toBeInTheDocument();
    expect(screen.getByText('3 videos')).toBeInTheDocument();
    expect(screen.getByText(COLLECTION_TEXTS.privateCollection)).toBeInTheDocument();
    expect(screen.getByText('Glowing things')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Videos in Neon moods' });
    const articles = within(list).getAllByRole('article');
    expect(
      ['Koi', 'Dunes', 'Rain'].map((title) => articles.indexOf(within(list).getByRole('article', { name: title }))),
    ).toEqual([0, 1, 2]);
  });

  it('lets its owner move a video by keyboard, sending the whole new order', async () => {
    const { user, orders } = collectionPage();
    await user.click(await screen.findByRole('button', { name: 'Change order' }));
    const order = screen.getByRole('list', { name: 'Order of the collection' });
    expect(within(order).getByRole('button', { name: `${COLLECTION_TEXTS.moveUp}: Koi` })).toBeDisabled();
    within(order)
      .getByRole('button', { name: `${COLLECTION_TEXTS.moveDown}: Koi` })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(orders).toEqual([[2, 1, 3]]));
    await user.click(within(order).getByRole('button', { name: `${COLLECTION_TEXTS.moveUp}: Rain` }));
    await waitFor(() => expect(orders).toHaveLength(2));
  });

  it('offers no changes to someone else', async () => {
    collectionPage({ isOwned: false, collection: { ...MOODS, isPublic: true, ownerUsername: 'bob' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Neon moods' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change order' })).toBeNull();
    expect(screen.queryByRole('button', { name: COLLECTION_TEXTS.deleteCollection })).toBeNull();
  });

  it('says so when the collection is not there, or private to someone else', async () => {
    server.use(
      signedInAs(ALICE),
      http.get('/api/collections/9', () => refuse(404, { code: 'not_found', message: COLLECTION_TEXTS.notFound })),
    );
    renderWithApp(<CollectionRoute />, { route: '/u/bob/collections/9', path: '/u/:username/collections/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: COLLECTION_TEXTS.notFound })).toBeInTheDocument();
  });
});

/**
 * The owner's page of MOODS whose PATCH answers with `refusal` or, if none, applies the change, so
 * the reads that follow see it as the server would.
 */
function editablePage(refusal?: { status: number; message: string }) {
  const { bodies, record } = recordBodies();
  let current = MOODS;
  server.use(
    signedInAs(ALICE),
    http.get('/api/collections/4', () =>
      answer(collectionPageSchema, { collection: current, isOwned: true, items: CARDS, nextCursor: null }),
    ),
    http.patch('/api/collections/4', async ({ request }) => {
      await record(request);
      if (refusal) return refuse(refusal.status, { code: 'conflict', message: refusal.message });
      current = { ...current, ...(bodies.at(-1) as Partial<Collection>), updatedAt: '2026-03-03T10:00:00.000Z' };
      return answer(collectionSchema, current);
    }),
  );
  const rendered = renderWithApp(<CollectionRoute />, {
    route: '/u/alice/collections/4',
    path: '/u/:username/collections/:id',
  });
  return { ...rendered, bodies };
}

/** Opens 'Edit details' by keyboard; the dialog's first field, Name, has focus. */
async function openEditDetails(user: ReturnType<typeof editablePage>['user']) {
  const button = await screen.findByRole('button', { name: COLLECTION_TEXTS.editDetails });
  act(() => button.focus());
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: COLLECTION_TEXTS.editDetails });
  const name = within(dialog).getByRole('textbox', { name: 'Name' });
  await waitFor(() => expect(name).toHaveFocus());
  return { dialog, name, description: within(dialog).getByRole('textbox', { name: 'Description' }) };
}

describe('A collection’s Edit details', () => {
  it('renames and describes it by keyboard: the header, the Save menu and the profile’s tab follow', async () => {
    const { user, bodies, client } = editablePage();
    // A Save menu and the owner's Collections tab read earlier, still in the cache.
    client.setQueryData<SaveMenu>(collectionKeys.saveMenu(7), { items: [{ ...MOODS, holds: true }] });
    client.setQueryData<CollectionsResponse>(collectionKeys.ofProfile('alice'), { items: [MOODS] });
    const { dialog, name, description } = await openEditDetails(user);
    expect(name).toHaveValue('Neon moods');
    expect(name).toHaveAttribute('maxLength', '60');
    expect(description).toHaveAttribute('maxLength', '500');
    expect(within(dialog).getByText('10/60')).toBeInTheDocument();

    await user.keyboard('{Control>}a{/Control}Night water');
    await user.tab();
    expect(description).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}Rivers after dark');
    expect(within(dialog).getByText('17/500')).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: COLLECTION_TEXTS.saveChanges })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText(COLLECTION_TEXTS.updated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ name: 'Night water', description: 'Rivers after dark' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Night water' })).toBeInTheDocument();
    expect(screen.getByText('Rivers after dark')).toBeInTheDocument();
    expect(screen.queryByText('Glowing things')).not.toBeInTheDocument();
    // Focus goes back to the button that opened it.
    expect(screen.getByRole('button', { name: COLLECTION_TEXTS.editDetails })).toHaveFocus();
    expect(client.getQueryData<SaveMenu>(collectionKeys.saveMenu(7))?.items[0]).toMatchObject({
      name: 'Night water',
      holds: true,
    });
    expect(client.getQueryData<CollectionsResponse>(collectionKeys.ofProfile('alice'))?.items[0]?.name).toBe(
      'Night water',
    );
  });

  it('shows a refusal of a taken name in the dialog, which stays open, and changes nothing', async () => {
    const { user, bodies } = editablePage({ status: 409, message: COLLECTION_TEXTS.nameTaken });
    const { dialog, name } = await openEditDetails(user);

    await user.keyboard('{Control>}a{/Control}saved things{Enter}');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(COLLECTION_TEXTS.nameTaken);
    expect(bodies).toEqual([{ name: 'saved things' }]);
    expect(screen.getByRole('dialog', { name: COLLECTION_TEXTS.editDetails })).toBe(dialog);
    expect(name).toHaveValue('saved things');
    expect(name).toHaveFocus();
    expect(screen.queryByText(COLLECTION_TEXTS.updated)).not.toBeInTheDocument();
    // Behind the open dialog, the page (hidden from assistive technology meanwhile) is unchanged.
    expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('Neon moods');

    // Cancel leaves it as it was; the next opening starts afresh, without the old refusal.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openEditDetails(user);
    expect(again.name).toHaveValue('Neon moods');
    expect(within(again.dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a name before sending anything', async () => {
    const { user, bodies } = editablePage();
    const { dialog, name } = await openEditDetails(user);

    await user.keyboard('{Control>}a{/Control}   {Enter}');

    expect(name).toHaveAccessibleDescription(expect.stringContaining(COLLECTION_TEXTS.nameRequired));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: COLLECTION_TEXTS.editDetails })).toBe(dialog);
    expect(bodies).toEqual([]);
  });

  it('is not offered for the Saved list', async () => {
    collectionPage({ collection: { ...MOODS, kind: 'saved', name: COLLECTION_TEXTS.saved } });
    expect(await screen.findByRole('heading', { level: 1, name: COLLECTION_TEXTS.saved })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COLLECTION_TEXTS.editDetails })).toBeNull();
  });
});

describe('A profile’s Collections tab', () => {
  it('lists the public collections, each linked to its page', async () => {
    server.use(
      signedInAs(ALICE),
      http.get('/api/profiles/bob', () => answer(publicProfileSchema, BOB_PROFILE)),
      http.get('/api/profiles/bob/videos', () => answer(feedResponseSchema, { items: [], nextCursor: null })),
      http.get('/api/profiles/bob/collections', () =>
        answer(collectionsResponseSchema, {
          items: [{ ...MOODS, ownerUsername: 'bob', isPublic: true, videoCount: 1 }],
        }),
      ),
    );
    const { user } = renderWithApp(<ProfileRoute />, { route: '/u/bob', path: '/u/:username' });
    await user.click(await screen.findByRole('tab', { name: 'Collections' }));
    const tiles = await screen.findByRole('list', { name: 'Collections of @bob' });
    expect(within(tiles).getByRole('link', { name: /Neon moods/ })).toHaveAttribute('href', '/u/bob/collections/4');
    expect(within(tiles).getByText('1 video')).toBeInTheDocument();
  });
});
