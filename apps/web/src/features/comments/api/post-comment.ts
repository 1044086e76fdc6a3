import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast-context';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n';
import { commentKeys } from './keys';

/** POST /api/videos/:id/comments → 201 { id }. */
export function postComment(videoId: number, body: string): Promise<{ id: number }> {
  return apiRequest<{ id: number }>(`/api/videos/${videoId}/comments`, { method: 'POST', body: { body } });
}

/**
 * Posting shows the comment at once (the caller renders `variables` while pending); the mutation
 * stays pending until the refetched list holds the real one, so the two swap without a flicker.
 * Not retried: a second try after a lost answer could post the comment twice.
 */
export function usePostComment(videoId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (body: string) => postComment(videoId, body),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.video(videoId) }),
    // The server's reason (a rate limit says when to try again) under the usual title.
    onError: (error) =>
      toast({
        title: t('comments.failedToPost'),
        description: isApiError(error) ? error.message : undefined,
        variant: 'error',
      }),
  });
}
