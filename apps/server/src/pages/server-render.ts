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
 * and the router's links ignore such a click: the press would be lost). A press still under way
 * when the app takes over (`down`: a pointer went down on a button the app did not see, and is not
 * yet up) is finished by the app: a menu opens on the pointer going down, and the click, coming
 * after the holding has stopped, would not open it.
 */
const PRESS_KEEPER =
  `(function(){var q=[],D=document,o={queue:q,down:null};function B(t){return t&&t.closest?t.closest('button,[role="button"],[role="tab"]'):null}` +
  `function k(e){var t=e.target;var b=B(t);` +
  `if(!b){if(t&&t.closest&&t.closest('a[href]'))e.stopImmediatePropagation();return}` +
  `if(b.disabled)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(b)<0)q.push(b)}` +
  // Whether the app is live on the button (React's props are on it): then it saw the pointer go down.
  `function L(b){return Object.keys(b).some(function(n){return n.indexOf('__reactProps')==0})}` +
  `function p(e){var b=B(e.target);o.down=b&&!b.disabled&&e.button===0&&!L(b)?{element:b,event:e}:null}` +
  `function a(e){if(o.down&&o.down.event===e&&L(o.down.element))o.down=null}` +
  `function u(){o.down=null}` +
  `var l=[['click',k,true],['pointerdown',p,true],['pointerdown',a,false],['pointerup',u,true],['pointercancel',u,true]];` +
  `l.forEach(function(x){D.addEventListener(x[0],x[1],x[2])});` +
  `o.stop=function(){l.forEach(function(x){D.removeEventListener(x[0],x[1],x[2])})};window.__promptreelPresses=o})();`;

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
