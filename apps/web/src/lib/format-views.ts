import { formatViews as britishViews } from '@promptreel/contract';
import { activeLocale, t } from './i18n';

/**
 * A view count in words: British English as the server writes it on cards ('1.2k views', the
 * contract's rule); other languages with Intl's short form of the number ('1,2 mil', '1.2万'),
 * truncated like the English one, and the catalogue's plural.
 */
export function formatViews(count: number): string {
  const locale = activeLocale();
  if (locale === 'en-GB') return britishViews(count);
  // roundingMode is ES2023 (every browser the build targets has it); TypeScript's ES2022 lib lacks it.
  const options = { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'trunc' } as Intl.NumberFormatOptions;
  const shown = new Intl.NumberFormat(locale, options).format(count);
  return t('formats.views', { count, shown });
}
