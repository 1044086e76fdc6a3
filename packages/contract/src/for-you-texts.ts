// Free of zod, like every module a page imports for its words alone (feed-tabs.ts says why).
import type { FeedReason } from './for-you.js';

/** The one line 'Why am I seeing this?' shows. */
export function feedReasonText(reason: FeedReason): string {
  const did = (clapped: boolean) => (clapped ? 'clapped' : 'watched');
  switch (reason.kind) {
    case 'following':
      return `From @${reason.username}, whom you follow`;
    case 'category':
      return `Because you ${did(reason.clapped)} videos in ${reason.name}`;
    case 'platform':
      return `Because you ${did(reason.clapped)} videos made with ${reason.name}`;
    case 'creator':
      return `Because you ${did(reason.clapped)} videos by @${reason.username}`;
    case 'popular':
      return 'Popular right now';
    case 'newCreator':
      return 'New creator';
  }
}

/** From this share on, a view counts as watched to the end (credits and a last frame allowed for). */
export const FINISHED_SHARE = 0.9;

/** The words of the steering controls, the settings section and their answers. */
export const FOR_YOU_TEXTS = {
  tab: 'For You',
  notInterested: 'Not interested',
  showFewer: (username: string) => `Show fewer from @${username}`,
  hideTool: (tool: string) => `Hide videos made with ${tool}`,
  hideCategory: (category: string) => `Hide ${category}`,
  why: 'Why am I seeing this?',
  section: 'Your feed',
  undo: 'Undo',
  reset: 'Reset your feed',
  resetDone: 'Your feed has been reset.',
  nothingHidden: 'You have not hidden anything from your feed.',
  hiddenDone: 'You will see less of this in For You.',
  unknownTarget: 'There is nothing of that name to hide.',
  notHidden: 'That is not hidden from your feed.',
  cannotHideOwn: 'Your own videos are never in your For You.',
} as const;
