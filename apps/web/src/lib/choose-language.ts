import { LOCALE_COOKIE, type Locale } from '@promptreel/contract';
import { apiRequest } from './api-client';
import { activeLocale } from './i18n';

const YEAR_S = 365 * 24 * 60 * 60;
/** Set in a tab that has already followed its account's language, so a browser refusing cookies is not reloaded again and again. */
const FOLLOWED = 'promptreel:followed-account-language';

/** Keeps the language on this browser: the server sends every page in it (pages/page-locale.ts). */
function rememberLanguage(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

/**
 * A language chosen in the footer's menu or in Settings: kept on the account when signed in (for
 * every browser, and their e-mails), and on this browser, then the page is loaded again in it.
 */
export async function chooseLanguage(locale: Locale, signedIn: boolean): Promise<void> {
  if (signedIn) {
    // Offline or refused: this browser still switches; the account keeps its language.
    await apiRequest('/api/me/language', { method: 'PUT', body: { locale } }).catch(() => undefined);
  }
  rememberLanguage(locale);
  location.reload();
}

/** On a browser whose pages are in another language than the signed-in account's: switches to the account's, once per tab. */
export function followAccountLanguage(locale: Locale | null | undefined): void {
  if (!locale || locale === activeLocale() || sessionStorage.getItem(FOLLOWED) === locale) return;
  sessionStorage.setItem(FOLLOWED, locale);
  rememberLanguage(locale);
  location.reload();
}
