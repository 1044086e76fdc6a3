import type { VideoVisibilityRepository } from '../repositories/video-visibility.repository.js';
import type { VisibilityValues } from '../rules/visibility-choice.js';

/**
 * Public, unlisted and scheduled videos (issue 36, goal 3): the owner's checked choice written, and
 * the 'publish-video' job that publishes a scheduled one. Whoever hears of a video that became
 * public for the first time (a remix's source creator) is told then, as for a new upload.
 */
export function createVideoVisibilityService(deps: {
  visibility: VideoVisibilityRepository;
  onPublished?: (videoId: number) => Promise<void>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  return {
    /** Writes a choice already checked (rules/visibility-choice.ts) for a video its caller owns. */
    async apply(videoId: number, values: VisibilityValues): Promise<void> {
      if (await deps.visibility.set(videoId, values, now())) await deps.onPublished?.(videoId);
    },

    /** The job: publishes the video if its time has come (a later job waits if it was moved). */
    async publishDue({ videoId }: { videoId: number }): Promise<void> {
      if ((await deps.visibility.publishDue(videoId, now())) === 'published') await deps.onPublished?.(videoId);
    },
  };
}

export type VideoVisibilityService = ReturnType<typeof createVideoVisibilityService>;
