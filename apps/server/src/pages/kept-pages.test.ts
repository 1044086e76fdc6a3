import { describe, expect, it, vi } from 'vitest';
import { createLocalVersion } from '../bus/shared-version.js';
import { createKeptPages, type Page } from './kept-pages.js';

const KB = 1024;

/** A page maker that counts its calls; each page's body names the call that made it. */
function maker(size = KB, keep = true) {
  let made = 0;
  const make = async (): Promise<Page> => {
    made++;
    const n = made;
    await new Promise((r) => setTimeout(r, 5));
    return { status: 200, tag: 't', weak: true, body: Buffer.from(String(n).padEnd(size, '.')), keep };
  };
  return { make, made: () => made };
}

const madeBy = (page: { body: Buffer }) => Number(page.body.toString().replace(/\.+$/, ''));

describe('kept pages', () => {
  it('makes a page once for every request missing it at the same moment, then keeps it', async () => {
    const pages = createKeptPages(createLocalVersion(), { maxBytes: 100 * KB, freshMs: 60_000 });
    const m = maker();
    const all = await Promise.all(Array.from({ length: 10 }, () => pages.page('/', m.make)));
    expect(m.made()).toBe(1);
    expect(new Set(all).size).toBe(1);
    await pages.page('/', m.make);
    expect(m.made()).toBe(1);
  });

  it('after a write, sends the page before to requests that come while the first one makes the new one', async () => {
    const version = createLocalVersion();
    const pages = createKeptPages(version, { maxBytes: 100 * KB, freshMs: 60_000 });
    const m = maker();
    await pages.page('/', m.make);
    await version.bump();
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const first = pages.page('/', async () => (await held, m.make()));
    await new Promise((r) => setTimeout(r, 1));
    // Before, every request after the write waited for (or made) a page of its own.
    const during = await Promise.race([pages.page('/', m.make), new Promise((r) => setTimeout(r, 200, 'waited'))]);
    expect(during !== 'waited' && madeBy(during as Page)).toBe(1);
    release();
    expect(madeBy(await first)).toBe(2);
    expect(madeBy(await pages.page('/', m.make))).toBe(2);
    expect(m.made()).toBe(2);
  });

  it('forgets every page when the shared version moves, and keeps nothing made before it moved', async () => {
    const version = createLocalVersion();
    const pages = createKeptPages(version, { maxBytes: 100 * KB, freshMs: 60_000 });
    const m = maker();
    await pages.page('/', m.make);
    await version.bump();
    expect(madeBy(await pages.page('/', m.make))).toBe(2);
    // A write lands while a page is being made: a request after it does not join that making.
    const before = pages.page('/video/1', m.make);
    await new Promise((r) => setTimeout(r, 1));
    await version.bump();
    const after = pages.page('/video/1', m.make);
    expect(madeBy(await before)).toBe(3);
    expect(madeBy(await after)).toBe(4);
    expect(madeBy(await pages.page('/video/1', m.make))).toBe(4);
  });

  it('holds no more than its bytes: the page asked longest ago is made again', async () => {
    // Each page counts twice its body: three of 4 KB fit in 25 KB, a fourth pushes the first out.
    const pages = createKeptPages(createLocalVersion(), { maxBytes: 25 * KB, freshMs: 60_000 });
    const m = maker(4 * KB);
    for (const url of ['/a', '/b', '/c']) await pages.page(url, m.make);
    await pages.page('/a', m.make);
    expect(m.made()).toBe(3);
    await pages.page('/d', m.make);
    await pages.page('/a', m.make);
    expect(m.made()).toBe(4);
    await pages.page('/b', m.make);
    expect(m.made()).toBe(5);
  });

  it('makes again a page it must not keep (a render skipped or failed), and keeps nothing at 0 bytes', async () => {
    const pages = createKeptPages(createLocalVersion(), { maxBytes: 100 * KB, freshMs: 60_000 });
    const skipped = maker(KB, false);
    await pages.page('/', skipped.make);
    await pages.page('/', skipped.make);
    expect(skipped.made()).toBe(2);
    const none = createKeptPages(createLocalVersion(), { maxBytes: 0, freshMs: 60_000 });
    const m = maker();
    await none.page('/', m.make);
    await none.page('/', m.make);
    expect(m.made()).toBe(2);
  });

  it('sends a page older than freshMs at once and makes it again behind it', async () => {
    const pages = createKeptPages(createLocalVersion(), { maxBytes: 100 * KB, freshMs: 200 });
    const m = maker();
    await pages.page('/', m.make);
    await new Promise((r) => setTimeout(r, 250));
    expect(madeBy(await pages.page('/', m.make))).toBe(1);
    await vi.waitFor(async () => expect(madeBy(await pages.page('/', m.make))).toBe(2));
    expect(m.made()).toBe(2);
  });
});
