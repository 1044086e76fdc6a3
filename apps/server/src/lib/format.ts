import { DELETED_USER_NAME } from '@promptreel/contract';

export { formatViews } from '@promptreel/contract';

/**
 * The one rule for the name shown for a person (cards, comments, the audit log): their username;
 * '[Deleted User]' once the account is deleted (the profile stays, anonymised); null when there is no profile.
 */
export function shownUsername(
  username: string | null | undefined,
  deletedAt: number | null | undefined,
): string | null {
  if (deletedAt != null) return DELETED_USER_NAME;
  return username || null;
}

/** The card's channel: '@' + the shown name, or '@unknown' when there is no profile behind a video. */
export function channelOf(name: string | null | undefined): string {
  return name ? `@${name}` : '@unknown';
}
