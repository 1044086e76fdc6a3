import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow } from './accounts';
import { expectNoAxeViolations, screenshot } from './fixtures';

// The API's OpenAPI document, rendered: someone building on the API finds every operation there.
test('the API reference at /api/docs lists the operations from /api/openapi.json', async ({ page }) => {
  const doc = await (await page.request.get('/api/openapi.json')).json();
  expect(doc.openapi).toBe('3.1.0');
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: /Promptreel API/ })).toBeVisible();
  const operations = Object.values(doc.paths as Record<string, object>).flatMap((ops) => Object.keys(ops));
  await expect(page.locator('summary')).toHaveCount(operations.length);
  // One operation opened, by keyboard: its parameters come from the contract's schema.
  const feed = page.locator('summary', { hasText: 'GET /api/videos — A feed page' });
  await feed.focus();
  await page.keyboard.press('Enter');
  const parameters = page.getByRole('table', { name: 'Parameters' }).first();
  await expect(parameters).toBeVisible();
  await expect(parameters.getByRole('cell', { name: 'tab', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '/api/openapi.json' })).toHaveAttribute('href', '/api/openapi.json');
  await expectNoAxeViolations(page, 'the API reference');
  await screenshot(page, 'api-docs');
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalOverflow(page, 'API reference at 360 px');
});
