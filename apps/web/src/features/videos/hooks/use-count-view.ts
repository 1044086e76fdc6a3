import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { broadcastVideoChange } from '../../../lib/video-broadcast';
import { patchVideoInQueries } from '../../../lib/video-cache';
import { countView } from '../api/count-view';
import { formatViews } from '../utils/format-views';

/**
 * A view is counted on the first play, once per page load on the video page and
 * once per card instance in lists.
 * Returns the player's onPlay handler; the new total goes into every cached copy of the video
 * (the page, feed pages, profile lists), so each card shows it at once.
 */
export function useCountView(videoId: number): () => void {
  const counted = useRef<number | null>(null);
  const count = useCountViews();
  return useCallback(() => {
    if (counted.current === videoId) return;
    counted.current = videoId;
    count(videoId);
  }, [count, videoId]);
}

/** The same for many videos (the viewer's): counts each once per call site, when first played. */
export function useCountViews(): (videoId: number) => void {
  const queryClient = useQueryClient();
  const counted = useRef(new Set<number>());
  return useCallback(
    (videoId: number) => {
      if (counted.current.has(videoId)) return;
      counted.current.add(videoId);
      countView(videoId).then(
        ({ views }) => {
          const patch = { viewsCount: views, views: formatViews(views) };
          patchVideoInQueries(queryClient, videoId, patch);
          broadcastVideoChange(videoId, patch);
        },
        () => undefined, // a view that was not counted is not worth an error message
      );
    },
    [queryClient],
  );
}
