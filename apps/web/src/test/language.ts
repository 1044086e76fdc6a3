import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@promptreel/contract';

// Every language's catalogues as written; test/i18n.ts has Lingui compile them as they are read.
const parts = import.meta.glob<Messages>('../locales/*/*/*.json', { import: 'default', eager: true });

/**
 * Shows what is rendered next in `locale`, with all its texts (first-load and later), as the server
 * renders a page in it. `inLanguage('en-GB')` goes back to British English.
 */
export function inLanguage(locale: Locale): void {
  const mine = Object.entries(parts).filter(([file]) => file.startsWith(`../locales/${locale}/`));
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...mine.map(([, messages]) => messages)) as Messages });
}
