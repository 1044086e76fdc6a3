import { playerPosterUrl, type VideoDetail } from '@promptreel/contract';
import { FileX, Play } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { t } from '../../../lib/i18n';
import { playbackRenditionOf } from '../../../lib/renditions';
import { usePlaybackSampling } from '../../../lib/use-playback-sampling';
import { usePlayerSource } from '../hooks/use-player-source';
import { QualityMenu } from './quality-menu';
import { aspectRatioOf, mediaBoxStyle } from '../utils/media-box';

/** What the player shows of a video. */
type PlayedVideo = Pick<
  VideoDetail,
  | 'id'
  | 'title'
  | 'publicUrl'
  | 'renditions'
  | 'posterUrl'
  | 'posterVariants'
  | 'width'
  | 'height'
  | 'orientation'
  | 'captions'
>;

/**
 * The native player in a box of the video's shape (reserved before metadata loads).
 * Tall videos are capped to most of the viewport height so the controls stay on screen.
 *
 * Until the first play the poster carries our own Play button and the native controls are off:
 * Chromium builds its controls (a shadow tree with an SVG document per icon) in the page's first
 * style pass, which on a phone is the video page's longest piece of work before anything can be
 * pressed (about 50 ms of style and paint on this machine, measured with and without). The
 * controls come with the first play, from our button or from anywhere else.
 */
export function VideoPlayer({
  video,
  onPlay,
}: {
  video: PlayedVideo;
  /** Each time playback starts (the page counts the first one as a view). */
  onPlay?: () => void;
}) {
  const box = mediaBoxStyle(aspectRatioOf(video), '75svh');
  const player = useRef<HTMLVideoElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const source = usePlayerSource(video, boxRef);
  const resume = useResumeAcrossSources(player);
  usePlaybackSampling(player, playbackRenditionOf(source.src, video.renditions));
  const played = useRef(onPlay);
  // Per file: another video shown in this player starts with its Play button again.
  const [playedUrl, setPlayedUrl] = useState<string | null>(null);
  const controls = playedUrl !== null && playedUrl === video.publicUrl;
  const showControls = () => setPlayedUrl(video.publicUrl);
  useEffect(() => {
    played.current = onPlay;
  });
  // The player is in the server's markup and plays before the app's code arrives: a playback
  // already under way when the code takes over is counted as that play.
  useEffect(() => {
    const element = player.current;
    if (element && !element.paused) {
      setPlayedUrl(element.getAttribute('src'));
      played.current?.();
    }
  }, []);

  const playFromPoster = () => {
    const video = player.current;
    if (!video) return;
    showControls();
    // The button goes with the first play: keyboard focus moves to the player, now a control.
    video.controls = true;
    video.focus();
    void video.play().catch(() => undefined);
  };

  return (
    <>
      <div className="overflow-hidden rounded-xl bg-media">
        <div ref={boxRef} className="relative mx-auto" style={box}>
          {video.publicUrl ? (
            <>
              <video
                key={video.publicUrl}
                ref={player}
                // How much of each view was watched is measured by it (app/watch-reporting.ts).
                data-video-id={video.id}
                src={source.src ?? undefined}
                onLoadedMetadata={resume.onLoadedMetadata}
                // One URL only: the widest WebP copy (why: contract `playerPosterUrl`); the server preloads it.
                poster={playerPosterUrl(video) ?? undefined}
                controls={controls}
                playsInline
                // Clips are seconds long: they loop, as in the feed's player (features/playback).
                loop
                preload="metadata"
                onPlay={() => {
                  showControls();
                  onPlay?.();
                }}
                aria-label={video.title}
                className="absolute inset-0 size-full bg-media object-contain"
              >
                {/* The owner's captions, offered in the player's own captions menu; none is on by default. */}
                {video.captions.map((c) => (
                  <track key={c.language} kind="subtitles" srcLang={c.language} label={c.label} src={c.url} />
                ))}
              </video>
              {!controls && <PlayButton title={video.title} onClick={playFromPoster} />}
            </>
          ) : (
            <NoFile />
          )}
        </div>
      </div>
      <QualityMenu
        renditions={video.renditions}
        choice={source.choice}
        playing={source.playing}
        onChoose={(choice) => {
          resume.keepPlace();
          source.choose(choice);
        }}
      />
    </>
  );
}

/** Our Play button over the poster until the first play (why: the player's comment above). */
function PlayButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={t('videos.playTitle', { title })}
      onClick={onClick}
      className="group absolute inset-0 grid size-full place-items-center"
    >
      <span className="grid size-16 place-items-center rounded-full bg-black/55 text-white backdrop-blur-sm transition-transform duration-150 group-hover:scale-105">
        <Play aria-hidden="true" className="ms-1 size-7 fill-current" />
      </span>
    </button>
  );
}

function NoFile() {
  return (
    <div
      role="status"
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-zinc-300"
    >
      <FileX aria-hidden="true" className="size-8" />
      <p className="text-sm font-medium">{t('videos.noFile')}</p>
    </div>
  );
}

/**
 * A new source (the quality menu, or Auto's choice as the app starts) reloads the element from
 * the start: carry on from the same moment, playing if it was.
 */
function useResumeAcrossSources(player: RefObject<HTMLVideoElement | null>) {
  const place = useRef<{ time: number; play: boolean } | null>(null);
  return {
    keepPlace() {
      const element = player.current;
      if (element && element.currentTime > 0) place.current = { time: element.currentTime, play: !element.paused };
    },
    onLoadedMetadata(event: SyntheticEvent<HTMLVideoElement>) {
      const kept = place.current;
      place.current = null;
      if (!kept) return;
      event.currentTarget.currentTime = kept.time;
      if (kept.play) void event.currentTarget.play().catch(() => undefined);
    },
  };
}
