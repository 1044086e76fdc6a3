import { Film, Play, Volume2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../lib/cn';
import { useHydrated } from '../../../lib/use-hydrated';
import { MOBILE_QUERY, useMediaQuery, usePrefersReducedMotion } from '../../../lib/use-media-query';
import { AUTOPLAY_VOLUME, CLICK_VOLUME, hasUserUnmuted, rememberUnmuted } from '../utils/unmute-preference';
import { usePlaybackSnapshot, usePlaybackStore } from './playback-context';

/** Spec section 4: autoplay once 60 % of the video is inside the viewport shrunk by 20 % top and bottom. */
export const AUTOPLAY_ROOT_MARGIN = '-20% 0px -20% 0px';
export const AUTOPLAY_THRESHOLD = 0.6;

type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

export interface InlinePlayerProps {
  title: string;
  /** The MP4; null for an upload without a file (then `fallback` is shown). */
  src: string | null;
  posterUrl: string | null;
  /** The poster's WebP copies and how wide it is drawn; without them the image is `posterUrl` alone. */
  posterSrcSet?: string;
  posterSizes?: string;
  /** What the player shows before its first frame if the card's image has not loaded (one URL). */
  playerPosterUrl?: string | null;
  /** The box that keeps the video's shape before anything loads (aspect ratio and width). */
  boxStyle: CSSProperties;
  posterWidth?: number | null;
  posterHeight?: number | null;
  /** Above the fold: load the poster now, at high priority. */
  priority?: boolean;
  /** List layout: autoplay while in view on a desktop (never with reduced motion). */
  autoplay?: boolean;
  /** Called once per card instance, the first time the video really plays (to count a view). */
  onFirstPlay?: () => void;
  fallback: ReactNode;
}

/**
 * A card's poster that turns into the player in place (spec section 4): a click plays with sound at
 * volume 1 (and fullscreen on phones); in the desktop list it autoplays muted while in view (volume
 * 0.7 once the user has unmuted before); one card plays at a time; leaving the view, closing, or
 * leaving fullscreen stops it. When the browser refuses to play with sound it retries muted and
 * offers 'Tap to unmute/play'.
 */
export function InlinePlayer({
  title,
  src,
  posterUrl,
  posterSrcSet,
  posterSizes,
  playerPosterUrl,
  boxStyle,
  posterWidth,
  posterHeight,
  priority = false,
  autoplay = false,
  onFirstPlay,
  fallback,
}: InlinePlayerProps) {
  const key = useId();
  const store = usePlaybackStore();
  const snapshot = usePlaybackSnapshot();
  const mode = snapshot.key === key ? snapshot.mode : null;
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const reducedMotion = usePrefersReducedMotion();
  // Media queries read false while the app takes over server markup (useHydrated): a phone would
  // pass for a desktop until the switch, so nothing autoplays before it.
  const hydrated = useHydrated();
  const canAutoplay = hydrated && Boolean(autoplay && src) && !isMobile && !reducedMotion;

  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const posterRef = useRef<HTMLButtonElement>(null);
  const posterImgRef = useRef<HTMLImageElement>(null);
  // The size of the poster the image chose, so the player shows it again rather than fetch another.
  const [shownPoster, setShownPoster] = useState<string | null>(null);
  const counted = useRef(false);
  const inFullscreen = useRef(false);
  const focusPosterOnStop = useRef(false);
  const firstPlay = useRef(onFirstPlay);
  const [muted, setMuted] = useState(false);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    firstPlay.current = onFirstPlay;
  });

  // An image in the server's markup may have loaded before React listened for it.
  useEffect(() => {
    const img = posterImgRef.current;
    if (img?.complete && img.currentSrc) setShownPoster(img.currentSrc);
  }, []);

  // Give the slot back when the card goes away.
  useEffect(() => () => store.release(key), [store, key]);

  // Autoplay zone and leaving the view.
  useEffect(() => {
    const element = boxRef.current;
    if (!element || !src || typeof IntersectionObserver === 'undefined') return;
    let wasInZone = false;
    let wasPresent = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        // A video in fullscreen is "out of the page": its own exit rules apply.
        if (!entry || document.fullscreenElement) return;
        const present = entry.isIntersecting;
        const inZone = canAutoplay && present && entry.intersectionRatio >= AUTOPLAY_THRESHOLD - 0.001;
        if (inZone && !wasInZone) store.autoplay(key);
        if (!inZone && wasInZone && store.getSnapshot().mode === 'auto') store.release(key);
        if (!present && wasPresent) store.release(key);
        wasInZone = inZone;
        wasPresent = present;
      },
      canAutoplay ? { rootMargin: AUTOPLAY_ROOT_MARGIN, threshold: [0, AUTOPLAY_THRESHOLD] } : { threshold: 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canAutoplay, src, store, key]);

  // Start playing when this card gets the slot; pause when it loses it.
  useEffect(() => {
    const video = videoRef.current;
    if (!mode || !video) return;
    let cancelled = false;
    if (mode === 'click') {
      video.muted = false;
      video.volume = CLICK_VOLUME;
      rememberUnmuted();
    } else if (hasUserUnmuted()) {
      video.muted = false;
      video.volume = AUTOPLAY_VOLUME;
    } else {
      video.muted = true;
    }
    setMuted(video.muted);
    setBlocked(false);
    video.play().catch(() => {
      if (cancelled) return;
      // Refused (sound without a gesture, power saving): try again muted.
      video.muted = true;
      setMuted(true);
      video.play().catch(() => {
        if (!cancelled) setBlocked(true);
      });
    });
    if (mode === 'click') {
      video.focus({ preventScroll: true });
      if (window.matchMedia(MOBILE_QUERY).matches) {
        const webkit = video as WebkitVideo;
        if (video.requestFullscreen) video.requestFullscreen().catch(() => undefined);
        else webkit.webkitEnterFullscreen?.();
      }
    }
    return () => {
      cancelled = true;
      video.pause();
    };
  }, [mode]);

  // Leaving fullscreen (entered by a tap on a phone, or with the controls) pauses and stops.
  useEffect(() => {
    const video = videoRef.current;
    if (!mode || !video) return;
    const onFullscreenChange = () => {
      if (document.fullscreenElement === video) inFullscreen.current = true;
      else if (inFullscreen.current) {
        inFullscreen.current = false;
        store.release(key);
      }
    };
    const onWebkitEnd = () => store.release(key);
    document.addEventListener('fullscreenchange', onFullscreenChange);
    video.addEventListener('webkitendfullscreen', onWebkitEnd);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreenChange);
      video.removeEventListener('webkitendfullscreen', onWebkitEnd);
    };
  }, [mode, store, key]);

  // After 'Close player', keyboard focus goes back to the poster.
  useEffect(() => {
    if (mode || !focusPosterOnStop.current) return;
    focusPosterOnStop.current = false;
    posterRef.current?.focus({ preventScroll: true });
  }, [mode]);

  if (!src) return <>{fallback}</>;

  const unmuteAndPlay = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = false;
    video.volume = CLICK_VOLUME;
    rememberUnmuted();
    setBlocked(false);
    video.play().catch(() => setBlocked(true));
  };

  return (
    <div className="overflow-hidden rounded-xl bg-media">
      <div ref={boxRef} className="relative mx-auto" style={boxStyle}>
        {mode ? (
          <>
            <video
              ref={videoRef}
              src={src}
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
            {muted || blocked ? (
              <button
                type="button"
                onClick={unmuteAndPlay}
                className="absolute top-2 left-2 inline-flex h-9 items-center gap-1.5 rounded-full bg-black/70 px-3 text-sm font-medium text-white backdrop-blur-sm hover:bg-black/80"
              >
                <Volume2 aria-hidden="true" className="size-4" />
                Tap to unmute/play
              </button>
            ) : null}
            <IconButton
              label="Close player"
              size="icon-sm"
              onClick={() => {
                focusPosterOnStop.current = true;
                store.release(key);
              }}
              icon={<X aria-hidden="true" className="size-4" />}
              className="absolute top-2 right-2 bg-black/70 text-white backdrop-blur-sm hover:bg-black/80"
            />
          </>
        ) : (
          <button
            ref={posterRef}
            type="button"
            aria-label={`Play ${title}`}
            onClick={() => store.play(key)}
            className="group absolute inset-0 block size-full"
          >
            {posterUrl ? (
              <img
                ref={posterImgRef}
                srcSet={posterSrcSet}
                sizes={posterSizes}
                src={posterUrl}
                onLoad={(event) => setShownPoster(event.currentTarget.currentSrc || null)}
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
        )}
      </div>
    </div>
  );
}
