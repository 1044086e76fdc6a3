import type { CommentsResponse } from '@promptreel/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast-context';
import { apiSend } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { commentKeys } from './keys';

/** DELETE /api/comments/:id → 204: its author deletes it; the video's creator or an admin removes it. */
export function deleteComment(commentId: number): Promise<void> {
  return apiSend(`/api/comments/${commentId}`, { method: 'DELETE' });
}

type CommentsData = InfiniteData<CommentsResponse, string | null>;

/** Removes the comment from the list at once; puts it back with 'Failed to delete comment' on failure. */
export function useDeleteComment(videoId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = commentKeys.video(videoId);
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(commentId),
    onMutate: async (commentId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CommentsData>(key);
      queryClient.setQueryData<CommentsData>(key, (data) => {
        if (!data) return data;
        const found = data.pages.some((page) => page.items.some((c) => c.id === commentId));
        if (!found) return data;
        return {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((c) => c.id !== commentId),
            total: Math.max(0, page.total - 1),
          })),
        };
      });
      return { previous };
    },
    onError: (_error, _commentId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ title: t('comments.failedToDelete'), variant: 'error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
