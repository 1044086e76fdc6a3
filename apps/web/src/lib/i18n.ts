import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, bestLocale, isLocale, type Locale } from '@promptreel/contract';
import { BOOT, LATER } from 'virtual:texts';
import type { MessageKey } from './message-keys';

type Values = Record<string, string | number>;

/** The text of `key` in the active language, its ICU placeholders and plurals filled from `values`. */
export function t(key: MessageKey, values?: Values): string {
  return i18n._(key, values);
}

/**
 * The text of the key `keys` holds for `id` (a slug, an id): the server's reference data by name.
 * `fallback`, the server's English, for one the table lacks (a category added later).
 */
export function textOr(
  keys: Readonly<Record<string, MessageKey>>,
  id: string | number | null,
  fallback: string,
): string {
  return id !== null && Object.hasOwn(keys, id) ? t(keys[id]!) : fallback;
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

/**
 * Loads `locale`'s texts of a kind (vite-catalogues.ts): `BOOT`, what the first load shows, fetched
 * before the app starts (the server preloads it); `LATER` the rest, fetched with the first later code.
 * Each is one chunk a language, its ICU messages compiled by the build.
 */
async function loadTexts(texts: typeof BOOT, locale: Locale): Promise<void> {
  i18n.load(locale, (await texts[locale]()).default);
}

/**
 * Loads `locale`'s first-load texts and makes it the active language. The server renders any page
 * in any language, so it loads every text of the language at once.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  await loadTexts(BOOT, locale);
  if (import.meta.env.SSR) await loadTexts(LATER, locale);
  i18n.activate(locale);
}

let later: Promise<void> | undefined;

/**
 * Code loaded after the first load (a page, a dialog, a menu): its import, with the texts of later
 * code in the active language, once per page. Every dynamic import of the app goes through it (lint).
 */
export function withTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    later ??= loadTexts(LATER, activeLocale()).catch((err: unknown) => {
      later = undefined;
      throw err;
    });
    return Promise.all([load(), later]).then(([module]) => module);
  };
}
