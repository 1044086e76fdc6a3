import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, isLocale } from '@promptreel/contract';
import { activeLocale, t } from '../../lib/i18n';

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * The footer's language choice: kept in a cookie so the server sends every page in it, then the
 * page is loaded again in that language (the address never changes per language).
 */
export function LanguageMenu() {
  return (
    <label className="flex items-center gap-2">
      <span>{t('footer.language')}</span>
      <select
        value={activeLocale()}
        onChange={(event) => {
          const locale = event.target.value;
          if (!isLocale(locale)) return;
          document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_S}; samesite=lax`;
          location.reload();
        }}
        className="rounded-md border border-line bg-canvas px-2 py-1 text-fg"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
