import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Renders the web app's first screen for a URL from the first load's API answers, with times as of
 * `now` (the web build's ssr/entry-server.js), or null when it cannot be rendered on the server.
 */
export type FirstScreenRenderer = (url: string, data: Record<string, unknown>, now: number) => Promise<string | null>;

/** Where the web build puts its server-side module (apps/web/vite.config.ts: ssrBuild). */
export const SSR_FOLDER = 'ssr';

/**
 * The web build's renderer, imported on first use; null without one (a build from before, or none):
 * then every page is the plain app page and the browser renders it, as before, only slower. A
 * render that fails is logged and answered with null, so the visitor still gets the app page.
 */
export function firstScreenRenderer(
  webDist: string | undefined,
  log: FastifyBaseLogger,
): () => Promise<FirstScreenRenderer | null> {
  const file = webDist ? path.join(webDist, SSR_FOLDER, 'entry-server.js') : null;
  let loading: Promise<FirstScreenRenderer | null> | null = null;
  const load = async (): Promise<FirstScreenRenderer | null> => {
    if (!file || !fs.existsSync(file)) return null;
    try {
      const mod = (await import(pathToFileURL(file).href)) as { render?: unknown };
      if (typeof mod.render !== 'function') throw new Error(`${file} exports no render function`);
      const render = mod.render as FirstScreenRenderer;
      return async (url, data, now) => {
        try {
          return await render(url, data, now);
        } catch (err) {
          log.error({ err, url }, 'could not render the first screen on the server');
          return null;
        }
      };
    } catch (err) {
      log.error({ err }, "could not load the web build's server renderer");
      return null;
    }
  };
  return () => (loading ??= load());
}

const EMPTY_ROOT = /<div id="root"><\/div>/;

/**
 * Puts the first screen's markup into the app page's empty #root, marked with the moment it was
 * rendered, so the web app takes it over (apps/web/src/app/server-rendering.ts) with the same clock
 * instead of rendering from scratch.
 */
export function withFirstScreen(indexHtml: string, screen: { markup: string; now: number } | null): string {
  if (screen === null || !EMPTY_ROOT.test(indexHtml)) return indexHtml;
  return indexHtml.replace(
    EMPTY_ROOT,
    () => `<div id="root" data-server-rendered="${Math.trunc(screen.now)}">${screen.markup}</div>`,
  );
}
