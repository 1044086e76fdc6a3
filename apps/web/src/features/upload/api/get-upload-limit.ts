import type { UploadLimit } from '@promptreel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { uploadKeys } from './keys';

/** GET /api/upload-limit — today's uploads (UTC day), the limit (5) and what remains. */
export function getUploadLimit(signal?: AbortSignal): Promise<UploadLimit> {
  return apiRequest<UploadLimit>('/api/upload-limit', { signal });
}

export function uploadLimitQueryOptions() {
  return queryOptions({
    queryKey: uploadKeys.limit(),
    queryFn: ({ signal }) => getUploadLimit(signal),
    // It changes with every upload (here or in another tab): ask again whenever the page opens.
    staleTime: 0,
  });
}

export function useUploadLimit(options: { enabled?: boolean } = {}) {
  return useQuery({ ...uploadLimitQueryOptions(), enabled: options.enabled ?? true });
}
