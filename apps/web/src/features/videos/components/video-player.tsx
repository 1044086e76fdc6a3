import { MESSAGES, playerPosterUrl, type VideoDetail } from '@promptreel/contract';
import { FileX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { aspectRatioOf, mediaBoxStyle } from '../utils/media-box';

/**
 * The native player in a box of the video's shape (reserved before metadata loads).
 * Tall videos are capped to most of the viewport height so the controls stay on screen.
 */
export function VideoPlayer({
  video,
  onPlay,
}: {
  video: Pick<VideoDetail, 'title' | 'publicUrl' | 'posterUrl' | 'posterVariants' | 'width' | 'height' | 'orientation'>;
  /** Each time playback starts (the page counts the first one as a view). */
  onPlay?: () => void;
}) {
  const box = mediaBoxStyle(aspectRatioOf(video), '75svh');
  const player = useRef<HTMLVideoElement>(null);
  const played = useRef(onPlay);
  useEffect(() => {
    played.current = onPlay;
  });
  // The player is in the server's markup and plays before the app's code arrives: a playback
  // already under way when the code takes over is counted as that play.
  useEffect(() => {
    if (player.current && !player.current.paused) played.current?.();
  }, []);

  return (
    <div className="overflow-hidden rounded-xl bg-media">
      <div className="relative mx-auto" style={box}>
        {video.publicUrl ? (
          <video
            key={video.publicUrl}
            ref={player}
            src={video.publicUrl}
            // One URL only: the widest WebP copy (why: contract `playerPosterUrl`); the server preloads it.
            poster={playerPosterUrl(video) ?? undefined}
            controls
            playsInline
            preload="metadata"
            onPlay={onPlay}
            aria-label={video.title}
            className="absolute inset-0 size-full bg-media object-contain"
          />
        ) : (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-zinc-300"
          >
            <FileX aria-hidden="true" className="size-8" />
            <p className="text-sm font-medium">{MESSAGES.noFile}</p>
          </div>
        )}
      </div>
    </div>
  );
}
