import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProvider } from '../app/provider';
import { queryConfig } from '../lib/query-client';

/**
 * The app's own cache rules, but no waiting between tries: a request that the app retries once
 * (after a network failure) is retried at once, so a failure shows without a second's pause.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...queryConfig.queries, retry: false, retryDelay: 0, refetchInterval: false },
      mutations: { ...queryConfig.mutations, retry: false, retryDelay: 0 },
    },
  });
}

/** Stands in for /login: the tests only need to know that the app went there, and with which `next`. */
function LoginStandIn() {
  const { search } = useLocation();
  return <p>Login page {new URLSearchParams(search).get('next')}</p>;
}

export interface RenderOptions {
  /** The address the screen is rendered at ('/video/7', '/settings?section=password'). */
  route?: string;
  /** The router pattern the screen answers to ('/u/:username'), for screens that read parameters. */
  path?: string;
}

/**
 * Renders `ui` inside the app's real providers (AppProvider: cache, theme, tooltips, toasts) and a
 * memory router, at `route` (matched by `path`). Returns Testing Library's queries, a user-event session and the
 * router (to check where the app went).
 */
export function renderWithApp(ui: ReactNode, { route = '/', path = '*' }: RenderOptions = {}) {
  const client = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginStandIn /> },
      { path, element: ui },
    ],
    { initialEntries: [route] },
  );
  // `accept` on a file input is a hint to the picker, not a guarantee: people can still choose any
  // file ('All files'), and the forms' own checks are what the tests are about.
  // No pause between keys (`delay: null`): each pause is a timer, and on a busy runner they add up.
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const result = render(
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, client, router };
}

/**
 * Puts `text` in a field as one paste (one input event) rather than a key at a time: a long text
 * typed key by key costs a render per character, which is slow and proves nothing more.
 */
export async function pasteInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
