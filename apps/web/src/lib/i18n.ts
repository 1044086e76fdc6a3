import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, bestLocale, isLocale, type Locale } from '@promptreel/contract';
import type bootMessages from '../locales/en-GB/boot.json';

/** Every text the first load shows, by key (British English's catalogue is the list of keys). */
export type MessageKey = keyof typeof bootMessages;
type Values = Record<string, string | number>;

/**
 * The catalogues of the texts every page may show, one chunk per language: only the chosen one is
 * fetched (the server preloads it beside the entry). vite.config.ts compiles their ICU messages.
 */
const BOOT = import.meta.glob<Messages>('../locales/*/boot.json', { import: 'default' });

/** The text of `key` in the active language, its ICU placeholders and plurals filled from `values`. */
export function t(key: MessageKey, values?: Values): string {
  return i18n._(key, values);
}

/** The language texts and formats are in now. */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * The page's language: the one the server chose for `<html lang>` (the account's or visitor's
 * choice, else Accept-Language); in development, where Vite serves the page, this browser's.
 */
export function pageLocale(doc: Document = document, languages: readonly string[] = navigator.languages): Locale {
  const lang = doc.documentElement.lang;
  return import.meta.env.DEV || !isLocale(lang) ? bestLocale(languages) : lang;
}

/** Loads `locale`'s catalogue and makes it the active language (the default's when it has none). */
export async function loadLocale(locale: Locale): Promise<void> {
  const load = BOOT[`../locales/${locale}/boot.json`] ?? BOOT[`../locales/${DEFAULT_LOCALE}/boot.json`]!;
  const messages = await load();
  i18n.loadAndActivate({ locale, messages });
}
