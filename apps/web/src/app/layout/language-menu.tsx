import { LOCALE_NAMES, LOCALES, isLocale } from '@promptreel/contract';
import { useId } from 'react';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { chooseLanguage } from '../../lib/choose-language';
import { activeLocale, t } from '../../lib/i18n';

/**
 * The language menu (the footer's, and Settings' 'Language'): each language in its own words.
 * Choosing one reloads the page in it (lib/choose-language.ts); the address never changes.
 */
export function LanguageMenu({ hint }: { hint?: string }) {
  const signedIn = Boolean(useCurrentUser());
  const hintId = useId();
  return (
    <label className="flex flex-wrap items-center gap-2">
      <span>{t('footer.language')}</span>
      <select
        value={activeLocale()}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          const locale = event.target.value;
          if (isLocale(locale)) void chooseLanguage(locale, signedIn);
        }}
        className="rounded-md border border-line bg-canvas px-2 py-1 text-fg"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      {hint ? (
        <span id={hintId} className="basis-full text-sm text-muted">
          {hint}
        </span>
      ) : null}
    </label>
  );
}
