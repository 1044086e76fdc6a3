import type { MeResponse } from '@promptreel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../features/auth/api/keys';
import { reportWatch } from '../features/for-you/api/report-watch';
import { trackVideo } from '../lib/watch-tracker';

/**
 * Follows a player's <video> from its first play and tells the server how much each view watched
 * (For You, the creator's Studio); a visitor's finished videos are also kept in this browser
 * session. Who is signed in is read at each report.
 */
export function watchVideo(video: HTMLVideoElement, client: QueryClient): void {
  trackVideo(video, {
    report: (videoId, share) =>
      reportWatch(videoId, share, Boolean(client.getQueryData<MeResponse>(authKeys.me)?.user)),
  });
}
