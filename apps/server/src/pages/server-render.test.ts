import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { firstScreenRenderer, withAppCodeAfterLoad, withFirstScreen } from './server-render.js';

const PAGE = '<body>\n    <div id="root"></div>\n    <script type="module" src="/a.js"></script>\n  </body>';

/** The head of a built index.html: the app's script and the modules it preloads. */
const BUILT = [
  '<head>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
  '<link rel="modulepreload" crossorigin href="/assets/query-3.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-4.css">',
  '</head>',
  '<body><div id="root"></div></body>',
].join('\n');

describe('withFirstScreen', () => {
  it('puts the markup into the empty #root and marks it for hydration', () => {
    expect(withFirstScreen(PAGE, { markup: '<main>x</main>', now: 1_795_000_000_123.4 })).toContain(
      '<div id="root" data-server-rendered="1795000000123"><main>x</main></div>',
    );
  });

  it('leaves the page alone without markup, or without an empty #root', () => {
    expect(withFirstScreen(PAGE, null)).toBe(PAGE);
    const filled = PAGE.replace('<div id="root"></div>', '<div id="root"><p>old</p></div>');
    expect(withFirstScreen(filled, { markup: '<main>x</main>', now: 1 })).toBe(filled);
  });

  it('inserts the markup as it is: a "$&" in a title is text, not a replacement pattern', () => {
    expect(withFirstScreen(PAGE, { markup: '<h1>$& $1 $`</h1>', now: 1 })).toContain('<h1>$& $1 $`</h1>');
  });
});

describe('withAppCodeAfterLoad', () => {
  const html = withAppCodeAfterLoad(BUILT);

  it('takes the script and its preloads out of the head, and keeps the stylesheet', () => {
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
  });

  it('asks for them after the load event and a paint, preloads first, as the build had them', () => {
    const loader = /<script>([\s\S]*?)<\/script>\s*<\/body>/.exec(html)?.[1];
    expect(loader).toBeDefined();
    const added: { tag: string; rel?: string; href?: string; src?: string; type?: string; crossOrigin?: string }[] = [];
    const listeners: Record<string, () => void> = {};
    const documentListeners: Record<string, (event: unknown) => void> = {};
    const window: Record<string, unknown> = {};
    const env = {
      window,
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => callback(),
      document: {
        head: { appendChild: (node: (typeof added)[number]) => added.push(node) },
        createElement: (tag: string) => ({ tag }),
        addEventListener: (type: string, listener: (event: unknown) => void) => (documentListeners[type] = listener),
        removeEventListener: (type: string) => delete documentListeners[type],
      },
    };
    new Function(...Object.keys(env), loader!)(...Object.values(env));
    expect(added).toEqual([]);
    listeners.load!();
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/react-2.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/query-3.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-1.js' },
    ]);
  });

  it('holds a press on a button until the app is live (once per button), and lets links be', () => {
    const loader = /<script>([\s\S]*?)<\/script>\s*<\/body>/.exec(html)![1]!;
    const documentListeners: Record<string, (event: unknown) => void> = {};
    const window: { __promptreelPresses?: { queue: unknown[]; stop: () => void } } = {};
    const document = {
      addEventListener: (type: string, listener: (event: unknown) => void) => (documentListeners[type] = listener),
      removeEventListener: (type: string) => delete documentListeners[type],
    };
    new Function('window', 'document', 'addEventListener', loader)(window, document, () => undefined);
    const press = (target: { closest: (selector: string) => unknown }) => {
      const event = {
        target,
        prevented: false,
        stopped: false,
        preventDefault: () => (event.prevented = true),
        stopImmediatePropagation: () => (event.stopped = true),
      };
      documentListeners.click!(event);
      return { prevented: event.prevented, stopped: event.stopped };
    };
    const button = { disabled: false };
    const inButton = { closest: (selector: string) => (selector.includes('button') ? button : null) };
    const inLink = { closest: (selector: string) => (selector === 'a[href]' ? {} : null) };
    expect(press(inButton)).toEqual({ prevented: true, stopped: true });
    expect(press(inButton)).toEqual({ prevented: true, stopped: true });
    // The browser follows the link; React does not see the click.
    expect(press(inLink)).toEqual({ prevented: false, stopped: true });
    expect(window.__promptreelPresses!.queue).toEqual([button]);
    window.__promptreelPresses!.stop();
    expect(documentListeners.click).toBeUndefined();
  });

  it('keeps the pointer going down on a button the app has not taken over, until the pointer comes up', () => {
    const loader = /<script>([\s\S]*?)<\/script>\s*<\/body>/.exec(html)![1]!;
    type Listener = (event: unknown) => void;
    // Capturing listeners by their type, the others as '<type> bubble'.
    const listeners: Record<string, Listener> = {};
    const key = (type: string, capture: boolean) => (capture ? type : `${type} bubble`);
    const window: { __promptreelPresses?: { down: unknown; stop: () => void } } = {};
    const document = {
      addEventListener: (type: string, listener: Listener, capture: boolean) =>
        (listeners[key(type, capture)] = listener),
      removeEventListener: (type: string, _: Listener, capture: boolean) => delete listeners[key(type, capture)],
    };
    new Function('window', 'document', 'addEventListener', loader)(window, document, () => undefined);
    const button: Record<string, unknown> = { disabled: false };
    const target = { closest: (selector: string) => (selector.includes('button') ? button : null) };
    const goDown = (event: { target: unknown; button: number }) => {
      listeners.pointerdown!(event);
      listeners['pointerdown bubble']!(event);
    };

    const down = { target, button: 0 };
    goDown(down);
    expect(window.__promptreelPresses!.down).toEqual({ element: button, event: down });
    listeners.pointerup!({ target });
    expect(window.__promptreelPresses!.down).toBeNull();
    // Not the primary button: no press.
    goDown({ target, button: 2 });
    expect(window.__promptreelPresses!.down).toBeNull();
    // React took the button over as the event reached it (its props are on it): the app saw it.
    listeners.pointerdown!(down);
    button.__reactProps$x = {};
    listeners['pointerdown bubble']!(down);
    expect(window.__promptreelPresses!.down).toBeNull();

    window.__promptreelPresses!.stop();
    expect(listeners).toEqual({});
  });

  it('leaves a page without the app script as it is', () => {
    expect(withAppCodeAfterLoad('<body><p>x</p></body>')).toBe('<body><p>x</p></body>');
  });

  it('is applied with a rendered screen only', () => {
    expect(withFirstScreen(BUILT, null)).toBe(BUILT);
    expect(withFirstScreen(BUILT, { markup: '<main>x</main>', now: 1 })).not.toMatch(/<script type="module"/);
  });
});

describe('firstScreenRenderer', () => {
  const log = () => ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
  const buildWith = (source: string | null) => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-ssr-'));
    if (source !== null) {
      fs.mkdirSync(path.join(dist, 'ssr'));
      fs.writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), source);
    }
    return dist;
  };

  it('is null without a server-side build (the browser renders every page, as before)', async () => {
    const logger = log();
    expect(await firstScreenRenderer(buildWith(null), logger)()).toBeNull();
    expect(await firstScreenRenderer(undefined, logger)()).toBeNull();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('loads the module once and passes the URL, the answers and the language through', async () => {
    const dist = buildWith(
      'let loads = 0; loads++; export async function render(url, data, now, locale) { return [url, Object.keys(data).join(","), now, locale, loads].join("|"); }',
    );
    const renderer = firstScreenRenderer(dist, log());
    const render = await renderer();
    expect(await render!('/video/1', { '/api/me': { user: null } }, 42, 'ja')).toBe('/video/1|/api/me|42|ja|1');
    expect(await renderer()).toBe(render);
  });

  it('renders in a thread of its own: a render computing for 300 ms leaves the event loop free', async () => {
    const renderer = firstScreenRenderer(
      buildWith(
        'export async function render() { const end = Date.now() + 300; while (Date.now() < end); return "done"; }',
      ),
      log(),
    );
    const render = await renderer();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const markup = await render!('/', {}, 1, 'en-GB');
    clearInterval(timer);
    expect(markup).toBe('done');
    // Held for 300 ms, the loop would have run the timer once, after the render.
    expect(ticks).toBeGreaterThanOrEqual(10);
    await renderer.close();
  });

  it('answers null and logs when the render throws, or the module is broken', async () => {
    const logger = log();
    const render = await firstScreenRenderer(
      buildWith('export async function render() { throw new Error("boom"); }'),
      logger,
    )();
    expect(await render!('/', {}, 1, 'en-GB')).toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(await firstScreenRenderer(buildWith('export const render = 1;'), logger)()).toBeNull();
    expect(await firstScreenRenderer(buildWith('this is not javascript'), logger)()).toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(3);
  });
});
