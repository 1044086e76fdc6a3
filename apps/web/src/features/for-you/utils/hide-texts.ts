import { FOR_YOU_TEXTS, type FeedHide, type FeedHideKind, type FeedReason, type VideoCard } from '@promptreel/contract';
import { categoryName, platformName } from '../../../lib/category-names';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { messageTable } from '../../../lib/message-table';

/** What each kind of hide is called in Settings → Your feed. */
export const HIDE_KIND_NAMES = {
  video: 'forYou.kindVideo',
  creator: 'forYou.kindCreator',
  platform: 'forYou.kindTool',
  category: 'forYou.kindCategory',
} as const satisfies Record<FeedHideKind, MessageKey>;

/** 'Show fewer from @kai'. */
export const showFewerText = (username: string) => t('forYou.showFewer', { username });
/** 'Hide videos made with Sora'. */
export const hideToolText = (tool: string) => t('forYou.hideTool', { tool });
/** 'Hide Anime'. */
export const hideCategoryText = (category: string) => t('forYou.hideCategory', { category });

/** What a hide names, as Settings lists it: a tool's or category's name in the page's language. */
export function hideLabel({ kind, target, label }: Pick<FeedHide, 'kind' | 'target' | 'label'>): string {
  if (kind === 'platform') return platformName(target, label);
  return kind === 'category' ? categoryName(target, label) : label;
}

/** What the viewer chose, in the menu's words: 'Hide Anime', 'Show fewer from @kai'. */
export function hideChoiceText(hide: Pick<FeedHide, 'kind' | 'target' | 'label'>): string {
  const label = hideLabel(hide);
  switch (hide.kind) {
    case 'video':
      return t('forYou.notInterestedIn', { label });
    case 'creator':
      return showFewerText(hide.target);
    case 'platform':
      return hideToolText(label);
    case 'category':
      return hideCategoryText(label);
  }
}

/** The Undo button's name: its visible word first (WCAG 2.5.3), then which hide it undoes. */
export const undoName = (hide: Pick<FeedHide, 'kind' | 'target' | 'label'>) =>
  t('forYou.undoChoice', { choice: hideChoiceText(hide) });

/**
 * The one line 'Why am I seeing this?' shows. A reason names the card's own category or tool (the
 * server's English), so the card's slugs give its name in the page's language.
 */
export function feedReasonText(reason: FeedReason, card: Pick<VideoCard, 'categorySlug' | 'platformSlug'>): string {
  switch (reason.kind) {
    case 'following':
      return t('forYou.reasonFollowing', { username: reason.username });
    case 'category': {
      const name = categoryName(card.categorySlug, reason.name);
      return t('forYou.reasonCategory', { did: reason.clapped ? 'clapped' : 'watched', name });
    }
    case 'platform': {
      const name = platformName(card.platformSlug, reason.name);
      return t('forYou.reasonPlatform', { did: reason.clapped ? 'clapped' : 'watched', name });
    }
    case 'creator':
      return t('forYou.reasonCreator', { did: reason.clapped ? 'clapped' : 'watched', username: reason.username });
    case 'popular':
      return t('forYou.reasonPopular');
    case 'newCreator':
      return t('forYou.reasonNewCreator');
  }
}

/** The server's refusals about hides, each with its key here: they show in the page's language. */
const REFUSAL_TEXTS = messageTable([
  [FOR_YOU_TEXTS.unknownTarget, 'forYou.unknownTarget'],
  [FOR_YOU_TEXTS.notHidden, 'forYou.notHidden'],
  [FOR_YOU_TEXTS.cannotHideOwn, 'forYou.cannotHideOwn'],
]);

/** A refusal in the page's language; one this feature does not know stays as it came. */
export function forYouMessage(message: string): string {
  return REFUSAL_TEXTS.text(message);
}
