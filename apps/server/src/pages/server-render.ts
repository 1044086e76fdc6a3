import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { startRenderWorker, type RenderWorker } from './render-worker.js';

/**
 * Renders the web app's first screen for a URL in a language from the first load's API answers, with
 * times as of `now` (the web build's ssr/entry-server.js), or null when it cannot be rendered on the server.
 */
export type FirstScreenRenderer = (
  url: string,
  data: Record<string, unknown>,
  now: number,
  locale: string,
) => Promise<string | null>;

/** Where the web build puts its server-side module (apps/web/vite.config.ts: ssrBuild). */
export const SSR_FOLDER = 'ssr';

/** How long one render may take, and how many may wait for the render thread, before a page goes out unrendered. */
const RENDER_TIMEOUT_MS = 10_000;
const RENDERS_WAITING = 32;

/**
 * The web build's renderer, started on first use in a worker thread (pages/render-worker.ts), so
 * rendering never holds the event loop; null without one (a build from before, or none): then
 * every page is the plain app page and the browser renders it, as before, only slower. A render
 * that fails is logged and answered with null, so the visitor still gets the app page. `close`
 * stops the thread.
 */
export function firstScreenRenderer(
  webDist: string | undefined,
  log: FastifyBaseLogger,
): (() => Promise<FirstScreenRenderer | null>) & { close(): Promise<void> } {
  const file = webDist ? path.join(webDist, SSR_FOLDER, 'entry-server.js') : null;
  let loading: Promise<RenderWorker | null> | null = null;
  const load = async (): Promise<RenderWorker | null> => {
    if (!file || !fs.existsSync(file)) return null;
    return startRenderWorker(pathToFileURL(file).href, {
      timeoutMs: RENDER_TIMEOUT_MS,
      maxWaiting: RENDERS_WAITING,
      onError: (err, url) =>
        url === null
          ? log.error({ err }, "could not load the web build's server renderer")
          : log.error({ err, url }, 'could not render the first screen on the server'),
    });
  };
  let renderer: Promise<FirstScreenRenderer | null> | null = null;
  const get = () =>
    (renderer ??= (loading ??= load()).then((worker) =>
      worker
        ? (url: string, data: Record<string, unknown>, now: number, locale: string) =>
            worker.render(url, data, now, locale)
        : null,
    ));
  return Object.assign(get, {
    async close() {
      await (await loading)?.close();
    },
  });
}

const EMPTY_ROOT = /<div id="root"><\/div>/;

const APP_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * Until the app's code has taken the markup over, a press on a button (a tab, 'Load more', a clap)
 * would do nothing: it is held (the first of each button, in order) and pressed again once the app
 * is live (apps/web/src/lib/held-presses.ts). A link is left to the browser, and kept from React
 * while it is taking the page over (it would replay the click with its default already prevented,
 * and the router's links ignore such a click: the press would be lost).
 */
const PRESS_KEEPER =
  `(function(){var q=[];function k(e){var t=e.target;if(!t||!t.closest)return;var b=t.closest('button,[role="button"],[role="tab"]');` +
  `if(!b){if(t.closest('a[href]'))e.stopImmediatePropagation();return}` +
  `if(b.disabled)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(b)<0)q.push(b)}` +
  `document.addEventListener('click',k,true);` +
  `window.__promptreelPresses={queue:q,stop:function(){document.removeEventListener('click',k,true)}}})();`;

/**
 * With the screen in the HTML, the app's code is not needed to paint it: its script and the modules
 * it preloads are asked for once the page has loaded (the first poster included) and been painted,
 * so on a slow connection they do not take bandwidth from the CSS and the poster. Until then the page is the
 * server's markup: links work, buttons wait for the code (React replays a press made meanwhile
 * only once the code runs, so the code follows the paint at once rather than when idle).
 */
export function withAppCodeAfterLoad(html: string): string {
  const script = APP_SCRIPT.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(MODULE_PRELOADS)].map((m) => m[1]!);
  const urls = JSON.stringify({ entry: script[1], preloads }).replace(/</g, '\\u003c');
  const loader =
    `<script>${PRESS_KEEPER}addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){var a=${urls},h=document.head;` +
    `a.preloads.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=a.entry;h.appendChild(s)})})})</script>`;
  return html
    .replace(MODULE_PRELOADS, '')
    .replace(APP_SCRIPT, '')
    .replace('</body>', () => `  ${loader}\n  </body>`);
}

/**
 * Puts the first screen's markup into the app page's empty #root, marked with the moment it was
 * rendered, so the web app takes it over (apps/web/src/app/server-rendering.ts) with the same clock
 * instead of rendering from scratch.
 */
export function withFirstScreen(indexHtml: string, screen: { markup: string; now: number } | null): string {
  if (screen === null || !EMPTY_ROOT.test(indexHtml)) return indexHtml;
  return withAppCodeAfterLoad(
    indexHtml.replace(
      EMPTY_ROOT,
      () => `<div id="root" data-server-rendered="${Math.trunc(screen.now)}">${screen.markup}</div>`,
    ),
  );
}
