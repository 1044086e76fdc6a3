import * as RadixDialog from '@radix-ui/react-dialog';
import type { VideoCard } from '@promptreel/contract';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { t } from '../../../lib/i18n';
import { connection } from '../../../lib/throughput';
import { useMediaSession } from '../../../lib/use-media-session';
import { useActiveSlide } from '../hooks/use-active-slide';
import { useIdle } from '../hooks/use-idle';
import { useSound } from '../hooks/use-sound';
import { useViewerKeys } from '../hooks/use-viewer-keys';
import { ViewerControls } from './viewer-controls';
import { ViewerSlide } from './viewer-slide';

export interface VerticalViewerProps {
  videos: readonly VideoCard[];
  startIndex: number;
  /** A video came on screen (the address follows it). */
  onShow(video: VideoCard): void;
  /** Two videos from the end of what is loaded: time for the next page. */
  onNearEnd(): void;
  onClose(): void;
  onDoubleTap(slide: HTMLElement): void;
  onFirstPlay(video: VideoCard): void;
  overlay(video: VideoCard, active: boolean): ReactNode;
}

/**
 * The full-screen vertical viewer: one video a screen, swiped (or ArrowUp/ArrowDown, j/k) to the
 * previous or next of its list; the one on screen plays, looping, and the others stand still.
 * Muted at first unless the person has unmuted before; the mute button switches it for all.
 */
export function VerticalViewer(props: VerticalViewerProps) {
  const { videos, onShow, onNearEnd } = props;
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const { active, step } = useActiveSlide(scroller, props.startIndex, videos.length);
  const { muted, toggleMute, mutedByBrowser } = useSound();
  const [paused, setPaused] = useState(false);
  const [dataSaver] = useState(() => Boolean(connection()?.saveData));
  const current = videos[active];
  const idle = useIdle(scroller, !paused, active);
  useMediaSession(current ? { title: current.title, artist: current.channel, artwork: current.posterUrl } : null);

  // Keyed by the clip, not its object: a count patched into the cache must not undo a pause.
  const currentId = current?.id;
  useEffect(() => setPaused(false), [currentId]);
  useEffect(() => {
    if (current) onShow(current);
    if (active >= videos.length - 3) onNearEnd();
  }, [active, current, videos.length, onShow, onNearEnd]);

  const togglePlay = useCallback(() => setPaused((was) => !was), []);
  useViewerKeys({ next: () => step(1), previous: () => step(-1), togglePlay, toggleMute });

  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          data-viewer
          onOpenAutoFocus={(event) => event.preventDefault()}
          // The list shown again focuses the card of the last video (its useReturnToCard).
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="dark fixed inset-0 z-50 bg-black text-white"
        >
          <RadixDialog.Title className="sr-only">{t('viewer.title')}</RadixDialog.Title>
          <div
            ref={setScroller}
            className="h-dvh snap-y snap-mandatory overflow-y-auto overscroll-contain [scrollbar-width:none]"
          >
            {videos.map((video, index) => (
              <ViewerSlide
                key={video.id}
                video={video}
                active={index === active}
                near={Math.abs(index - active) <= 1}
                paused={paused}
                faded={idle}
                muted={muted}
                saveData={dataSaver}
                onTogglePlay={togglePlay}
                onDoubleTap={props.onDoubleTap}
                onMutedByBrowser={mutedByBrowser}
                onFirstPlay={props.onFirstPlay}
                overlay={props.overlay(video, index === active)}
              />
            ))}
          </div>
          <ViewerControls
            muted={muted}
            onToggleMute={toggleMute}
            onPrevious={active > 0 ? () => step(-1) : undefined}
            onNext={active < videos.length - 1 ? () => step(1) : undefined}
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
