import { AppLink } from '../../../components/app-link';
import { posterSrcSet, type VideoCard } from '@promptreel/contract';
import { Film, Play } from 'lucide-react';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { aspectRatioOf, CARD_MEDIA_MAX, mediaBoxStyle } from '../utils/media-box';

/**
 * The card's poster: a box with the video's shape reserved before the image arrives, so the
 * feed never shifts. It leads to the video page (the inline player will take over this slot).
 * The title link is the keyboard route to the same page, so this one stays out of the tab order.
 */
export function VideoPoster({
  video,
  priority = false,
  layout = 'list',
  sizes,
}: {
  video: Pick<VideoCard, 'id' | 'title' | 'posterUrl' | 'posterVariants' | 'width' | 'height' | 'orientation'>;
  /** Above the fold: load now, at high priority. */
  priority?: boolean;
  layout?: 'list' | 'grid';
  /** How wide the poster is drawn at each viewport width (contract `posterSizes`). */
  sizes: string;
}) {
  const ratio = aspectRatioOf(video);
  const box = mediaBoxStyle(ratio, CARD_MEDIA_MAX[layout]);
  return (
    <AppLink
      to={paths.video.href(video.id)}
      tabIndex={-1}
      aria-hidden="true"
      className="group block overflow-hidden rounded-xl bg-media"
    >
      <div className="relative mx-auto" style={box}>
        {video.posterUrl ? (
          <img
            src={video.posterUrl}
            srcSet={posterSrcSet(video.posterVariants)}
            sizes={sizes}
            alt=""
            width={video.width ?? undefined}
            height={video.height ?? undefined}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="absolute inset-0 grid place-items-center text-zinc-400">
            <Film className="size-10" />
          </div>
        )}
        <span className="absolute inset-0 grid place-items-center">
          <span
            className={cn(
              'grid size-14 place-items-center rounded-full bg-black/55 text-white backdrop-blur-sm',
              'transition-transform duration-150 group-hover:scale-105',
            )}
          >
            <Play className="ms-0.5 size-6 fill-current" />
          </span>
        </span>
      </div>
    </AppLink>
  );
}
