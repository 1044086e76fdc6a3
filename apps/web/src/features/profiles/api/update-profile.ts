import type { OwnProfile, UpdateProfileRequest } from '@promptreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { profileKeys } from './keys';

/** PATCH /api/profile — username, location, bio (empty → null). 409 'That username is taken'. */
export function updateProfile(input: UpdateProfileRequest): Promise<OwnProfile> {
  return apiRequest<OwnProfile>('/api/profile', { method: 'PATCH', body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    retry: retryUnlessClientError,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.own(), profile);
      // Public views (this user's page, lists showing the name) read again when next shown.
      void queryClient.invalidateQueries({ queryKey: profileKeys.all, refetchType: 'none' });
    },
  });
}
