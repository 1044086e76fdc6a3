import { Volume2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import type { Rendition } from '@promptreel/contract';
import { IconButton } from '../../../components/ui/icon-button';
import { t } from '../../../lib/i18n';
import { playbackRenditionOf } from '../../../lib/renditions';
import { usePlaybackSampling } from '../../../lib/use-playback-sampling';
import { useHydrated } from '../../../lib/use-hydrated';
import { MOBILE_QUERY, useMediaQuery, usePrefersReducedMotion } from '../../../lib/use-media-query';
import { useAutoplayZone } from '../hooks/use-autoplay-zone';
import { useChosenSource } from '../hooks/use-chosen-source';
import { useWarmStart } from '../hooks/use-warm-start';
import { useFullscreenExit } from '../hooks/use-fullscreen-exit';
import { useSlotPlayback } from '../hooks/use-slot-playback';
import { rememberUnmuted } from '../../../lib/unmute-preference';
import { usePlaybackSnapshot, usePlaybackStore } from './playback-context';
import { PlayerPoster, type PosterImageProps } from './player-poster';

export interface InlinePlayerProps extends PosterImageProps {
  /** The video's id, on the <video>: how much of each view was watched is measured by it (app/watch-reporting.ts). */
  videoId?: number;
  /** The MP4 as uploaded; null for an upload without a file (then `fallback` is shown). */
  src: string | null;
  /** Phone-sized copies, smallest first: one is chosen for this viewer each time the card plays. */
  renditions: readonly Rendition[];
  /** What the player shows before its first frame if the card's image has not loaded (one URL). */
  playerPosterUrl?: string | null;
  /** The box that keeps the video's shape before anything loads (aspect ratio and width). */
  boxStyle: CSSProperties;
  /** List layout: autoplay while in view on a desktop (never with reduced motion). */
  autoplay?: boolean;
  /** Called once per card instance, the first time the video really plays (to count a view). */
  onFirstPlay?: () => void;
  /** On a phone, a tap opens this (the full-screen viewer) instead of playing in place. */
  onOpen?: () => void;
  fallback: ReactNode;
}

/**
 * A card's poster that turns into the player in place: a click plays with sound at
 * volume 1 (and fullscreen on phones); in the desktop list it autoplays muted while in view (volume
 * 0.7 once the user has unmuted before); one card plays at a time; leaving the view, closing, or
 * leaving fullscreen stops it. When the browser refuses to play with sound it retries muted and
 * offers 'Tap to unmute/play'.
 */
export function InlinePlayer(props: InlinePlayerProps) {
  const { title, src, renditions, posterUrl, playerPosterUrl } = props;
  const { boxStyle, autoplay = false, onFirstPlay, onOpen, fallback } = props;
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const key = useId();
  const store = usePlaybackStore();
  const snapshot = usePlaybackSnapshot();
  const mode = snapshot.key === key ? snapshot.mode : null;
  const canAutoplay = useCanAutoplay(Boolean(autoplay && src));
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const posterRef = useRef<HTMLButtonElement>(null);
  const posterImgRef = useRef<HTMLImageElement>(null);
  const [shownPoster, setShownPoster] = useShownPoster(posterImgRef);
  const counted = useRef(false);
  const firstPlay = useRef(onFirstPlay);

  useEffect(() => {
    firstPlay.current = onFirstPlay;
  });

  // Give the slot back when the card goes away.
  useEffect(() => () => store.release(key), [store, key]);

  useAutoplayZone(boxRef, src, canAutoplay, store, key);
  useWarmStart(boxRef, src, renditions);
  // Called here, after the zone, so that the card's effects and their clean-ups keep their order.
  const { muted, setMuted, blocked, setBlocked, unmuteAndPlay } = useSlotPlayback(videoRef, mode);
  useFullscreenExit(videoRef, mode, store, key);

  const focusPosterOnStop = useFocusAfterClose(mode, posterRef);

  const source = useChosenSource(mode !== null, src, renditions, boxRef);
  usePlaybackSampling(videoRef, playbackRenditionOf(source, renditions));

  if (!src) return <>{fallback}</>;

  return (
    <div className="overflow-hidden rounded-xl bg-media">
      <div ref={boxRef} className="relative mx-auto" style={boxStyle}>
        {mode ? (
          <>
            <video
              ref={videoRef}
              data-video-id={props.videoId}
              src={source ?? undefined}
              poster={shownPoster ?? playerPosterUrl ?? posterUrl ?? undefined}
              controls
              playsInline
              loop
              preload="auto"
              aria-label={title}
              className="absolute inset-0 size-full bg-media object-contain"
              onPlaying={() => {
                store.setPlaying(key, true);
                setBlocked(false);
                if (!counted.current) {
                  counted.current = true;
                  firstPlay.current?.();
                }
              }}
              onPause={() => store.setPlaying(key, false)}
              onVolumeChange={(event) => {
                const video = event.currentTarget;
                setMuted(video.muted);
                // Unmuting with the native controls counts for every card from now on.
                if (!video.muted && video.volume > 0) rememberUnmuted();
              }}
            />
            {muted || blocked ? <UnmuteButton onClick={unmuteAndPlay} /> : null}
            <IconButton
              label={t('playback.closePlayer')}
              size="icon-sm"
              onClick={() => {
                focusPosterOnStop.current = true;
                store.release(key);
              }}
              icon={<X aria-hidden="true" className="size-4" />}
              className="absolute top-2 end-2 bg-black/70 text-white backdrop-blur-sm hover:bg-black/80"
            />
          </>
        ) : (
          <PlayerPoster
            {...props}
            buttonRef={posterRef}
            imageRef={posterImgRef}
            onPlay={() => (onOpen && isMobile ? onOpen() : store.play(key))}
            onShown={setShownPoster}
          />
        )}
      </div>
    </div>
  );
}

/**
 * Whether the card may start itself: a desktop list's card, unless reduced motion is asked for.
 * Media queries read false while the app takes over server markup (useHydrated): a phone would
 * pass for a desktop until the switch, so nothing autoplays before it.
 */
function useCanAutoplay(wanted: boolean) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const reducedMotion = usePrefersReducedMotion();
  return useHydrated() && wanted && !isMobile && !reducedMotion;
}

/** After 'Close player' (set the returned ref first), keyboard focus goes back to the poster. */
function useFocusAfterClose(mode: unknown, poster: RefObject<HTMLButtonElement | null>) {
  const focusPosterOnStop = useRef(false);
  useEffect(() => {
    if (mode || !focusPosterOnStop.current) return;
    focusPosterOnStop.current = false;
    poster.current?.focus({ preventScroll: true });
  }, [mode, poster]);
  return focusPosterOnStop;
}

/** The size of the poster the image chose, so the player shows it again rather than fetch another. */
function useShownPoster(imageRef: RefObject<HTMLImageElement | null>) {
  const [shown, setShown] = useState<string | null>(null);
  // An image in the server's markup may have loaded before React listened for it.
  useEffect(() => {
    const img = imageRef.current;
    if (img?.complete && img.currentSrc) setShown(img.currentSrc);
  }, [imageRef]);
  return [shown, setShown] as const;
}

function UnmuteButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="absolute top-2 start-2 inline-flex h-9 items-center gap-1.5 rounded-full bg-black/70 px-3 text-sm font-medium text-white backdrop-blur-sm hover:bg-black/80"
    >
      <Volume2 aria-hidden="true" className="size-4" />
      {t('playback.tapToUnmute')}
    </button>
  );
}
