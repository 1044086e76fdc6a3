import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, type Locale } from '@promptreel/contract';
import { SERVER_CATALOGUES } from './server-catalogues.js';

/**
 * The server's texts in each language (e-mails, refusals), from src/locales/<language>/<part>.json
 * (ICU messages, compiled once per language on first use: the server has no parser budget).
 */
const languages = new Map<Locale, I18n>();

function languageOf(locale: Locale): I18n {
  let i18n = languages.get(locale);
  if (!i18n) {
    i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    const parts = SERVER_CATALOGUES[locale] ?? SERVER_CATALOGUES[DEFAULT_LOCALE];
    i18n.loadAndActivate({ locale, messages: Object.assign({}, ...Object.values(parts)) as Messages });
    languages.set(locale, i18n);
  }
  return i18n;
}

/** The text of `key` in `locale` (British English's where that language lacks it), placeholders filled. */
export function textIn(locale: Locale, key: string, values?: Record<string, string | number>): string {
  const text = languageOf(locale)._(key, values);
  return text === key && locale !== DEFAULT_LOCALE ? languageOf(DEFAULT_LOCALE)._(key, values) : text;
}

/** The site's name, a placeholder in texts rather than a word of them. */
export const BRAND = 'Promptreel';
