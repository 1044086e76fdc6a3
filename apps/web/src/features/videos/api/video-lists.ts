import { FEED_TABS, isOrientation, type FeedTab, type Orientation } from '@promptreel/contract';
import { parseFeedFilters, type FeedFilters } from '../../../lib/feed-filters';
import { feedQueryOptions } from './get-feed';
import { profileVideosQueryOptions, type ProfileVideosKind } from './get-profile-videos';

/**
 * Which list a video was opened from, small enough to ride in the history entry's state: the
 * viewer walks the same list, in the same order, from the same cache (and fetches its next pages).
 */
export type VideoListRef =
  | { kind: 'feed'; tab: FeedTab; filters: FeedFilters }
  | { kind: 'profile'; username: string; videos: ProfileVideosKind }
  | { kind: 'search'; q: string; platform: string | null; orientation: Orientation | null };

/** The lists read a page at a time (a search's results come in one answer, from its feature). */
export type PagedVideoListRef = Exclude<VideoListRef, { kind: 'search' }>;

/** A paged list's query: the very one its cards were drawn from. */
export function pagedVideoListQueryOptions(list: PagedVideoListRef): ReturnType<typeof profileVideosQueryOptions> {
  if (list.kind === 'profile') return profileVideosQueryOptions(list.username, list.videos);
  // The same pages and cursors; only the feed's key is typed more narrowly than a profile's.
  return feedQueryOptions(list.tab, list.filters) as unknown as ReturnType<typeof profileVideosQueryOptions>;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A history entry's `list`, checked: state can come from another version of the app. */
export function videoListOf(state: unknown): VideoListRef | null {
  const list = (state as { list?: Record<string, unknown> } | null)?.list;
  if (!list || typeof list !== 'object') return null;
  if (list.kind === 'feed' && FEED_TABS.includes(list.tab as FeedTab))
    return { kind: 'feed', tab: list.tab as FeedTab, filters: parseFeedFilters(list.filters) };
  if (
    list.kind === 'profile' &&
    typeof list.username === 'string' &&
    (list.videos === 'uploads' || list.videos === 'claps')
  )
    return { kind: 'profile', username: list.username, videos: list.videos };
  if (list.kind === 'search' && typeof list.q === 'string')
    return {
      kind: 'search',
      q: list.q,
      platform: text(list.platform),
      orientation: isOrientation(list.orientation) ? list.orientation : null,
    };
  return null;
}
