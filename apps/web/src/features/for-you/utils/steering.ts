import type { FeedHideKind, FeedHideRequest, VideoCard } from '@promptreel/contract';
import { categoryName, platformName } from '../../../lib/category-names';
import { t } from '../../../lib/i18n';
import { hideCategoryText, hideToolText, showFewerText } from './hide-texts';

/** What the steering items need of a card (the video page's detail has it too). */
export type SteerableVideo = Pick<
  VideoCard,
  'id' | 'ownerUsername' | 'isOwned' | 'platform' | 'platformSlug' | 'categoryLabel' | 'categorySlug'
>;

export interface SteeringChoice {
  request: FeedHideRequest;
  /** The menu item's words. */
  text: string;
}

/**
 * The ways to tell For You to show less, for one video, in the menu's order: this video, its
 * creator, its tool and its category (each only when the video has one).
 */
export function steeringChoices(video: SteerableVideo): SteeringChoice[] {
  const choices: SteeringChoice[] = [
    { request: { kind: 'video', target: String(video.id) }, text: t('forYou.notInterested') },
  ];
  if (video.ownerUsername) {
    choices.push({
      request: { kind: 'creator', target: video.ownerUsername },
      text: showFewerText(video.ownerUsername),
    });
  }
  if (video.platformSlug) {
    choices.push({
      request: { kind: 'platform', target: video.platformSlug },
      text: hideToolText(platformName(video.platformSlug, video.platform)),
    });
  }
  if (video.categorySlug && video.categoryLabel) {
    choices.push({
      request: { kind: 'category', target: video.categorySlug },
      text: hideCategoryText(categoryName(video.categorySlug, video.categoryLabel)),
    });
  }
  return choices;
}

const FIELD: Record<FeedHideKind, (video: SteerableVideo) => string | null> = {
  video: (video) => String(video.id),
  creator: (video) => video.ownerUsername,
  platform: (video) => video.platformSlug,
  category: (video) => video.categorySlug,
};

/** Whether a hide leaves this card out of For You (the server's rule, for the pages already shown). */
export function isHiddenBy(hide: FeedHideRequest, video: SteerableVideo): boolean {
  return FIELD[hide.kind](video) === hide.target;
}
