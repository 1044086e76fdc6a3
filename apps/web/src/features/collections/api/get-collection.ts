import type { CollectionPage, CollectionsResponse, FeedResponse } from '@promptreel/contract';
import { type InfiniteData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { collectionKeys } from './keys';

const pagesOf = (id: number) => ({
  queryKey: collectionKeys.page(id),
  queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
    apiRequest<CollectionPage>(`/api/collections/${id}`, { query: { cursor: pageParam }, signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage: CollectionPage) => lastPage.nextCursor,
  retry: false,
});

/** GET /api/collections/:id: the collection and its videos, a page at a time, in its order. */
export function useCollectionPage(id: number) {
  return useInfiniteQuery(pagesOf(id));
}

/** The same pages (one cache) as a list of cards reads them (features/videos' VideoCardList). */
export function useCollectionVideos(id: number) {
  return useInfiniteQuery({
    ...pagesOf(id),
    select: (data: InfiniteData<CollectionPage>): InfiniteData<FeedResponse> => ({
      ...data,
      pages: data.pages.map(({ items, nextCursor }) => ({ items, nextCursor })),
    }),
  });
}

/** GET /api/profiles/:username/collections: the public ones (their owner sees all of theirs). */
export function useProfileCollections(username: string) {
  return useQuery({
    queryKey: collectionKeys.ofProfile(username),
    queryFn: ({ signal }) =>
      apiRequest<CollectionsResponse>(`/api/profiles/${encodeURIComponent(username)}/collections`, { signal }),
  });
}
