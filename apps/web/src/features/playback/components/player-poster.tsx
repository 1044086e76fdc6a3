import { Film, Play } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';

/** The card's poster as one button: a click takes the slot and turns it into the player. */
export interface PosterImageProps {
  title: string;
  posterUrl: string | null;
  /** The poster's WebP copies and how wide it is drawn; without them the image is `posterUrl` alone. */
  posterSrcSet?: string;
  posterSizes?: string;
  posterWidth?: number | null;
  posterHeight?: number | null;
  /** Above the fold: load the poster now, at high priority. */
  priority?: boolean;
}

export function PlayerPoster({
  title,
  posterUrl,
  posterSrcSet,
  posterSizes,
  posterWidth,
  posterHeight,
  priority = false,
  buttonRef,
  imageRef,
  onPlay,
  onShown,
}: PosterImageProps & {
  buttonRef: Ref<HTMLButtonElement>;
  imageRef: Ref<HTMLImageElement>;
  onPlay: () => void;
  /** The size of the poster the image chose, so the player shows it again rather than fetch another. */
  onShown: (url: string | null) => void;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={t('playback.playTitle', { title })}
      onClick={onPlay}
      className="group absolute inset-0 block size-full"
    >
      {posterUrl ? (
        <img
          ref={imageRef}
          srcSet={posterSrcSet}
          sizes={posterSizes}
          src={posterUrl}
          onLoad={(event) => onShown(event.currentTarget.currentSrc || null)}
          alt=""
          width={posterWidth ?? undefined}
          height={posterHeight ?? undefined}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <span className="absolute inset-0 grid place-items-center text-zinc-400">
          <Film aria-hidden="true" className="size-10" />
        </span>
      )}
      <span className="absolute inset-0 grid place-items-center">
        <span
          className={cn(
            'grid size-14 place-items-center rounded-full bg-black/55 text-white backdrop-blur-sm',
            'transition-transform duration-150 group-hover:scale-105',
          )}
        >
          <Play aria-hidden="true" className="ml-0.5 size-6 fill-current" />
        </span>
      </span>
    </button>
  );
}
