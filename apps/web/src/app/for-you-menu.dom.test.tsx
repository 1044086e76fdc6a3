import {
  COLLECTION_TEXTS,
  cataloguesResponseSchema,
  feedHideRequestSchema,
  feedHideSchema,
  feedResponseSchema,
  FOR_YOU_TEXTS,
  REMIX_TEXTS,
  meResponseSchema,
  videoDetailSchema,
  type SessionUser,
  type VideoCard,
} from '@promptreel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { FINISHED_STORAGE_KEY } from '../lib/finished-videos';
import { ALICE, CATALOGUES, videoCard, videoDetail } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { answer, refuse, server } from '../test/server';
import { CardSlots } from './card-slots';
import { FeedRoute } from './routes/feed';

const KOI = videoCard({ id: 7, title: 'Neon koi', reason: { kind: 'category', name: 'Animation', clapped: true } });
const FOX = videoCard({
  id: 8,
  title: 'Paper fox',
  ownerUsername: 'cleo',
  channel: '@cleo',
  ownerId: 'user-cleo',
  platform: 'Veo',
  platformSlug: 'veo',
  categoryLabel: 'Nature',
  categorySlug: 'nature',
  reason: { kind: 'popular' },
});

/** The home feed at For You, as `user` sees it, with these cards; each hide sent is kept. */
function forYouFeed({ user = ALICE, items = [KOI, FOX] }: { user?: SessionUser | null; items?: VideoCard[] } = {}) {
  const hides: unknown[] = [];
  server.use(
    http.get('/api/me', () => answer(meResponseSchema, { user })),
    http.get('/api/catalogues', () => answer(cataloguesResponseSchema, CATALOGUES)),
    http.get('/api/videos', ({ request }) => {
      expect(new URL(request.url).searchParams.get('tab')).toBe('foryou');
      return answer(feedResponseSchema, { items, nextCursor: null });
    }),
    // A pointer over a card fetches its page ahead of a click.
    http.get('/api/videos/:id', ({ params }) => {
      const card = items.find((video) => String(video.id) === params.id)!;
      return answer(videoDetailSchema, videoDetail(card));
    }),
    http.post('/api/me/feed/hides', async ({ request }) => {
      const hide = z.parse(feedHideRequestSchema, await request.json());
      hides.push(hide);
      return answer(feedHideSchema, { ...hide, label: hide.target, since: '2026-03-02T10:00:00.000Z' }, 201);
    }),
  );
  const rendered = renderWithApp(
    <CardSlots>
      <FeedRoute />
    </CardSlots>,
    { route: '/?tab=foryou' },
  );
  return { ...rendered, hides };
}

/** Opens a card's '…' menu by keyboard (no pointer over the card: that prefetches its page). */
async function openMenuOf(user: ReturnType<typeof forYouFeed>['user'], title: string) {
  const card = await screen.findByRole('article', { name: title });
  act(() => within(card).getByRole('button', { name: 'Video actions' }).focus());
  await user.keyboard('{Enter}');
  return screen.findByRole('menu');
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('For You in the feed', () => {
  it('is a tab after Hot, chosen from the address', async () => {
    forYouFeed();

    const tabs = await screen.findByRole('tablist', { name: 'Feed' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Latest', 'Hot', 'For You', 'Following']);
    expect(within(tabs).getByRole('tab', { name: 'For You' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: 'For You videos' })).toBeVisible();
  });

  it('is there for visitors too', async () => {
    forYouFeed({ user: null });

    const tabs = await screen.findByRole('tablist', { name: 'Feed' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Latest', 'Hot', 'For You']),
    );
    expect(within(tabs).getByRole('tab', { name: 'For You' })).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves out what a visitor watched to the end in this browser session', async () => {
    sessionStorage.setItem(FINISHED_STORAGE_KEY, JSON.stringify([7]));
    try {
      forYouFeed({ user: null });

      expect(await screen.findByRole('article', { name: 'Paper fox' })).toBeVisible();
      expect(screen.queryByRole('article', { name: 'Neon koi' })).not.toBeInTheDocument();
    } finally {
      sessionStorage.clear();
    }
  });
});

describe("The card menu's steering", () => {
  it('offers why, and the four ways to see less, in the contract’s words', async () => {
    const { user } = forYouFeed();

    const menu = await openMenuOf(user, 'Neon koi');

    await waitFor(() =>
      expect(itemNames(menu)).toEqual([
        'Flag video',
        COLLECTION_TEXTS.save,
        REMIX_TEXTS.remix,
        FOR_YOU_TEXTS.why,
        FOR_YOU_TEXTS.notInterested,
        FOR_YOU_TEXTS.showFewer('bob'),
        FOR_YOU_TEXTS.hideTool('Sora'),
        FOR_YOU_TEXTS.hideCategory('Animation'),
      ]),
    );
  });

  it("puts an admin's 'Label video' beside Flag video, Save and Remix next, For You's items after a line", async () => {
    const { user } = forYouFeed({ user: { ...ALICE, isAdmin: true } });

    const menu = await openMenuOf(user, 'Neon koi');

    await waitFor(() =>
      expect(itemNames(menu).slice(0, 5)).toEqual([
        'Flag video',
        'Label video',
        COLLECTION_TEXTS.save,
        REMIX_TEXTS.remix,
        FOR_YOU_TEXTS.why,
      ]),
    );
    expect(within(menu).getAllByRole('separator')).toHaveLength(1);
  });

  it("'Not interested', by keyboard, takes the card out at once, says so politely, and keeps focus", async () => {
    const { user, hides } = forYouFeed();
    const menu = await openMenuOf(user, 'Neon koi');
    const item = await within(menu).findByRole('menuitem', { name: FOR_YOU_TEXTS.notInterested });

    // Down the menu to it (Flag video, Save, Remix and Why am I seeing this? come first), then Enter.
    for (let presses = 0; presses < 5 && document.activeElement !== item; presses += 1) {
      await user.keyboard('{ArrowDown}');
    }
    expect(item).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Neon koi' })).not.toBeInTheDocument());
    expect(hides).toEqual([{ kind: 'video', target: '7' }]);
    expect(screen.getByRole('article', { name: 'Paper fox' })).toBeVisible();
    const notice = await screen.findByText(FOR_YOU_TEXTS.hiddenDone);
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
    // Focus was on the card's '…' button: it moves to the next card rather than to the page's body.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Paper fox' })).toHaveFocus());
  });

  it("'Hide {category}' sends the category's slug and takes out every card of it", async () => {
    const PUFFIN = videoCard({ id: 9, title: 'Puffin parade', ownerUsername: 'dan', channel: '@dan' });
    const { user, hides } = forYouFeed({ items: [KOI, FOX, PUFFIN] });
    const menu = await openMenuOf(user, 'Neon koi');

    await user.click(await within(menu).findByRole('menuitem', { name: FOR_YOU_TEXTS.hideCategory('Animation') }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Neon koi' })).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Puffin parade' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Paper fox' })).toBeVisible();
    expect(hides).toEqual([{ kind: 'category', target: 'animation' }]);
  });

  it('keeps the card and shows the server’s words when it refuses', async () => {
    const { user } = forYouFeed();
    server.use(
      http.post('/api/me/feed/hides', () => refuse(400, { code: 'bad_request', message: FOR_YOU_TEXTS.unknownTarget })),
    );
    const menu = await openMenuOf(user, 'Neon koi');

    await user.click(await within(menu).findByRole('menuitem', { name: FOR_YOU_TEXTS.showFewer('bob') }));

    expect(await screen.findByText(FOR_YOU_TEXTS.unknownTarget)).toBeVisible();
    expect(screen.getByRole('article', { name: 'Neon koi' })).toBeVisible();
  });

  it('leaves out the tool and the category a video does not have', async () => {
    const PLAIN = videoCard({ id: 10, title: 'Plain', platformSlug: null, categorySlug: null, categoryLabel: null });
    const { user } = forYouFeed({ items: [PLAIN] });

    const menu = await openMenuOf(user, 'Plain');

    await waitFor(() => expect(itemNames(menu)).toContain(FOR_YOU_TEXTS.showFewer('bob')));
    expect(itemNames(menu)).not.toContain(FOR_YOU_TEXTS.hideTool('Sora'));
    expect(itemNames(menu)).not.toContain(FOR_YOU_TEXTS.hideCategory('Animation'));
  });

  it('offers no steering on one’s own video, nor to a visitor; why is for everyone', async () => {
    const OWN = videoCard({ id: 11, title: 'Mine', isOwned: true, reason: { kind: 'newCreator' } });
    const { user } = forYouFeed({ user: null, items: [OWN, FOX] });

    for (const title of ['Mine', 'Paper fox']) {
      const menu = await openMenuOf(user, title);
      await waitFor(() => expect(itemNames(menu)).toContain(FOR_YOU_TEXTS.why));
      expect(itemNames(menu)).not.toContain(FOR_YOU_TEXTS.notInterested);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    }
  });
});

describe("'Why am I seeing this?'", () => {
  it('names the reason in one line, in a dialog that gives focus back', async () => {
    const { user } = forYouFeed();
    const menu = await openMenuOf(user, 'Neon koi');

    await user.click(await within(menu).findByRole('menuitem', { name: FOR_YOU_TEXTS.why }));

    const dialog = await screen.findByRole('dialog', { name: FOR_YOU_TEXTS.why });
    expect(dialog).toHaveAccessibleDescription('Because you clapped videos in Animation');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByRole('article', { name: 'Neon koi' });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Video actions' })).toHaveFocus());
  });

  it('is not offered on a card from another tab (it carries no reason)', async () => {
    const { user } = forYouFeed({ items: [videoCard({ id: 12, title: 'Latest one' })] });

    const menu = await openMenuOf(user, 'Latest one');

    await waitFor(() => expect(itemNames(menu)).toContain(FOR_YOU_TEXTS.notInterested));
    expect(itemNames(menu)).not.toContain(FOR_YOU_TEXTS.why);
  });
});
