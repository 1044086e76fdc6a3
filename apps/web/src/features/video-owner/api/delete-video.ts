import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

/** DELETE /api/videos/:id with the typed confirmation — the owner (or an admin); files go too. */
export function deleteVideo(id: number): Promise<void> {
  return apiSend(`/api/videos/${id}`, { method: 'DELETE', body: { confirm: 'DELETE' } });
}

export function useDeleteVideo(id: number) {
  return useMutation({
    mutationFn: () => deleteVideo(id),
    retry: retryUnlessClientError,
  });
}
