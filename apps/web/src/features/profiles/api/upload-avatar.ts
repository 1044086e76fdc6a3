import type { OwnProfile } from '@promptreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { profileKeys } from './keys';

/**
 * POST /api/profile/avatar (multipart, one file) — the server checks it is an image under 5 MB,
 * stores it resized and removes the old one.
 */
export function uploadAvatar(file: File): Promise<OwnProfile> {
  const form = new FormData();
  form.append('avatar', file, file.name);
  return apiRequest<OwnProfile>('/api/profile/avatar', { method: 'POST', body: form });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    retry: retryUnlessClientError,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.own(), profile);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all, refetchType: 'none' });
    },
  });
}
