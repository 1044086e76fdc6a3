import type { VideoCard } from '@promptreel/contract';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../features/auth/api/get-me';
import { SaveButton } from '../features/collections/components/save-button';
import { profileQueryOptions } from '../features/profiles/api/get-profile';
import { CardCreatorLine } from '../features/videos/components/creator-line';
import { PromptLink } from '../features/videos/components/prompt-link';
import { ShareButton } from '../features/videos/components/share-button';
import { VideoBadges } from '../features/videos/components/video-badges';
import { useVideoCardSlots } from '../features/videos/components/video-card-slots';
import { ProfileFollowButton } from './profile-follow-button';
import { ViewerCommentsSheet } from './viewer-comments-sheet';

/** Follow / Unfollow for the clip on screen (its creator's profile is fetched only then). */
function ViewerFollow({ username }: { username: string }) {
  const profile = useQuery(profileQueryOptions(username));
  return profile.data ? <ProfileFollowButton profile={profile.data} size="sm" /> : null;
}

/**
 * What the viewer shows over a clip: the creator (with Follow), title and badges at the bottom, and
 * a column of Clap, Comments, Save, the prompt, Share and the actions menu at the right (a card's parts).
 */
export function ViewerOverlay({ video, active }: { video: VideoCard; active: boolean }) {
  const slots = useVideoCardSlots();
  const user = useCurrentUser();
  return (
    <>
      <div className="pointer-events-none absolute inset-x-0 bottom-0 flex flex-col gap-2 bg-linear-to-t from-black/80 via-black/40 to-transparent p-4 pt-16 pe-20 pb-[max(1rem,env(safe-area-inset-bottom))] [&_a,&_button]:pointer-events-auto">
        <div className="flex flex-wrap items-center gap-3">
          <CardCreatorLine video={video} />
          {active && video.ownerUsername && !video.isOwned ? <ViewerFollow username={video.ownerUsername} /> : null}
        </div>
        <h2 className="text-base leading-snug font-semibold text-pretty break-words">{video.title}</h2>
        <VideoBadges video={video} compact />
      </div>
      <div className="absolute end-2 bottom-28 flex flex-col items-center gap-2 rounded-full bg-black/40 py-2 backdrop-blur-sm">
        {/* A double tap presses the Clap button in here (video-viewer.tsx). */}
        <div className="contents" data-clap-slot="">
          {slots.clap?.(video)}
        </div>
        <ViewerCommentsSheet video={video} />
        <SaveButton videoId={video.id} signedIn={user === undefined ? undefined : user !== null} variant="viewer" />
        {video.prompt ? <PromptLink videoId={video.id} /> : null}
        <ShareButton videoId={video.id} title={video.title} />
        {slots.actions?.(video)}
      </div>
    </>
  );
}
