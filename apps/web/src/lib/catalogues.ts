import type { CataloguesResponse } from '@promptreel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * GET /api/catalogues — platforms, categories and flag categories. Reference data several features
 * read (upload form, edit dialog, feed filters), so it lives here rather than in one feature.
 */
export function getCatalogues(signal?: AbortSignal): Promise<CataloguesResponse> {
  return apiRequest<CataloguesResponse>('/api/catalogues', { signal });
}

export const cataloguesQueryKey = ['catalogues'] as const;

export function cataloguesQueryOptions() {
  return queryOptions({
    queryKey: cataloguesQueryKey,
    queryFn: ({ signal }) => getCatalogues(signal),
    // Catalogues change with a deploy, not while someone is on the page.
    staleTime: 60 * 60_000,
  });
}

export function useCatalogues() {
  return useQuery(cataloguesQueryOptions());
}
