import type { VideoDetail } from '@promptreel/contract';
import { formatViews } from '../utils/format-views';
import { Captions } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContentCredentialsBadge } from '../../../components/content-credentials-badge';
import { formatRelativeTime } from '../../../lib/format-relative-time';
import { t } from '../../../lib/i18n';
import { useTimeFormat } from '../../../lib/render-clock';
import { ClapCount, CommentCount } from './engagement-counts';
import { CreatorLine } from './creator-line';
import { EmbedButton } from './embed-button';
import { ProcessingNotice } from './processing-notice';
import { PromptChip } from './prompt-chip';
import { ShareButton } from './share-button';
import { VideoBadges } from './video-badges';
import { VisibilityBadge } from './visibility-badge';
import { useVideoCardSlots } from './video-card-slots';
import { VideoPlayer } from './video-player';
import { SensitiveCover } from './sensitive-cover';
import { useCountView } from '../hooks/use-count-view';
import { useMediaSession } from '../../../lib/use-media-session';

/**
 * The video page's main block, in the spec's order: owner and time, title, description,
 * labels, prompt chip, player, then counts, Embed and Share.
 */
export function VideoDetails({
  video,
  promptHighlighted = false,
  actions,
  menu,
  lineage,
}: {
  video: VideoDetail;
  promptHighlighted?: boolean;
  /** Extra buttons next to Share, supplied by the page (e.g. 'Flag video'). */
  actions?: ReactNode;
  /** The 'Video actions' menu, beside the owner line. */
  menu?: ReactNode;
  /** What it was made from ('Remixed from …'), under its badges. */
  lineage?: ReactNode;
}) {
  useMediaSession({ title: video.title, artist: video.channel, artwork: video.posterUrl });
  const slots = useVideoCardSlots();
  const onPlay = useCountView(video.id);
  const time = useTimeFormat();
  return (
    <article aria-labelledby="video-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <CreatorLine
          username={video.ownerUsername}
          avatarUrl={video.ownerAvatarUrl}
          channel={video.channel}
          createdAt={video.createdAt}
          timeText={formatRelativeTime(video.createdAt, time)}
          size="md"
        />
        {menu}
      </div>
      <div className="flex flex-col gap-2">
        <h1 id="video-title" className="text-xl leading-tight font-bold text-pretty break-words md:text-2xl">
          {video.title}
        </h1>
        {video.subtitle ? <p className="whitespace-pre-line break-words text-fg/90">{video.subtitle}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        {video.visibility !== 'public' ? (
          <VisibilityBadge visibility={video.visibility} publishAt={video.publishAt} />
        ) : null}
        <VideoBadges video={video} />
        <ContentCredentialsBadge provenance={video.provenance} />
      </div>
      {lineage}
      {video.captions.length > 0 ? (
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <Captions aria-hidden="true" className="size-4" />
          <span>{t('videos.captions', { languages: video.captions.map((c) => c.label).join(', ') })}</span>
        </p>
      ) : null}
      {video.prompt || video.recipe ? <PromptChip prompt={video.prompt} highlighted={promptHighlighted} /> : null}
      {video.processing ? <ProcessingNotice percent={video.processingPercent} /> : null}
      <SensitiveCover labels={video.labels}>
        <VideoPlayer video={video} onPlay={onPlay} />
      </SensitiveCover>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="-ms-2.5 flex items-center">
          {slots.clap?.(video) ?? <ClapCount count={video.claps} />}
          <CommentCount count={video.comments} />
          <span className="px-2.5 text-sm text-muted tabular-nums">{formatViews(video.viewsCount)}</span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {/* Only what everyone may see can be embedded: an upload still processing is its owner's alone. */}
          {video.processing ? null : <EmbedButton videoId={video.id} />}
          <ShareButton videoId={video.id} title={video.title} withText />
        </div>
      </div>
    </article>
  );
}
