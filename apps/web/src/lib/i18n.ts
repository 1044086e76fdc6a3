import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, bestLocale, isLocale, type Locale } from '@promptreel/contract';
import type { MessageKey } from './message-keys';

type Values = Record<string, string | number>;
type Parts = Record<string, () => Promise<Messages>>;

/**
 * Each language's catalogues (vite.config.ts makes one chunk of each language's parts of a kind; the
 * build compiles their ICU messages): `boot/` holds what the first load shows, fetched before the
 * app starts (the server preloads it); `later/` the rest, fetched with the first later code.
 */
const BOOT: Parts = import.meta.glob<Messages>('../locales/*/boot/*.json', { import: 'default' });
const LATER: Parts = import.meta.glob<Messages>('../locales/*/later/*.json', { import: 'default' });

/** The text of `key` in the active language, its ICU placeholders and plurals filled from `values`. */
export function t(key: MessageKey, values?: Values): string {
  return i18n._(key, values);
}

/** The language texts and formats are in now. */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * The page's language: the one the server chose for `<html lang>` (the language cookie, else
 * Accept-Language); in development, where Vite serves the page, this browser's.
 */
export function pageLocale(doc: Document = document, languages: readonly string[] = navigator.languages): Locale {
  const lang = doc.documentElement.lang;
  return import.meta.env.DEV || !isLocale(lang) ? bestLocale(languages) : lang;
}

async function loadParts(parts: Parts, locale: Locale): Promise<void> {
  const mine = Object.keys(parts).filter((path) => path.startsWith(`../locales/${locale}/`));
  const loaded = await Promise.all(mine.map((path) => parts[path]!()));
  i18n.load(locale, Object.assign({}, ...loaded) as Messages);
}

/**
 * Loads `locale`'s first-load texts and makes it the active language. The server renders any page
 * in any language, so it loads every text of the language at once.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  await loadParts(BOOT, locale);
  if (import.meta.env.SSR) await loadParts(LATER, locale);
  i18n.activate(locale);
}

let later: Promise<void> | undefined;

/**
 * Code loaded after the first load (a page, a dialog, a menu): its import, with the texts of later
 * code in the active language, once per page. Every dynamic import of the app goes through it (lint).
 */
export function withTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    later ??= loadParts(LATER, activeLocale()).catch((err: unknown) => {
      later = undefined;
      throw err;
    });
    return Promise.all([load(), later]).then(([module]) => module);
  };
}
