import type { VideoDetail } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { videoKeys } from '../features/videos/api/keys';
import { remixKeys } from '../features/remix/api/get-remixes';

/**
 * A remix counts on its source's page once its processing has ended, and its creator may have
 * that page cached from before (the upload form asked for it). Seen shown on its creator's page,
 * the source's page and remixes are marked stale: asked for afresh when next shown, no sooner.
 */
export function useSourceRefreshWhenShown(video: VideoDetail | undefined) {
  const queryClient = useQueryClient();
  const sourceId = video?.isOwned && !video.processing ? (video.remix?.of?.id ?? null) : null;
  useEffect(() => {
    if (sourceId === null) return;
    void queryClient.invalidateQueries({ queryKey: videoKeys.detail(sourceId), refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: remixKeys.of(sourceId), refetchType: 'none' });
  }, [sourceId, queryClient]);
}
