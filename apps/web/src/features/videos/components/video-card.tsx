import { AppLink } from '../../../components/app-link';
import { formatViews } from '../utils/format-views';
import { CARD_FRAMES, posterSizes, type CardFrame, type VideoCard as VideoCardData } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ContentCredentialsBadge } from '../../../components/content-credentials-badge';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { videoQueryOptions } from '../api/get-video';
import type { FeedLayout } from '../utils/feed-params';
import { ClapCount, CommentCount } from './engagement-counts';
import { CardCreatorLine } from './creator-line';
import { PromptLink } from './prompt-link';
import { ShareButton } from './share-button';
import { VideoBadges } from './video-badges';
import { aspectRatioOf } from '../utils/media-box';
import { useVideoCardSlots } from './video-card-slots';
import { VideoPoster } from './video-poster';
import { useVideoList } from './video-list-context';
import { SensitiveCover } from './sensitive-cover';

/**
 * A feed card.
 * List: creator, time, title, badges, inline player, clap, comments, prompt, share (and actions).
 * Grid: poster or player, title on two lines, shortened badges, prompt button.
 * The clap button and the inline player come from the card slots (see video-card-slots.tsx).
 */
export function VideoCard({
  video,
  priority = false,
  layout = 'list',
  headingLevel = 2,
  frame = layout === 'list' ? CARD_FRAMES.feedList : CARD_FRAMES.feedGrid,
}: {
  video: VideoCardData;
  priority?: boolean;
  layout?: FeedLayout;
  /** 3 when the cards sit under a section heading (search results, profile tabs). */
  headingLevel?: 2 | 3;
  /** Where the list sits, for the poster's `sizes` (the home feed's, unless told). */
  frame?: CardFrame;
}) {
  const queryClient = useQueryClient();
  const slots = useVideoCardSlots();
  const list = useVideoList();
  const titleId = `video-${video.id}-title`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  // Start fetching the page's data as soon as the pointer shows intent.
  const prefetch = () => void queryClient.prefetchQuery(videoQueryOptions(video.id));
  const sizes = posterSizes(frame, aspectRatioOf(video));
  const media = (
    <SensitiveCover labels={video.labels}>
      {slots.media?.(video, { layout, priority, posterSizes: sizes }) ?? (
        <VideoPoster video={video} priority={priority} layout={layout} sizes={sizes} />
      )}
    </SensitiveCover>
  );
  const titleLink = (
    <AppLink to={paths.video.href(video.id)} state={list && { list }} onFocus={prefetch} className="hover:underline">
      {video.title}
    </AppLink>
  );

  if (layout === 'grid') {
    return (
      <article aria-labelledby={titleId} className="flex min-w-0 flex-col gap-2" onPointerEnter={prefetch}>
        {media}
        <div className="flex items-start gap-1">
          <Heading
            id={titleId}
            title={video.title}
            className="line-clamp-2 min-w-0 flex-1 pt-1 text-sm leading-snug font-semibold break-words"
          >
            {titleLink}
          </Heading>
          {video.prompt ? <PromptLink videoId={video.id} /> : null}
        </div>
        <VideoBadges video={video} compact />
        <ContentCredentialsBadge provenance={video.provenance} compact className="self-start" />
      </article>
    );
  }

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 py-5" onPointerEnter={prefetch}>
      <CardCreatorLine video={video} />
      <div className="flex flex-col gap-2">
        <Heading id={titleId} className="text-base leading-snug font-semibold text-pretty break-words">
          {titleLink}
        </Heading>
        <div className="flex flex-wrap items-center gap-1.5">
          <VideoBadges video={video} />
          <ContentCredentialsBadge provenance={video.provenance} />
        </div>
      </div>
      {media}
      <div className={cn('-mx-2 flex flex-wrap items-center justify-between gap-x-2')}>
        <span className="px-2 text-sm text-muted tabular-nums">{formatViews(video.viewsCount)}</span>
        <div className="flex items-center">
          {slots.clap?.(video) ?? <ClapCount count={video.claps} />}
          <CommentCount count={video.comments} videoId={video.id} />
          {video.prompt ? <PromptLink videoId={video.id} /> : null}
          <ShareButton videoId={video.id} />
          {slots.actions?.(video)}
        </div>
      </div>
    </article>
  );
}
