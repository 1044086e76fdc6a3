import type { VideoCard } from '@promptreel/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
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

/**
 * Drops the videos `drop` picks from the cached lists under `queryKey` (a feed's pages, say),
 * keeping each query's freshness. Unlike removeVideoFromQueries, it leaves other lists and pages be.
 */
export function removeVideosWhere(
  queryClient: QueryClient,
  queryKey: QueryKey,
  drop: (video: VideoCard) => boolean,
): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey })) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = withoutVideos(data, drop);
    if (next !== data) queryClient.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
  }
}

/** `data` without the list items `drop` picks, or `data` itself (same reference) when none is. */
function withoutVideos(data: unknown, drop: (video: VideoCard) => boolean, depth = 0): unknown {
  if (depth > MAX_DEPTH) return data;
  if (Array.isArray(data)) {
    let changed = false;
    const next: unknown[] = [];
    for (const item of data) {
      if (isVideoLike(item) && drop(item as unknown as VideoCard)) {
        changed = true;
        continue;
      }
      const mapped = withoutVideos(item, drop, depth + 1);
      if (mapped !== item) changed = true;
      next.push(mapped);
    }
    return changed ? next : data;
  }
  if (!isPlainObject(data) || isVideoLike(data)) return data;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const mapped = withoutVideos(value, drop, depth + 1);
    if (mapped !== value) changed = true;
    next[key] = mapped;
  }
  return changed ? next : data;
}
