import type { SocialLink, SocialLinksResponse } from '@promptreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { profileKeys } from './keys';

/** PUT /api/profile/social-links — replaces them all; blank handles are not saved, the order is kept. */
export async function saveSocialLinks(links: SocialLink[]): Promise<SocialLink[]> {
  const body = await apiRequest<SocialLinksResponse>('/api/profile/social-links', {
    method: 'PUT',
    body: { links },
  });
  return body.links;
}

export function useSaveSocialLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSocialLinks,
    retry: retryUnlessClientError,
    onSuccess: (links) => {
      queryClient.setQueryData(profileKeys.ownSocialLinks(), links);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all, refetchType: 'none' });
    },
  });
}
