import { LIMITS } from '@promptreel/contract';
import { groupDigits } from '../../../lib/format-text';
import { formatMonthYear } from '../../../lib/format-relative-time';
import { t } from '../../../lib/i18n';

/** 'Joined November 2026': month and year in British English. */
export function formatJoined(value: string | number | Date, options: { timeZone?: string } = {}): string {
  const monthYear = formatMonthYear(value, options);
  return monthYear ? t('profiles.joined', { date: monthYear }) : '';
}

/** '3 followers' / '1 follower' and '1 following' (the latter has no plural in English). */
export function followersLabel(count: number): string {
  return t('profiles.followers', { count, shown: groupDigits(count) });
}

export function followingLabel(count: number): string {
  return t('profiles.following', { count, shown: groupDigits(count) });
}

/** The avatar a user picks: an image, under 5 MB. Null when it is fine. */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return t('profiles.imageOnly');
  if (file.size >= LIMITS.avatarMaxBytes) return t('profiles.imageTooLarge');
  return null;
}

/** The bio counter, e.g. '12/500' (counted as the server and the field's maxLength count). */
export function bioCounter(bio: string): string {
  return `${bio.length}/${LIMITS.bioMax}`;
}
