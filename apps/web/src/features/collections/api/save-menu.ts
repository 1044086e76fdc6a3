import type { Collection, CollectionChange, CreateCollectionRequest, SaveMenu } from '@promptreel/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { collectionKeys } from './keys';

export type SaveMenuRow = SaveMenu['items'][number];

/** GET /api/me/collections?videoId=: the viewer's collections, Saved first, each saying whether it holds the video. */
export function useSaveMenu(videoId: number) {
  return useQuery({
    queryKey: collectionKeys.saveMenu(videoId),
    queryFn: ({ signal }) => apiRequest<SaveMenu>('/api/me/collections', { query: { videoId }, signal }),
    // Other tabs and the collection page change it too: read it afresh whenever the menu opens.
    staleTime: 0,
  });
}

/** The row of `collection` in the menu's cache set to `holds`; a new one (Saved at the first save) is added. */
function putRow(queryClient: QueryClient, videoId: number, collection: Collection, holds: boolean) {
  queryClient.setQueryData<SaveMenu>(collectionKeys.saveMenu(videoId), (menu) => {
    const items = menu?.items ?? [];
    const row = { ...collection, holds };
    if (items.some((item) => item.id === collection.id))
      return { items: items.map((item) => (item.id === collection.id ? row : item)) };
    // Saved always comes first; a new named collection goes last, as the server lists it.
    return { items: collection.kind === 'saved' ? [row, ...items] : [...items, row] };
  });
  // The collection's page and the profile's tab (also 'collections' keys) hold counts and posters
  // that just changed: one on screen (a card's menu there) is read again.
  void queryClient.invalidateQueries({
    queryKey: collectionKeys.all,
    predicate: (query) => query.queryKey[1] !== 'save-menu',
  });
}

/** Which collection, and whether the video goes in (true) or comes out. */
export interface SaveChange {
  /** null: Saved, which may not exist yet (the server makes it at the first save). */
  collectionId: number | null;
  add: boolean;
}

/** PUT / DELETE /api/me/saved/:videoId, or /api/collections/:id/videos/:videoId for a named one. */
export function useSaveChange(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ collectionId, add }: SaveChange) =>
      apiRequest<CollectionChange>(
        collectionId === null ? `/api/me/saved/${videoId}` : `/api/collections/${collectionId}/videos/${videoId}`,
        { method: add ? 'PUT' : 'DELETE' },
      ),
    retry: retryUnlessClientError,
    onSuccess: ({ collection, holds }) => putRow(queryClient, videoId, collection, holds),
  });
}

/** POST /api/collections with the video, so the new collection holds it at once. */
export function useCreateCollection(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<CreateCollectionRequest, 'videoId'>) =>
      apiRequest<Collection>('/api/collections', { method: 'POST', body: { ...request, videoId } }),
    // Not retried: a second POST after a lost answer would be refused as a taken name.
    retry: false,
    onSuccess: (collection) => putRow(queryClient, videoId, collection, true),
  });
}
