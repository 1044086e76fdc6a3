import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdLinksUntilLive } from './held-links';
import { replayHeldPresses } from './held-presses';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const frames = async (n: number) => {
  for (let i = 0; i < n; i++) await nextFrame();
};
let stop = () => undefined as void;

/** A page's root with a card taken over later (`data-lazy`), as the server rendered it. */
function page(href = '/video/7') {
  const root = document.createElement('div');
  root.innerHTML = `<ul><li data-lazy=""><article><h3><a href="${href}">Koi</a></h3></article></li></ul><a href="/search">Search</a>`;
  document.body.append(root);
  stop = holdLinksUntilLive(root);
  const [link, outside] = root.querySelectorAll('a') as unknown as [HTMLAnchorElement, HTMLAnchorElement];
  const part = root.querySelector('li')!;
  const clicks: { href: string | null; prevented: boolean }[] = [];
  // What reaches the page, and whether the browser would follow it (unless prevented). Then it is
  // stopped, as the app's Link does, so the test's page stays where it is.
  root.addEventListener('click', (e) => {
    clicks.push({ href: (e.target as Element).getAttribute('href'), prevented: e.defaultPrevented });
    e.preventDefault();
  });
  return { root, link, outside, part, clicks };
}
const press = (link: Element, init: MouseEventInit = {}) =>
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  delete window.__promptreelPresses;
  vi.unstubAllGlobals();
});

describe('links pressed before the app has them', () => {
  it('join the presses held while the page is taken over, and are pressed again with them', () => {
    const held = { queue: [] as Element[], stop: () => undefined };
    window.__promptreelPresses = held;
    const { outside, clicks } = page();
    const followed = press(outside);
    // Neither the browser nor the page being taken over gets it.
    expect(followed).toBe(false);
    expect(clicks).toEqual([]);
    expect(held.queue).toEqual([outside]);
    expect(replayHeldPresses()).toBe(1);
    // The app's own Link has the click now, and the browser is not told to stop it.
    expect(clicks).toEqual([{ href: '/search', prevented: false }]);
  });

  it('wait in a card not yet taken over, until it is; other links and pressed keys are left alone', async () => {
    const { link, outside, part, clicks } = page();
    press(outside);
    press(link, { ctrlKey: true });
    press(link);
    await frames(2);
    expect(clicks).toEqual([
      { href: '/search', prevented: false },
      { href: '/video/7', prevented: false },
      { href: '/video/7', prevented: true },
    ]);
    part.setAttribute('data-live', '');
    await frames(2);
    expect(clicks.at(-1)).toEqual({ href: '/video/7', prevented: false });
    press(link);
    expect(clicks).toHaveLength(5);
    expect(clicks.at(-1)).toEqual({ href: '/video/7', prevented: false });
  });

  it('press the link React put in place of the server’s, if it rendered the card afresh', async () => {
    const { link, part, clicks } = page();
    press(link);
    const fresh = part.cloneNode(true) as HTMLElement;
    part.replaceWith(fresh);
    fresh.setAttribute('data-live', '');
    await frames(2);
    expect(clicks).toEqual([
      { href: '/video/7', prevented: true },
      { href: '/video/7', prevented: false },
    ]);
  });

  it('are followed by the browser if the app never has the card', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    const { link } = page();
    press(link);
    for (let frame = 0; frame < 125 && assign.mock.calls.length === 0; frame++) await nextFrame();
    expect(assign).toHaveBeenCalledWith('/video/7');
  });
});
