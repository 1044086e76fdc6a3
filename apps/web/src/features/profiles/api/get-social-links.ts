import type { SocialLink, SocialLinksResponse } from '@promptreel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { profileKeys } from './keys';

/** GET /api/profile/social-links — the signed-in user's links, in their order. */
export async function getOwnSocialLinks(signal?: AbortSignal): Promise<SocialLink[]> {
  const { links } = await apiRequest<SocialLinksResponse>('/api/profile/social-links', { signal });
  return links;
}

export function ownSocialLinksQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.ownSocialLinks(),
    queryFn: ({ signal }) => getOwnSocialLinks(signal),
    retry: retryUnlessClientError,
  });
}

export function useOwnSocialLinks() {
  return useQuery(ownSocialLinksQueryOptions());
}
