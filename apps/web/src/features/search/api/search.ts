import type { Orientation, SearchResponse } from '@promptreel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

export interface SearchRequest {
  q: string;
  platform: string | null;
  orientation: Orientation | null;
}

export const searchKeys = {
  all: ['search'] as const,
  results: ({ q, platform, orientation }: SearchRequest) =>
    [...searchKeys.all, q.toLowerCase(), platform ?? '', orientation ?? ''] as const,
};

/** GET /api/search — up to 50 videos and 20 creators. */
export function search({ q, platform, orientation }: SearchRequest, signal?: AbortSignal): Promise<SearchResponse> {
  return apiRequest<SearchResponse>('/api/search', { query: { q, platform, orientation }, signal });
}

export function searchQueryOptions(request: SearchRequest) {
  return queryOptions({
    queryKey: searchKeys.results(request),
    queryFn: ({ signal }) => search(request, signal),
    retry: retryUnlessClientError,
  });
}

/** Pass enabled=false for a query that is too short: nothing is asked. */
export function useSearch(request: SearchRequest, enabled: boolean) {
  return useQuery({ ...searchQueryOptions(request), enabled });
}
