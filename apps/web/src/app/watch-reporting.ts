import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

// With the first play, not with any page's first load.
// eslint-disable-next-line no-restricted-syntax -- reports only: no text to show
const loadTracking = () => import('./watch-tracking');

/**
 * How much of each video is watched, for For You: every player puts its video's id on its <video>
 * (`data-video-id`: the cards', the video page's and the viewer's), and the first play of one
 * fetches the code that follows it (app/watch-tracking.ts). One listener for the whole page:
 * 'play' does not bubble, so it is heard on its way down.
 */
export function useWatchReporting(): void {
  const client = useQueryClient();
  useEffect(() => {
    const onPlay = ({ target }: Event) => {
      if (target instanceof HTMLVideoElement && target.dataset.videoId) {
        loadTracking().then(
          ({ watchVideo }) => watchVideo(target, client),
          () => undefined, // a chunk that failed to load costs a report, never the player
        );
      }
    };
    document.addEventListener('play', onPlay, true);
    return () => document.removeEventListener('play', onPlay, true);
  }, [client]);
}
