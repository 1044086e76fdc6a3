import fs from 'node:fs';
import path from 'node:path';
import { directionOf, LOCALES, type Locale } from '@promptreel/contract';
import { escapeHtml } from '../lib/escape-html.js';
import { BRAND, textIn } from '../lib/texts.js';

/** The web build's list of each language's first-load catalogue chunk (apps/web/vite-catalogues.ts). */
const PRELOADS_FILE = 'locale-preloads.json';

/**
 * Each language's app page: `<html lang dir>` set, the site's description and the Atom feed's title in
 * it, and its texts' chunk preloaded beside the entry's.
 */
export function localePages(indexHtml: string, webDist: string | undefined): Record<Locale, string> {
  const file = webDist ? path.join(webDist, PRELOADS_FILE) : null;
  const preloads: Record<string, string> = file && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const href = preloads[locale];
      const link = href ? `<link rel="modulepreload" crossorigin href="${href}">\n  ` : '';
      const words = (key: string) => escapeHtml(textIn(locale, key, { brand: BRAND }));
      const html = indexHtml
        .replace(/<html lang="[^"]*"/, `<html lang="${locale}" dir="${directionOf(locale)}"`)
        // The built index.html spreads a tag over lines: each attribute is found on its own.
        .replace(
          /(<meta\s+name="description"\s+content=")[^"]*"/,
          (_, start: string) => `${start}${words('share.siteDescription')}"`,
        )
        .replace(
          /(<link\s[^>]*type="application\/atom\+xml"[^>]*title=")[^"]*"/,
          (_, start: string) => `${start}${words('share.latestFeedTitle')}"`,
        )
        .replace('</head>', () => `${link}</head>`);
      return [locale, html];
    }),
  ) as Record<Locale, string>;
}
