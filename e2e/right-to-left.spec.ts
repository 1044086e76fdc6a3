import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow } from './accounts';
import { expectNoAxeViolations, screenshot, waitForApp } from './fixtures';

// Issue 37, goal 5: the layout is written with logical properties (start and end), so a language
// written right to left needs a catalogue, not a redesign. None is offered yet: this renders the
// feed as one would be shown (`dir="rtl"` on the page) and checks that it mirrors, and that nothing
// runs off the screen or is cut off.

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
};

/** Elements of `scope` whose text is cut off (wider than their box, with overflow hidden). */
const clipped = (page: Page, scope: string) =>
  page.evaluate((selector) => {
    const cut: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>(`${selector} a, ${selector} button, ${selector} h2`),
    )) {
      const style = getComputedStyle(el);
      if (el.offsetParent === null || style.overflow === 'visible') continue;
      if (el.scrollWidth > el.clientWidth + 1 && style.textOverflow !== 'ellipsis') cut.push(el.outerHTML.slice(0, 80));
    }
    return cut;
  }, scope);

for (const width of [360, 1280]) {
  test(`the feed mirrors right to left at ${width} px, nothing cut off or off screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await waitForApp(page);
    await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
    const header = page.locator('header').first();
    const home = header.getByRole('link', { name: /home/ });
    const logIn = header.getByRole('link', { name: 'Log in' });
    // The logo starts the header: at the right edge; Log in ends it, at the left.
    const [homeBox, logInBox] = [await box(home), await box(logIn)];
    expect(width - (homeBox.x + homeBox.width)).toBeLessThanOrEqual(32);
    expect(logInBox.x).toBeLessThanOrEqual(32);

    // A card: its creator's name starts the row (right), its '…' menu ends the actions (left).
    const card = page.getByRole('article').first();
    const author = card.getByRole('link', { name: /^@/ }).first();
    const actions = card.getByRole('button', { name: 'Video actions' });
    expect((await box(actions)).x).toBeLessThan((await box(author)).x);
    // A handle keeps its own order inside right-to-left text: '@' before the name, not after it.
    const atThenName = await author.evaluate((link) => {
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf('@');
        if (at < 0) continue;
        const x = (offset: number) => {
          const range = document.createRange();
          range.setStart(node!, offset);
          range.setEnd(node!, offset + 1);
          return range.getBoundingClientRect().x;
        };
        return x(at) < x(at + 1);
      }
      return null;
    });
    expect(atThenName, "the handle's '@' comes before its name").toBe(true);
    // The feed's tabs run from the right: the first is the rightmost.
    const tabs = page.getByRole('tab');
    expect((await box(tabs.first())).x).toBeGreaterThan((await box(tabs.nth(1))).x);

    await expectNoHorizontalOverflow(page, `the right-to-left feed at ${width} px`);
    expect(await clipped(page, 'header')).toEqual([]);
    expect(await clipped(page, 'article')).toEqual([]);
    await expectNoAxeViolations(page, `the right-to-left feed at ${width} px`);
    await screenshot(page, `feed-rtl-${width}`);
  });
}
