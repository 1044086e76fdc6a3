import { LIMITS, type FeedResponse, type FeedTab } from '@promptreel/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { FeedFilters } from '../../../lib/feed-filters';
import { finishedThisSession } from '../../../lib/finished-videos';
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

/**
 * For You leaves out what a visitor watched to the end in this browser session: the server never
 * hears of it (a signed-in viewer's finished videos are left out by the server, and never stored here).
 */
async function getFeedPage(request: FeedRequest, signal?: AbortSignal): Promise<FeedResponse> {
  const page = await getFeed(request, signal);
  if (request.tab !== 'foryou') return page;
  const finished = finishedThisSession();
  return finished.length ? { ...page, items: page.items.filter((video) => !finished.includes(video.id)) } : page;
}

/** Pages are chained by the server's opaque cursor; scrolling to the end or Load more fetches the next. */
export function feedQueryOptions(tab: FeedTab, filters: FeedFilters) {
  return infiniteQueryOptions({
    queryKey: videoKeys.feed(tab, filters),
    queryFn: ({ pageParam, signal }) => getFeedPage({ tab, ...filters, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useFeed(tab: FeedTab, filters: FeedFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...feedQueryOptions(tab, filters), enabled: options.enabled ?? true });
}
