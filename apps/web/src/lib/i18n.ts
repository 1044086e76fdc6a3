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
 * before the app starts (the server preloads it); later texts come in groups (`LATER`, one loader a
 * group: vite-text-groups.ts), each fetched with the first code that needs it. Each is one chunk a
 * language, its ICU messages compiled by the build.
 */
async function loadTexts(texts: (typeof BOOT)[Locale], locale: Locale): Promise<void> {
  i18n.load(locale, (await texts()).default);
}

/**
 * Loads `locale`'s first-load texts and makes it the active language. The server renders any page
 * in any language, so it loads every text of the language at once.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  await loadTexts(BOOT[locale], locale);
  if (import.meta.env.SSR) await Promise.all(LATER[locale].map((group) => loadTexts(group, locale)));
  i18n.activate(locale);
}

/** Each group of later texts being fetched or fetched, by its index. */
const groupsLoaded = new Map<number, Promise<void>>();

function loadGroup(index: number): Promise<void> {
  let loading = groupsLoaded.get(index);
  if (!loading) {
    const locale = activeLocale();
    loading = loadTexts(LATER[locale][index]!, locale).catch((err: unknown) => {
      groupsLoaded.delete(index);
      throw err;
    });
    groupsLoaded.set(index, loading);
  }
  return loading;
}

/**
 * Code loaded after the first load (a page, a dialog, a menu): its import, with the later texts its
 * code uses in the active language. Every dynamic import of the app goes through it (lint); the build
 * gives each call `groups`, the bits of the text groups that code uses; without them, all of them.
 */
export function withTexts<T>(load: () => Promise<T>, groups = -1): () => Promise<T> {
  return () => {
    const texts = LATER[activeLocale()].flatMap((_, index) => (groups & (1 << index) ? [loadGroup(index)] : []));
    return Promise.all([load(), ...texts]).then(([module]) => module);
  };
}
