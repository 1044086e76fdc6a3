import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForApp } from './fixtures';

// The tooltip of icon buttons and links (components/ui/tooltip.tsx), after the WAI-ARIA tooltip
// pattern: shown on hover after a delay and on keyboard focus, hidden on Escape, blur and pointer
// leave, describing its trigger while shown, absent from the page otherwise.

async function openFeed(page: Page): Promise<Locator> {
  await page.goto('/');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  // Hover and focus do their work (the tooltip, fetching the '…' menu) once the code is live.
  await waitForApp(page);
  return card;
}

/** Moves focus onto `target` with the keyboard (Tab), so that it is focus-visible. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await target.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/**
 * The '…' button swaps itself for the real menu (Radix, which gives its trigger an id) when its code
 * arrives after the first focus (video-actions-menu.tsx); tabbing while that happens would race it.
 */
async function loadActionsMenu(trigger: Locator): Promise<void> {
  await trigger.focus();
  await expect(trigger).toHaveAttribute('id', /.+/);
}

test('hovering shows the tooltip after a delay, leaving or Escape hides it', async ({ page }) => {
  const card = await openFeed(page);
  // The comment count's link: the '…' button would swap itself for the real menu under the pointer.
  const trigger = card.getByRole('link', { name: /comments?$/ });
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveCount(0);

  // When the pointer arrived and when the tooltip was added, as the page saw them.
  await page.evaluate(() => {
    const times: Record<string, number> = {};
    (window as unknown as { tooltipTimes: Record<string, number> }).tooltipTimes = times;
    document.addEventListener(
      'pointerover',
      (event) => {
        const onTrigger = (event.target as Element).closest('a[href$="#comments"]');
        if (onTrigger) times.hovered ??= performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      if (document.querySelector('[role="tooltip"]')) times.shown ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await trigger.hover();
  await expect(tooltip).toHaveText('Comments');
  const { hovered, shown } = await page.evaluate(
    () => (window as unknown as { tooltipTimes: Record<string, number> }).tooltipTimes,
  );
  expect(shown! - hovered!, 'delay before the tooltip shows').toBeGreaterThanOrEqual(350);
  await expect(trigger).toHaveAccessibleDescription('Comments');
  // Above the link, as asked for.
  const [t, b] = [(await tooltip.boundingBox())!, (await trigger.boundingBox())!];
  expect(t.y + t.height).toBeLessThanOrEqual(b.y);

  // The pointer may move onto the tooltip without losing it (WCAG 1.4.13), then away.
  await page.mouse.move(t.x + t.width / 2, t.y + t.height / 2, { steps: 4 });
  await page.waitForTimeout(300);
  await expect(tooltip).toHaveCount(1);
  await page.mouse.move(5, 400);
  await expect(tooltip).toHaveCount(0);
  await expect(trigger).toHaveAccessibleDescription('');

  await trigger.hover();
  await expect(tooltip).toHaveText('Comments');
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  // A press hides it too, and the focus the press brings does not show it again.
  const theme = page.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
  await theme.hover();
  await expect(tooltip).toHaveText(/^Switch to (dark|light) theme$/);
  await theme.click();
  await page.waitForTimeout(600);
  await expect(tooltip).toHaveCount(0);
});

test('keyboard focus shows the tooltip at once; Escape and blur hide it', async ({ page }) => {
  const card = await openFeed(page);
  const trigger = card.getByRole('button', { name: 'Video actions' });
  const tooltip = page.getByRole('tooltip').filter({ hasText: 'Video actions' });

  await loadActionsMenu(trigger);
  await tabTo(page, trigger);
  await expect(tooltip).toBeVisible();
  await expect(page.getByRole('tooltip')).toHaveCount(1);
  await expect(trigger).toHaveAccessibleDescription('Video actions');

  // Escape closes the tooltip and nothing else: focus stays on the button.
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAccessibleDescription('');

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(trigger).not.toBeFocused();
  await expect(tooltip).toHaveCount(0);
});

test('on a 360 px phone the tooltip stays inside the screen, in the light and the dark theme', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, colorScheme, hasTouch: true });
    const page = await context.newPage();
    const card = await openFeed(page);

    // A tap shows no tooltip: touch has no hover, and a tap's focus is not keyboard focus.
    const comments = card.getByRole('link', { name: /comments?$/ });
    await comments.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
    await comments.tap();
    await page.waitForTimeout(600);
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    // The '…' button sits at the card's right edge; a centred tooltip would overflow the screen.
    const trigger = card.getByRole('button', { name: 'Video actions' });
    await loadActionsMenu(trigger);
    await tabTo(page, trigger);
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('Video actions');
    const box = (await tooltip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    await expectNoAxeViolations(page, `feed with a tooltip shown (${colorScheme})`);
    await context.close();
  }
});
