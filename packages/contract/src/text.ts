import { z } from 'zod/mini';

// C0 and C1 controls (\p{Cc}: U+0000–001F, U+007F–009F), the Unicode line and paragraph
// separators, noncharacters (U+FFFE, U+FFFF, U+FDD0–FDEF…) and lone surrogates: none belongs in
// text people type; a line break in a title would reach e-mail subjects and log lines raw, and the
// others are not allowed in XML, so one in a title would break the Atom feeds.
const LINE_BREAKS = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;
const CONTROLS = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}\u2028\u2029]/gu;

/** A one-line field's text: every line break or tab becomes a space, other control characters go. */
export function toOneLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(/\t/g, ' ').replace(CONTROLS, '');
}

/** A multi-line field's text: line breaks become '\n', tabs spaces, other control characters go. */
export function toMultiLine(text: string): string {
  return text
    .replace(LINE_BREAKS, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROLS, (c) => (c === '\n' ? c : ''));
}

/**
 * The string schema of every one-line field people type (titles, usernames, locations, handles…).
 * Cleans before any later check, so `.check(z.trim(), z.minLength(…))` added to it sees the cleaned text.
 */
export const oneLineString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).check(z.overwrite(toOneLine));

/** The string schema of every multi-line field (descriptions, prompts, bios, comments, reasons). */
export const multiLineString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).check(z.overwrite(toMultiLine));

export const SOCIAL_HANDLE_MESSAGE = 'Enter a handle, or a web address starting with http:// or https://';

/**
 * A social handle is a plain name ('@maker', 'example.com/me') or an http(s) address. Anything else
 * with a scheme ('javascript:', 'data:', 'mailto:') is refused, so no stored handle can become a
 * script link wherever it is rendered. A plain name may not hold ':' at all, which rules out
 * every other scheme without a list of them.
 */
export function isSafeSocialHandle(handle: string): boolean {
  if (handle === '') return true;
  if (/^https?:\/\//i.test(handle)) {
    try {
      const url = new URL(handle);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }
  return !handle.includes(':');
}
