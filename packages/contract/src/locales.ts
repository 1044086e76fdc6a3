/** The languages Promptreel speaks, the default first: every catalogue and menu is derived from this. */
export const LOCALES = ['en-GB', 'es', 'fr', 'ja', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-GB';

/** Each language in its own words, as a language menu names it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-GB': 'English (UK)',
  es: 'Español',
  fr: 'Français',
  ja: '日本語',
  'pt-BR': 'Português (Brasil)',
};

export const LANGUAGE_TEXTS = {
  badLocale: 'Choose one of the languages on offer: en-GB, es, fr, ja or pt-BR',
} as const;

/** Languages written right to left, by primary subtag: a locale of one is served `<html dir="rtl">`. */
const RIGHT_TO_LEFT = ['ar', 'dv', 'fa', 'he', 'ps', 'ur', 'yi'];

/** The direction a language is written in: adding Arabic is its catalogue, and this picks `rtl`. */
export const directionOf = (locale: string): 'ltr' | 'rtl' =>
  RIGHT_TO_LEFT.includes(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';

/** The cookie that carries a visitor's chosen language to the server's first page. */
export const LOCALE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our languages for language tags in order of preference (a browser's
 * `navigator.languages`, or Accept-Language ordered by weight): the same tag first, then the same
 * language in another region ('en-US' → English (UK), 'pt-PT' → Brazilian Portuguese), else the default.
 */
export function bestLocale(wanted: readonly string[]): Locale {
  for (const tag of wanted) {
    const lower = tag.trim().toLowerCase();
    const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
    if (exact) return exact;
    const language = lower.split('-')[0];
    const same = LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (same) return same;
  }
  return DEFAULT_LOCALE;
}
