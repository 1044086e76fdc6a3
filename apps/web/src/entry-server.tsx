// Built separately (vite.config.ts: ssrBuild) into the web build's ssr/ folder, which the server
// loads at run time (apps/server/src/pages/server-render.ts): the app's own components render a
// visitor's first screen, so there is one copy of every screen, not a server-side imitation.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { seedFirstLoad } from './app/first-load-data';
import { AppProvider } from './app/provider';
import { SERVER_TIME_ZONE } from './app/server-rendering';
import { routes } from './app/routes-table';
import { loadLocale } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@promptreel/contract';

/**
 * The loaders only prefetch into the browser's cache; on the server the data comes with the request,
 * and a loader asking the API from here would ask itself over HTTP.
 */
function withoutLoaders(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const { loader: _loader, ...rest } = route;
    return { ...rest, children: route.children && withoutLoaders(route.children) } as RouteObject;
  });
}

const handler = createStaticHandler(withoutLoaders(routes));

// Texts come from one active language at a time (lib/i18n.ts): renders take turns, which costs
// nothing, since each is CPU work on this one thread anyway.
let turn: Promise<unknown> = Promise.resolve();

/**
 * The markup of `#root` for `url` in `locale`, rendered from `data` (the first load's API answers,
 * keyed by URL, exactly as the page carries them) with times as of `now` in UTC (the browser takes
 * the markup over with the same clock), or null when the router answers with a redirect. Waits for
 * every lazily loaded page, so the markup is the finished screen, not its loading state.
 */
export function render(
  url: string,
  data: Record<string, unknown>,
  now: number,
  locale?: string,
): Promise<string | null> {
  const mine = turn.then(() => renderNow(url, data, now, isLocale(locale) ? locale : DEFAULT_LOCALE));
  turn = mine.catch(() => undefined);
  return mine;
}

async function renderNow(url: string, data: Record<string, unknown>, now: number, locale: Locale) {
  await loadLocale(locale);
  const client = createQueryClient();
  seedFirstLoad(client, data);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider client={client} clock={{ now, timeZone: SERVER_TIME_ZONE }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    // Above this size React moves a finished Suspense boundary's content to the end of the page,
    // behind a hidden element and an inline script that swaps it in: the first poster would wait
    // for that script. The whole screen is rendered before sending anyway, so keep it in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  client.clear();
  return html;
}
