import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { demoVideos } from './moderation-helpers';

// Issue 37: later texts come in groups (apps/web/vite-text-groups.ts). A video page opened from a
// link, the commonest first visit, fetches the group watching needs, not every later text; a page
// that needs the rest fetches it when it is opened, and shows it in the page's language.

const LATER = path.resolve('apps/web/src/locales/ja/later');
const japanese = (part: string, key: string) =>
  (JSON.parse(fs.readFileSync(path.join(LATER, `${part}.json`), 'utf8')) as Record<string, string>)[key]!;

/** The paths of the text chunks the page fetches from now on. */
function recordTexts(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/assets\/texts-/.test(pathname)) seen.push(pathname);
  });
  return () => seen;
}

test.use({ locale: 'ja' });

test('a video page opened from a link fetches only the texts watching needs; the guidelines bring the rest', async ({
  page,
}) => {
  const [video] = await demoVideos(page);
  const texts = recordTexts(page);
  await page.goto(`/video/${video!.id}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: video!.title })).toBeVisible();
  // Its comments' texts are of the group watching needs, in Japanese.
  await expect(page.getByRole('heading', { name: japanese('comments', 'comments.heading') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(texts().filter((p) => /texts-watch-ja-/.test(p))).toHaveLength(1);
  expect(texts().filter((p) => /texts-rest-/.test(p))).toEqual([]);
  expect(texts().filter((p) => !/-ja-/.test(p))).toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'コミュニティガイドライン' }).click();
  await expect(page.getByRole('heading', { level: 1, name: japanese('guidelines', 'guidelines.title') })).toBeVisible();
  expect(texts().filter((p) => /texts-rest-ja-/.test(p))).toHaveLength(1);
  expect(texts().filter((p) => /texts-watch-ja-/.test(p))).toHaveLength(1);
});
