import type { VideoCard } from '@promptreel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { videoKeys } from './keys';

/** What can change on a video while it is on screen: claps, comments and views. */
export type VideoPatch = Partial<Pick<VideoCard, 'claps' | 'clapped' | 'comments' | 'views' | 'viewsCount'>>;

function isCard(value: unknown): value is VideoCard {
  return typeof value === 'object' && value !== null && 'id' in value && 'claps' in value && 'title' in value;
}

function patchItems<T>(items: readonly T[], id: number, patch: VideoPatch): T[] | null {
  const index = items.findIndex((item) => isCard(item) && item.id === id);
  if (index === -1) return null;
  return items.map((item) => (isCard(item) && item.id === id ? ({ ...item, ...patch } as T) : item));
}

/**
 * Applies `patch` to video `id` inside one cached value, whatever its shape: a card list
 * ({ items }), an infinite list ({ pages: [{ items }] }) or a single video. Returns the same
 * object when the video is not in it, so nothing re-renders for nothing.
 */
export function patchVideoInData<D>(data: D, id: number, patch: VideoPatch): D {
  if (typeof data !== 'object' || data === null) return data;
  if (isCard(data)) return data.id === id ? ({ ...data, ...patch } as D) : data;
  const record = data as Record<string, unknown>;
  if (Array.isArray(record.pages)) {
    let changed = false;
    const pages = record.pages.map((page: unknown) => {
      const next = patchVideoInData(page, id, patch);
      if (next !== page) changed = true;
      return next;
    });
    return changed ? ({ ...record, pages } as D) : data;
  }
  if (Array.isArray(record.items)) {
    const items = patchItems(record.items, id, patch);
    return items ? ({ ...record, items } as D) : data;
  }
  return data;
}

/**
 * Writes a video's new numbers into every cached feed page, profile tab and the video page,
 * so every card showing it agrees without a refetch.
 */
export function patchVideoCaches(queryClient: QueryClient, id: number, patch: VideoPatch): void {
  queryClient.setQueriesData({ queryKey: videoKeys.all }, (data: unknown) => patchVideoInData(data, id, patch));
}
