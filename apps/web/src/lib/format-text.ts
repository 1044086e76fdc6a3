import { LIMITS } from '@promptreel/contract';
import { activeLocale } from './i18n';

/** Avatar fallback: the first two letters of the username uppercased, or 'U'. */
export function avatarInitials(username: string | null | undefined): string {
  const name = (username ?? '').trim().replace(/^@/, '');
  if (!name) return 'U';
  return Array.from(name).slice(0, 2).join('').toUpperCase();
}

/** Grid badges: labels longer than 12 characters become the first 10 plus '...'. */
export function shortenBadge(label: string): string {
  const chars = Array.from(label);
  return chars.length > 12 ? `${chars.slice(0, 10).join('')}...` : label;
}

/** Prompt chip: the first 60 characters, plus '…' when the prompt is longer. */
export function promptPreview(prompt: string, max: number = LIMITS.promptPreviewChars): string {
  const chars = Array.from(prompt);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : prompt;
}

/**
 * A whole number as the page's language groups its digits: British English's ('12,345') written
 * out, without Intl, whose first use costs about ten milliseconds on a phone (it loads its locale
 * data); other languages' through Intl ('12 345', '12.345').
 */
export function groupDigits(count: number): string {
  const locale = activeLocale();
  if (locale !== 'en-GB') return new Intl.NumberFormat(locale).format(count);
  return Number.isInteger(count) ? String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(count);
}

/**
 * Compact number for tight UI (1,234 → '1.2k'); the full number goes in the accessible label.
 * Other languages than British English take Intl's short form ('1,2 mil', '1.2万').
 */
export function compactCount(count: number): string {
  const locale = activeLocale();
  if (locale !== 'en-GB') {
    // roundingMode is ES2023 (every browser the build targets has it); TypeScript's ES2022 lib lacks it.
    const options = {
      notation: 'compact',
      maximumFractionDigits: 1,
      roundingMode: 'trunc',
    } as Intl.NumberFormatOptions;
    return new Intl.NumberFormat(locale, options).format(count);
  }
  if (count >= 1_000_000) return `${(Math.floor(count / 100_000) / 10).toFixed(1)}M`;
  if (count >= 10_000) return `${Math.floor(count / 1_000)}k`;
  if (count >= 1_000) return `${(Math.floor(count / 100) / 10).toFixed(1)}k`;
  return String(count);
}
