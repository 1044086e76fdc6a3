import type { QueryClient } from '@tanstack/react-query';
import { eachQueryWithData, isPlainObject, isVideoLike, mapVideos, MAX_DEPTH } from './video-cache';

/** Drops video `id` from every cached list and forgets its own page. */
export function removeVideoFromQueries(queryClient: QueryClient, id: number): void {
  eachQueryWithData(queryClient, (query) => {
    const data = query.state.data;
    if (isVideoLike(data) && data.id === id) {
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
      return;
    }
    const next = mapVideos(data, id, () => null);
    if (next !== data) queryClient.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
  });
}

/** Marks every cached query holding a video list (or a video) stale, e.g. after an upload. */
export function invalidateVideoQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => containsVideo(query.state.data) });
}

function containsVideo(data: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  if (isVideoLike(data)) return true;
  if (Array.isArray(data)) return data.some((item) => containsVideo(item, depth + 1));
  if (isPlainObject(data)) return Object.values(data).some((value) => containsVideo(value, depth + 1));
  return false;
}
