import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';

/** What the flag dialog reports: a video, a comment or a person's profile. */
export type FlagTarget =
  | {
      type: 'video';
      videoId: number;
      title: string;
      /** Known length, to catch a moment past its end. */ durationMs?: number | null;
    }
  | { type: 'comment'; commentId: number; authorUsername: string; excerpt: string }
  | { type: 'profile'; username: string };

const TITLES = {
  video: 'flags.flagVideo',
  comment: 'flags.flagComment',
  profile: 'flags.flagProfile',
} as const satisfies Record<FlagTarget['type'], MessageKey>;

/** The dialog's title: 'Flag video', 'Flag comment', 'Flag profile'. */
export function flagDialogTitle(target: FlagTarget): string {
  return t(TITLES[target.type]);
}

/** 'You have already flagged this video' (…comment, …profile). */
export function alreadyFlaggedText(target: FlagTarget): string {
  if (target.type === 'comment') return t('flags.alreadyFlaggedComment');
  if (target.type === 'profile') return t('flags.alreadyFlaggedProfile');
  return t('flags.alreadyFlaggedVideo');
}

/** Where a report on the target is sent. */
export function flagUrl(target: FlagTarget): string {
  if (target.type === 'comment') return `/api/comments/${target.commentId}/flags`;
  if (target.type === 'profile') return `/api/profiles/${encodeURIComponent(target.username)}/flags`;
  return `/api/videos/${target.videoId}/flags`;
}

/** GET /api/flag-limit's question about the target (?video=, ?comment=, ?profile=). */
export function flagLimitQuery(target: FlagTarget): Record<string, string> {
  if (target.type === 'comment') return { comment: String(target.commentId) };
  if (target.type === 'profile') return { profile: target.username };
  return { video: String(target.videoId) };
}

/** The target's part of a query key. */
export function flagTargetKey(target: FlagTarget): readonly [string, string | number] {
  if (target.type === 'comment') return ['comment', target.commentId];
  if (target.type === 'profile') return ['profile', target.username.toLowerCase()];
  return ['video', target.videoId];
}
