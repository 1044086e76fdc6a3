import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * One of a profile's lists, a page at a time: GET /api/profiles/:username/{list}?cursor=…, each
 * page naming the cursor of the next (followers, following, uploads, claps).
 */
export function profilePagesQueryOptions<Page extends { nextCursor: string | null }>(
  queryKey: readonly unknown[],
  username: string,
  list: string,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page>(`/api/profiles/${encodeURIComponent(username)}/${list}`, {
        query: { cursor: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: Page) => lastPage.nextCursor,
  });
}
