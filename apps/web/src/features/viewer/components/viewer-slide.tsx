import { playerPosterUrl, type VideoCard } from '@promptreel/contract';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import { sourceFor } from '../../../lib/renditions';
import { useDoubleTap } from '../hooks/use-double-tap';
import { usePlayWhenActive } from '../hooks/use-play-when-active';
import { ClapBurst } from './clap-burst';

export interface ViewerSlideProps {
  video: VideoCard;
  /** On screen: it plays. */
  active: boolean;
  /** On screen or next to it: its poster and first bytes load, ready for the swipe. */
  near: boolean;
  paused: boolean;
  /** The clip has played a while untouched: the overlay fades (a touch or a key brings it back). */
  faded: boolean;
  muted: boolean;
  /** navigator.connection.saveData: neighbours load their posters only. */
  saveData: boolean;
  onTogglePlay(): void;
  onDoubleTap(slide: HTMLElement): void;
  /** The browser refused to start it with sound: it plays muted instead. */
  onMutedByBrowser(): void;
  onFirstPlay(video: VideoCard): void;
  overlay: ReactNode;
}

/** One screen of the viewer: the clip (looping; its poster until the first frame) and its overlay. */
export function ViewerSlide(props: ViewerSlideProps) {
  const { video, active, near, paused, faded, muted, saveData, overlay } = props;
  const [burst, setBurst] = useState(0);
  const endBurst = useCallback(() => setBurst(0), []);
  const slide = useRef<HTMLElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  const [source] = useState(() => (video.publicUrl ? sourceFor(video.publicUrl, video.renditions, innerWidth) : null));
  const tap = useDoubleTap(props.onTogglePlay, () => {
    setBurst(Date.now());
    if (slide.current) props.onDoubleTap(slide.current);
  });
  usePlayWhenActive(player, active && !paused, props.onMutedByBrowser);
  const portrait = (video.height ?? 0) > (video.width ?? 0);

  return (
    <section
      ref={slide}
      aria-label={video.title}
      data-video-id={video.id}
      className="relative flex h-dvh snap-start snap-always items-center justify-center overflow-hidden"
    >
      {near && source ? (
        <video
          ref={player}
          // How much of each view was watched is measured by it (app/watch-reporting.ts).
          data-video-id={video.id}
          src={source}
          poster={playerPosterUrl(video) ?? video.posterUrl ?? undefined}
          loop
          playsInline
          muted={muted}
          preload={active || !saveData ? 'auto' : 'none'}
          aria-label={video.title}
          onPlaying={() => props.onFirstPlay(video)}
          className={cn('size-full', portrait ? 'object-cover' : 'object-contain')}
        />
      ) : null}
      <button
        type="button"
        aria-label={paused && active ? t('viewer.play') : t('viewer.pause')}
        onClick={tap}
        className="absolute inset-0 touch-manipulation focus-visible:outline-none"
      />
      {burst ? <ClapBurst key={burst} onDone={endBurst} /> : null}
      {near ? (
        <div
          className={cn(
            'pointer-events-none absolute inset-0 transition-opacity duration-300 [&>*]:pointer-events-auto',
            faded && 'opacity-0 focus-within:opacity-100 [&_*]:pointer-events-none!',
          )}
        >
          {overlay}
        </div>
      ) : null}
    </section>
  );
}
