import {
  type Collection,
  collectionChangeSchema,
  COLLECTION_TEXTS,
  saveMenuSchema,
  savedToText,
} from '@promptreel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import type { renderWithApp } from './render';
import { answer, server } from './server';

type Rendered = ReturnType<typeof renderWithApp>;

/**
 * The Save menu's API for video 7: the collections `before` (none for a new account, whose Saved is
 * made by its first save) and a PUT to Saved answering `saved`. Returns the requests, in order.
 */
export function saveMenuApi(before: Collection[], saved: Collection): string[] {
  const sent: string[] = [];
  server.use(
    http.get('/api/me/collections', ({ request }) => {
      sent.push(`GET ${new URL(request.url).search}`);
      return answer(saveMenuSchema, { items: before.map((c) => ({ ...c, holds: false })) });
    }),
    http.put('/api/me/saved/:videoId', ({ params }) => {
      sent.push(`PUT ${String(params.videoId)}`);
      return answer(collectionChangeSchema, { collection: saved, holds: true });
    }),
  );
  return sent;
}

/** Opens Save to… from `save` by keyboard, ticks Saved, checks what was said and sent, and closes it. */
export async function saveToSavedByKeyboard(user: Rendered['user'], save: () => HTMLElement, sent: string[]) {
  act(() => save().focus());
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
  expect(save()).toHaveFocus();
}

/** A visitor's press of `save`: asked to log in, no menu, then /login with video 7 as what comes next. */
export async function visitorSentToLogin({ user, router }: Rendered, save: () => HTMLElement) {
  // The visitor is known once /api/me has answered.
  await waitFor(() => expect(save()).not.toHaveAttribute('aria-haspopup'));
  await user.click(save());

  expect(await screen.findByText(COLLECTION_TEXTS.logInToSave)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
  expect(await screen.findByText('Login page /video/7')).toBeInTheDocument();
}
