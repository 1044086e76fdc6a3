import type { FeedHideRequest, VideoCard } from '@promptreel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { isHiddenBy } from '../features/for-you/utils/steering';
import { videoKeys } from '../features/videos/api/keys';
import { removeVideosWhere } from '../lib/video-cache-lists';

/** Every cached For You page, whatever its filters. */
const FOR_YOU_PAGES = [...videoKeys.feeds(), 'foryou'] as const;

/** Up to this many frames for the list to drop the card (the cache tells React after a timeout). */
const FRAMES_TO_WAIT = 10;

/**
 * When the card (or the viewer's slide) of `videoId` leaves with focus in it (its '…' button, once
 * the menu has closed), focus would fall to the page's body: it moves to the next card still
 * there, else the one before, else the main region; to the title link, or a slide's first control.
 */
function keepFocusWhenLeaving(videoId: number): void {
  const item =
    document.querySelector(`section[data-video-id="${videoId}"]`) ??
    document.getElementById(`video-${videoId}-title`)?.closest('li');
  if (!item) return;
  const siblings: Element[] = [];
  for (let next = item.nextElementSibling; next; next = next.nextElementSibling) siblings.push(next);
  for (let prev = item.previousElementSibling; prev; prev = prev.previousElementSibling) siblings.push(prev);
  let frames = 0;
  const move = () => {
    // Until the card has gone and the closing menu has handed focus back.
    if (item.isConnected || document.activeElement?.closest('[role="menu"]')) {
      if ((frames += 1) < FRAMES_TO_WAIT) requestAnimationFrame(move);
      return;
    }
    if (document.activeElement && document.activeElement !== document.body) return; // it is elsewhere
    const neighbour = siblings.find((el) => el.isConnected && !el.hasAttribute('aria-hidden'));
    const target =
      neighbour?.querySelector<HTMLElement>('h2 a, h3 a') ??
      neighbour?.querySelector<HTMLElement>('a, button') ??
      document.getElementById('main');
    target?.focus();
  };
  requestAnimationFrame(move);
}

/**
 * After 'Not interested', 'Show fewer from @x' or a 'Hide …': every video the hide covers leaves
 * For You's pages at once, and the card it was chosen on leaves whatever list shows it (the feed's
 * other tabs, a profile, a search, the viewer's list: until they are fetched again; its own page
 * stays). For You is fetched afresh when next shown; the list on screen is not reordered.
 */
export function afterFeedHide(
  queryClient: QueryClient,
  { hide, video }: { hide: FeedHideRequest; video: Pick<VideoCard, 'id'> },
): void {
  keepFocusWhenLeaving(video.id);
  removeVideosWhere(queryClient, FOR_YOU_PAGES, (card) => isHiddenBy(hide, card));
  removeVideosWhere(queryClient, [], (card) => card.id === video.id);
  void queryClient.invalidateQueries({ queryKey: FOR_YOU_PAGES, refetchType: 'none' });
}

/** After an Undo or 'Reset your feed' in Settings: For You's pages are fetched afresh when next shown. */
export function afterFeedChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: FOR_YOU_PAGES });
}
