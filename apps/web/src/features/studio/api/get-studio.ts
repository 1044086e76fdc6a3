import type { StudioOverview, StudioVideoReport } from '@promptreel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { studioKeys } from './keys';

// The figures move with every view: a minute old is fresh enough, and going back to the tab asks again.
const STALE_MS = 60_000;

/** GET /api/studio?days=: all the creator's videos together, and each. */
export function useStudioOverview(days: number) {
  return useQuery({
    queryKey: studioKeys.overview(days),
    queryFn: ({ signal }) => apiRequest<StudioOverview>('/api/studio', { query: { days }, signal }),
    staleTime: STALE_MS,
    // Another period keeps the figures on screen until its own arrive, rather than a blank page.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/studio/videos/:id?days=: one of the creator's videos (404 for anyone else's). */
export function useStudioVideoReport(id: number | null, days: number) {
  return useQuery({
    queryKey: studioKeys.video(id ?? 0, days),
    queryFn: ({ signal }) => apiRequest<StudioVideoReport>(`/api/studio/videos/${id}`, { query: { days }, signal }),
    enabled: id !== null,
    staleTime: STALE_MS,
    placeholderData: (previous) => (previous?.video.id === id ? previous : undefined),
    retry: false,
  });
}
