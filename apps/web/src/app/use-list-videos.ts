import type { VideoCard } from '@promptreel/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { searchQueryOptions } from '../features/search/api/search';
import {
  pagedVideoListQueryOptions,
  type PagedVideoListRef,
  type VideoListRef,
} from '../features/videos/api/video-lists';

// Placeholders for the query a list of the other kind does not use (never fetched: disabled).
const NO_PAGES: PagedVideoListRef = { kind: 'profile', username: '', videos: 'uploads' };
const NO_SEARCH = { q: '', platform: null, orientation: null };

// The list as it was when opened: never reordered under the viewer (its views change Hot).
const AS_OPENED = { staleTime: Infinity, refetchOnReconnect: false } as const;

/**
 * The videos of the list a video was opened from, from the cache its cards came from, and how to
 * fetch more (a feed or profile tab's next page; a search's results are all there).
 */
export function useListVideos(list: VideoListRef): {
  videos: readonly VideoCard[] | undefined;
  loadMore: () => void;
  /** The list could not be fetched (the video can still have its page). */
  failed: boolean;
} {
  const searching = list.kind === 'search';
  const paged = useInfiniteQuery({
    ...pagedVideoListQueryOptions(searching ? NO_PAGES : list),
    ...AS_OPENED,
    enabled: !searching,
  });
  const found = useQuery({ ...searchQueryOptions(searching ? list : NO_SEARCH), ...AS_OPENED, enabled: searching });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = paged;
  const loadMore = useCallback(() => {
    if (!searching && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [searching, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const videos = useMemo(
    () => (searching ? found.data?.videos : paged.data?.pages.flatMap((page) => page.items)),
    [searching, found.data, paged.data],
  );
  return { videos, loadMore, failed: searching ? found.isError : paged.isError && !paged.data };
}
