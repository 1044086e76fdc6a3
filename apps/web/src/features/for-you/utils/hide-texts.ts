import { FOR_YOU_TEXTS, type FeedHide, type FeedHideKind } from '@promptreel/contract';

/** What each kind of hide is called in Settings → Your feed. */
export const HIDE_KIND_NAMES: Record<FeedHideKind, string> = {
  video: 'Video',
  creator: 'Creator',
  platform: 'Tool',
  category: 'Category',
};

/** What the viewer chose, in the menu's words: 'Hide Anime', 'Show fewer from @kai'. */
export function hideChoiceText({ kind, target, label }: Pick<FeedHide, 'kind' | 'target' | 'label'>): string {
  switch (kind) {
    case 'video':
      return `${FOR_YOU_TEXTS.notInterested}: ${label}`;
    case 'creator':
      return FOR_YOU_TEXTS.showFewer(target);
    case 'platform':
      return FOR_YOU_TEXTS.hideTool(label);
    case 'category':
      return FOR_YOU_TEXTS.hideCategory(label);
  }
}

/** The Undo button's name: its visible word first (WCAG 2.5.3), then which hide it undoes. */
export const undoName = (hide: Pick<FeedHide, 'kind' | 'target' | 'label'>) =>
  `${FOR_YOU_TEXTS.undo}: ${hideChoiceText(hide)}`;
