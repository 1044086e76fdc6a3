import type { VideoDetail } from '@promptreel/contract';
import { useCurrentUser } from '../features/auth/api/get-me';
import { FlagVideoAction } from '../features/flags/components/flag-video-action';
import { UsePromptButton } from '../features/prompt/components/use-prompt-button';
import { RemixLink } from '../features/remix/components/remix-link';

/** The video page's buttons beside Embed and Share: Use this prompt, Remix (while allowed) and Flag. */
export function VideoPageActions({ video }: { video: VideoDetail }) {
  const user = useCurrentUser();
  const { prompt } = video;
  return (
    <>
      {prompt ? <UsePromptButton video={{ ...video, prompt }} /> : null}
      {/* Only what everyone may see can be remixed: an upload still processing is its owner's alone. */}
      {video.allowRemixes && !video.processing ? <RemixLink videoId={video.id} /> : null}
      <FlagVideoAction
        videoId={video.id}
        videoTitle={video.title}
        durationMs={video.durationMs}
        isOwned={video.isOwned}
        signedIn={user === undefined ? undefined : user !== null}
      />
    </>
  );
}
