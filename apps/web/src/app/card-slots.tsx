import { playerPosterUrl, posterSrcSet, type ClapState, type VideoCard } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useCurrentUser } from '../features/auth/api/get-me';
import { ClapButton } from '../features/claps/components/clap-button';
import { InlinePlayer } from '../features/playback/components/inline-player';
import { useCountView } from '../features/videos/hooks/use-count-view';
import { videoKeys } from '../features/videos/api/keys';
import {
  VideoCardSlotsProvider,
  type CardMediaOptions,
  type VideoCardSlots,
} from '../features/videos/components/video-card-slots';
import { useVideoList } from '../features/videos/components/video-list-context';
import { VideoPoster } from '../features/videos/components/video-poster';
import { aspectRatioOf, CARD_MEDIA_MAX, mediaBoxStyle } from '../features/videos/utils/media-box';
import { broadcastVideoChange } from '../lib/video-broadcast';
import { patchVideoInQueries } from '../lib/video-cache';
import { VideoActions } from './video-actions';
import { useWatchReporting } from './watch-reporting';

/** The clap toggle on every card and on the video page; its answer updates every copy of the video. */
function VideoClap({ video }: { video: VideoCard }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const onConfirmed = useCallback(
    (state: ClapState) => {
      patchVideoInQueries(queryClient, video.id, state);
      broadcastVideoChange(video.id, state);
      // Profiles' Claps tabs list what was clapped: fetch them afresh when next shown.
      void queryClient.invalidateQueries({ queryKey: [...videoKeys.all, 'profile'], refetchType: 'none' });
    },
    [queryClient, video.id],
  );
  return (
    <ClapButton
      videoId={video.id}
      clapped={video.clapped}
      claps={video.claps}
      signedIn={user === undefined ? undefined : user !== null}
      onConfirmed={onConfirmed}
    />
  );
}

/**
 * A card's poster that plays in place (one at a time, autoplay in the desktop list), counting one view.
 * A 'Sensitive content' video never autoplays: its viewer starts it, once they have chosen to see it.
 */
function CardMedia({ video, layout, priority, posterSizes }: { video: VideoCard } & CardMediaOptions) {
  const onFirstPlay = useCountView(video.id);
  const list = useVideoList();
  const navigate = useNavigate();
  return (
    <InlinePlayer
      videoId={video.id}
      title={video.title}
      src={video.publicUrl}
      renditions={video.renditions}
      posterUrl={video.posterUrl}
      posterSrcSet={posterSrcSet(video.posterVariants)}
      posterSizes={posterSizes}
      playerPosterUrl={playerPosterUrl(video)}
      posterWidth={video.width}
      posterHeight={video.height}
      boxStyle={mediaBoxStyle(aspectRatioOf(video), CARD_MEDIA_MAX[layout])}
      priority={priority}
      autoplay={layout === 'list' && !video.labels.includes('sensitive')}
      onFirstPlay={onFirstPlay}
      onOpen={list ? () => void navigate(paths.video.href(video.id), { state: { list } }) : undefined}
      fallback={<VideoPoster video={video} priority={priority} layout={layout} sizes={posterSizes} />}
    />
  );
}

const slots: VideoCardSlots = {
  clap: (video) => <VideoClap video={video} />,
  media: (video, options) => <CardMedia video={video} {...options} />,
  actions: (video) => <VideoActions video={video} />,
};

/**
 * The one place that fills in the card slots: claps, inline playback and the 'Video actions' menu
 * (video-owner's items, For You's steering, and admin's 'Label video' for admins) on every card and
 * on the video page (features never import each other: they meet here); and where every player's
 * watch shares go (For You).
 */
export function CardSlots({ children }: { children: ReactNode }) {
  useWatchReporting();
  // The viewer's sensitive-content choice uncovers every such video; it changes only in Settings.
  const showSensitive = useCurrentUser()?.sensitiveContent === 'show';
  const value = useMemo(() => ({ ...slots, showSensitive }), [showSensitive]);
  return <VideoCardSlotsProvider value={value}>{children}</VideoCardSlotsProvider>;
}
