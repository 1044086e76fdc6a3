import { LIVE_EVENTS, type LiveEvent } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '../../../config/env';
import { commentKeys } from '../api/keys';

/** The event the server sends on a video's channel whenever one of its comments is added or deleted. */
export const COMMENT_CHANGED_EVENT = LIVE_EVENTS.commentChanged;

/**
 * Realtime comments: one EventSource per video page on that video's
 * channel; every 'comment-changed' refetches the list, so a comment posted or deleted anywhere
 * shows up here within a second. The browser reconnects by itself after a drop.
 */
export function useCommentEvents(videoId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`${env.apiBaseUrl}/api/events?video=${videoId}`, { withCredentials: true });
    const onChanged = (event: MessageEvent<string>) => {
      try {
        const data = JSON.parse(event.data) as Partial<LiveEvent>;
        if (data.type === LIVE_EVENTS.commentChanged && data.videoId !== videoId) return;
      } catch {
        // No readable body: refresh anyway, it is cheap.
      }
      void queryClient.invalidateQueries({ queryKey: commentKeys.video(videoId) });
    };
    // After a reconnect, anything missed while offline is fetched once.
    let opened = false;
    const onOpen = () => {
      if (opened) void queryClient.invalidateQueries({ queryKey: commentKeys.video(videoId) });
      opened = true;
    };
    source.addEventListener(COMMENT_CHANGED_EVENT, onChanged);
    source.addEventListener('open', onOpen);
    return () => source.close();
  }, [videoId, queryClient]);
}
