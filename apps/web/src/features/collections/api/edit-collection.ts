import type {
  Collection,
  CollectionOrderRequest,
  CollectionPage,
  CollectionsResponse,
  SaveMenu,
  UpdateCollectionRequest,
} from '@promptreel/contract';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { collectionKeys } from './keys';

/** Any change to a collection: every list of collections, and its page, are asked again. */
function useCollectionMutation<Input, Answer>(
  send: (input: Input) => Promise<Answer>,
  onSuccess?: (queryClient: QueryClient, answer: Answer) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => onSuccess?.(queryClient, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}

/**
 * The server's new `collection` put in every cache that shows it (its page, the Save menus, its
 * owner's Collections tab), so a new name shows at once rather than after the reads again.
 */
export function putCollection(queryClient: QueryClient, collection: Collection) {
  queryClient.setQueryData<InfiniteData<CollectionPage>>(collectionKeys.page(collection.id), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, collection })) } : data,
  );
  queryClient.setQueriesData<SaveMenu>({ queryKey: collectionKeys.saveMenus }, (menu) =>
    menu
      ? { items: menu.items.map((row) => (row.id === collection.id ? { ...collection, holds: row.holds } : row)) }
      : menu,
  );
  queryClient.setQueryData<CollectionsResponse>(collectionKeys.ofProfile(collection.ownerUsername), (list) =>
    list ? { items: list.items.map((item) => (item.id === collection.id ? collection : item)) } : list,
  );
}

/** PUT /api/collections/:id/order: every video the owner sees, in its new order. */
export const useReorderCollection = (id: number) =>
  useCollectionMutation((videoIds: CollectionOrderRequest['videoIds']) =>
    apiRequest<Collection>(`/api/collections/${id}/order`, { method: 'PUT', body: { videoIds } }),
  );

/** PATCH /api/collections/:id: a new name, description or visibility. */
export const useUpdateCollection = (id: number) =>
  useCollectionMutation(
    (change: UpdateCollectionRequest) =>
      apiRequest<Collection>(`/api/collections/${id}`, { method: 'PATCH', body: change }),
    putCollection,
  );

/** DELETE /api/collections/:id (its videos stay where they are). */
export const useDeleteCollection = (id: number) =>
  useCollectionMutation(() => apiSend(`/api/collections/${id}`, { method: 'DELETE' }));
