import { LIMITS } from '@promptreel/contract';

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
 * A whole number with en-GB thousands separators ('12,345'), without Intl: its first use costs about
 * ten milliseconds on a phone (it loads its locale data), on the first screen of every page.
 */
export function groupDigits(count: number): string {
  return Number.isInteger(count) ? String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(count);
}

/** Counts with an accessible noun: '1 clap', '5 claps', '0 comments'. */
export function countLabel(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${groupDigits(count)} ${count === 1 ? singular : pluralForm}`;
}

/** Compact number for tight UI (1,234 → '1.2k'); the full number goes in the accessible label. */
export function compactCount(count: number): string {
  if (count >= 1_000_000) return `${(Math.floor(count / 100_000) / 10).toFixed(1)}M`;
  if (count >= 10_000) return `${Math.floor(count / 1_000)}k`;
  if (count >= 1_000) return `${(Math.floor(count / 100) / 10).toFixed(1)}k`;
  return String(count);
}
