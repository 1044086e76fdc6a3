import type { VideoCard as VideoCardData } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatCardTime } from '../../../lib/format-time';
import { videoQueryOptions } from '../api/get-video';
import { ClapCount, CommentCount } from './engagement-counts';
import { CreatorLine } from './creator-line';
import { PromptLink } from './prompt-link';
import { ShareButton } from './share-button';
import { VideoBadges } from './video-badges';
import { VideoPoster } from './video-poster';

/**
 * A feed card in list layout (spec: creator, time, title, badges, media, counts, prompt, share).
 * Clap button, inline player and the actions menu slot in here in later issues.
 */
export function VideoCard({ video, priority = false }: { video: VideoCardData; priority?: boolean }) {
  const queryClient = useQueryClient();
  const titleId = `video-${video.id}-title`;
  // Start fetching the page's data as soon as the pointer shows intent.
  const prefetch = () => void queryClient.prefetchQuery(videoQueryOptions(video.id));

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 py-5" onPointerEnter={prefetch}>
      <CreatorLine
        username={video.ownerUsername}
        avatarUrl={video.ownerAvatarUrl}
        channel={video.channel}
        createdAt={video.createdAt}
        timeText={formatCardTime(video.createdAt)}
      />
      <div className="flex flex-col gap-2">
        <h2 id={titleId} className="text-base leading-snug font-semibold text-pretty break-words">
          <Link to={paths.video.href(video.id)} onFocus={prefetch} className="hover:underline">
            {video.title}
          </Link>
        </h2>
        <VideoBadges video={video} />
      </div>
      <VideoPoster video={video} priority={priority} />
      <div className="-mx-2 flex items-center justify-between gap-2">
        <span className="px-2 text-sm text-muted tabular-nums">{video.views}</span>
        <div className="flex items-center">
          <ClapCount count={video.claps} />
          <CommentCount count={video.comments} videoId={video.id} />
          {video.prompt ? <PromptLink videoId={video.id} /> : null}
          <ShareButton videoId={video.id} />
        </div>
      </div>
    </article>
  );
}
