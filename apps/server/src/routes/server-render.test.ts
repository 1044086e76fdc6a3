import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { firstScreenRenderer, withFirstScreen } from './server-render.js';

const PAGE = '<body>\n    <div id="root"></div>\n    <script type="module" src="/a.js"></script>\n  </body>';

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

  it('loads the module once and passes the URL and the answers through', async () => {
    const dist = buildWith(
      'let loads = 0; loads++; export async function render(url, data, now) { return [url, Object.keys(data).join(","), now, loads].join("|"); }',
    );
    const renderer = firstScreenRenderer(dist, log());
    const render = await renderer();
    expect(await render!('/video/1', { '/api/me': { user: null } }, 42)).toBe('/video/1|/api/me|42|1');
    expect(await renderer()).toBe(render);
  });

  it('answers null and logs when the render throws, or the module is broken', async () => {
    const logger = log();
    const render = await firstScreenRenderer(
      buildWith('export async function render() { throw new Error("boom"); }'),
      logger,
    )();
    expect(await render!('/', {}, 1)).toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(await firstScreenRenderer(buildWith('export const render = 1;'), logger)()).toBeNull();
    expect(await firstScreenRenderer(buildWith('this is not javascript'), logger)()).toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(3);
  });
});
