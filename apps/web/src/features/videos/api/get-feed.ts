import { LIMITS, type FeedResponse, type FeedTab } from '@promptreel/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { FeedFilters } from '../../../lib/feed-filters';
import { videoKeys } from './keys';

export interface FeedRequest extends FeedFilters {
  tab: FeedTab;
  cursor?: string | null;
}

/** GET /api/videos — one page (20 cards) of the feed. */
export function getFeed(
  { tab, platform, category, orientation, cursor }: FeedRequest,
  signal?: AbortSignal,
): Promise<FeedResponse> {
  return apiRequest<FeedResponse>('/api/videos', {
    query: { tab, platform, category, orientation, cursor, limit: LIMITS.feedPageSize },
    signal,
  });
}

/** Pages are chained by the server's opaque cursor; scrolling to the end or Load more fetches the next. */
export function feedQueryOptions(tab: FeedTab, filters: FeedFilters) {
  return infiniteQueryOptions({
    queryKey: videoKeys.feed(tab, filters),
    queryFn: ({ pageParam, signal }) => getFeed({ tab, ...filters, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useFeed(tab: FeedTab, filters: FeedFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...feedQueryOptions(tab, filters), enabled: options.enabled ?? true });
}
