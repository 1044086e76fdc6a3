import type { Collection, CollectionOrderRequest, UpdateCollectionRequest } from '@promptreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { collectionKeys } from './keys';

/** Any change to a collection: every list of collections, and its page, are asked again. */
function useCollectionMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}

/** PUT /api/collections/:id/order: every video the owner sees, in its new order. */
export const useReorderCollection = (id: number) =>
  useCollectionMutation((videoIds: CollectionOrderRequest['videoIds']) =>
    apiRequest<Collection>(`/api/collections/${id}/order`, { method: 'PUT', body: { videoIds } }),
  );

/** PATCH /api/collections/:id: a new name, description or visibility. */
export const useUpdateCollection = (id: number) =>
  useCollectionMutation((change: UpdateCollectionRequest) =>
    apiRequest<Collection>(`/api/collections/${id}`, { method: 'PATCH', body: change }),
  );

/** DELETE /api/collections/:id (its videos stay where they are). */
export const useDeleteCollection = (id: number) =>
  useCollectionMutation(() => apiSend(`/api/collections/${id}`, { method: 'DELETE' }));
