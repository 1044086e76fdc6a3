import type { VideoDetail } from '@promptreel/contract';
import { useCurrentUser } from '../features/auth/api/get-me';
import { SaveButton } from '../features/collections/components/save-button';
import { FlagVideoAction } from '../features/flags/components/flag-video-action';
import { UsePromptButton } from '../features/prompt/components/use-prompt-button';
import { RemixLink } from '../features/remix/components/remix-link';

/** The video page's buttons beside Embed and Share: Save, Use this prompt, Remix (while allowed) and Flag. */
export function VideoPageActions({ video }: { video: VideoDetail }) {
  const user = useCurrentUser();
  const { prompt } = video;
  const signedIn = user === undefined ? undefined : user !== null;
  return (
    <>
      <SaveButton videoId={video.id} signedIn={signedIn} />
      {prompt ? <UsePromptButton video={{ ...video, prompt }} /> : null}
      {/* Only what everyone may see can be remixed: an upload still processing is its owner's alone. */}
      {video.allowRemixes && !video.processing ? <RemixLink videoId={video.id} /> : null}
      <FlagVideoAction
        videoId={video.id}
        videoTitle={video.title}
        durationMs={video.durationMs}
        isOwned={video.isOwned}
        signedIn={signedIn}
      />
    </>
  );
}
