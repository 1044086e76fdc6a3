import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';

export const SCREEN_DIR = 'test-results/screens';

/**
 * Poll steps (ms) for what arrives in a second or so (a mail, a processing job): Playwright's default
 * steps grow to a whole second, often waiting most of one after the thing has come.
 */
export const QUICK_POLL = [100, 200, 300];

/** Fails with the list of WCAG A/AA violations axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name) is an experimental rule in axe, left out of a run by tags: ask for it.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Saves a screenshot to look at (test-results/screens/<name>.png). */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREEN_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREEN_DIR}/${name}.png`, fullPage: false });
}

/**
 * Waits until the app's code has taken over a server-rendered page (React's own properties sit on
 * `<main>`); at once on a page the browser rendered. Before then a focus or hover does nothing that
 * needs the code (presses are held and made again, links work as links).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Whether Chromium's own accessibility tree leaves out the element (what assistive technology gets). */
export async function ignoredByChromium(page: Page, selector: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const found = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector(${JSON.stringify(selector)})`,
    });
    expect(found.result.objectId, selector).toBeTruthy();
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: found.result.objectId,
      fetchRelatives: false,
    });
    return nodes[0]?.ignored === true;
  } finally {
    await cdp.detach();
  }
}

/**
 * Two taps at one point, sent without waiting for the first to be answered: a finger's double-tap.
 * Awaited one after the other, each tap waits for a round trip, which on a busy machine can take
 * longer than the viewer's double-tap window (DOUBLE_TAP_MS), and the page then sees two taps.
 */
export async function doubleTap(page: Page, x: number, y: number): Promise<void> {
  await Promise.all([page.touchscreen.tap(x, y), page.touchscreen.tap(x, y)]);
}
