import {
  type CollectionPage,
  collectionPageSchema,
  collectionSchema,
  collectionsResponseSchema,
  COLLECTION_TEXTS,
  publicProfileSchema,
  feedResponseSchema,
  type Collection,
} from '@promptreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ALICE, BOB_PROFILE, signedInAs, videoCard } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { answer, refuse, server } from '../../test/server';
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
