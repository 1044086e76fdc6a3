import {
  cataloguesResponseSchema,
  feedResponseSchema,
  meResponseSchema,
  REMIX_TEXTS,
  videoDetailSchema,
  type Recipe,
  type VideoCard,
} from '@promptreel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ALICE, CATALOGUES, videoCard, videoDetail } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { answer, server } from '../test/server';
import { CardSlots } from './card-slots';
import { FeedRoute } from './routes/feed';

const RECIPE: Recipe = {
  model: 'Kling 2.1',
  modelVersion: null,
  negativePrompt: null,
  seed: '42',
  durationSeconds: null,
  aspectRatio: null,
  settings: [],
  references: [],
};

/** The Latest feed with one card; its page answers with `recipe`. */
function feedOf(card: VideoCard, recipe: Recipe | null = RECIPE) {
  server.use(
    http.get('/api/me', () => answer(meResponseSchema, { user: ALICE })),
    http.get('/api/catalogues', () => answer(cataloguesResponseSchema, CATALOGUES)),
    http.get('/api/videos', () => answer(feedResponseSchema, { items: [card], nextCursor: null })),
    http.get('/api/videos/:id', () => answer(videoDetailSchema, videoDetail(card, { recipe }))),
  );
  const rendered = renderWithApp(
    <CardSlots>
      <FeedRoute />
    </CardSlots>,
    { route: '/' },
  );
  return rendered;
}

/** Opens the card's '…' menu by keyboard. */
async function openMenu(user: ReturnType<typeof feedOf>['user'], title: string) {
  const card = await screen.findByRole('article', { name: title });
  act(() => within(card).getByRole('button', { name: 'Video actions' }).focus());
  await user.keyboard('{Enter}');
  return screen.findByRole('menu');
}

describe("The card menu's remixing", () => {
  it("'Use this prompt' copies the prompt with the recipe the card lacks, and says where to paste it", async () => {
    const { user } = feedOf(videoCard({ prompt: 'Koi under lanterns', platform: 'Kling' }));
    const menu = await openMenu(user, 'Neon koi');
    await user.click(within(menu).getByRole('menuitem', { name: REMIX_TEXTS.useThisPrompt }));
    expect(await screen.findByText(REMIX_TEXTS.promptCopied)).toBeInTheDocument();
    expect(screen.getByText('Paste it into Kling.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Koi under lanterns\nModel: Kling 2.1, Seed: 42');
  });

  it("'Remix' opens the upload form for that video", async () => {
    const { user, router } = feedOf(videoCard({ prompt: 'Koi under lanterns' }));
    const menu = await openMenu(user, 'Neon koi');
    await user.click(within(menu).getByRole('menuitem', { name: REMIX_TEXTS.remix }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/upload?remix=7'),
    );
  });

  it('offers no Remix when its creator turned remixes off, nor Use this prompt without a prompt', async () => {
    const { user } = feedOf(videoCard({ prompt: null, allowRemixes: false }));
    const menu = await openMenu(user, 'Neon koi');
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toContain('Flag video');
    expect(names).not.toContain(REMIX_TEXTS.remix);
    expect(names).not.toContain(REMIX_TEXTS.useThisPrompt);
  });
});
