import type { VideoCard } from '@promptreel/contract';
import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Keeps every cached copy of a video in step after a change (a view, an edit, a deletion):
 * feed pages, profile lists, search results and the video page alike. Lists are built by several
 * features with their own query keys, so this walks the cached data and recognises videos by shape
 * (a numeric `id` with `viewsCount` and `publicUrl`) instead of knowing every key.
 * Removing and invalidating are in video-cache-lists.ts: only pages that load later use them, and
 * this file comes with every first load (claps and views patch).
 */

type VideoLike = Pick<VideoCard, 'id' | 'viewsCount' | 'publicUrl'>;

/** How deep the cache walkers look (here and in user-cache.ts): answers nest a few levels at most. */
export const MAX_DEPTH = 8;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export function isVideoLike(value: unknown): value is VideoLike {
  return isPlainObject(value) && typeof value.id === 'number' && 'viewsCount' in value && 'publicUrl' in value;
}

/**
 * Returns `data` with `change` applied to every video whose id is `id`, or `data` itself (same
 * reference) when nothing matched. `change` may return null to drop the video from its list.
 */
export function mapVideos(
  data: unknown,
  id: number,
  change: (video: Record<string, unknown>) => Record<string, unknown> | null,
  depth = 0,
): unknown {
  if (depth > MAX_DEPTH) return data;
  if (Array.isArray(data)) {
    let changed = false;
    const next: unknown[] = [];
    for (const item of data) {
      if (isVideoLike(item) && item.id === id) {
        const replaced = change(item as unknown as Record<string, unknown>);
        if (replaced !== item) changed = true;
        if (replaced !== null) next.push(replaced);
        continue;
      }
      const mapped = mapVideos(item, id, change, depth + 1);
      if (mapped !== item) changed = true;
      next.push(mapped);
    }
    return changed ? next : data;
  }
  if (!isPlainObject(data)) return data;
  if (isVideoLike(data) && data.id === id) return change(data as unknown as Record<string, unknown>) ?? data;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const mapped = mapVideos(value, id, change, depth + 1);
    if (mapped !== value) changed = true;
    next[key] = mapped;
  }
  return changed ? next : data;
}

export function eachQueryWithData(queryClient: QueryClient, visit: (query: Query) => void): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.data !== undefined) visit(query);
  }
}

/**
 * Merges `patch` into every cached copy of video `id` (lists and the page), keeping their freshness.
 * A copy it would not change is left alone: any update restarts a query's polling (a processing
 * video's 2 s poll), so a comment count told again must not hold that poll back.
 */
export function patchVideoInQueries(queryClient: QueryClient, id: number, patch: Partial<VideoCard>): void {
  eachQueryWithData(queryClient, (query) => {
    const data = query.state.data;
    const next = mapVideos(data, id, (video) => {
      const known = pickKnown(video, patch);
      return Object.entries(known).every(([key, value]) => Object.is(video[key], value))
        ? video
        : { ...video, ...known };
    });
    if (next !== data) queryClient.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
  });
}

/** Only the fields a copy already has: a card in a list does not grow the page's extra fields. */
function pickKnown(video: Record<string, unknown>, patch: Partial<VideoCard>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (key in video && value !== undefined) out[key] = value;
  }
  return out;
}
