import { posterTimeText } from '@promptreel/contract';
import { useEffect, useId, useRef } from 'react';
import { t } from '../../lib/i18n';
import { Shell } from '../ui/field';
import { previewBox } from './poster-pick';

/**
 * The scrubber: a range input (arrow keys step a tenth of a second, Page Up/Down further) and, under
 * it, the video itself seeked to that time, so the preview is the very frame the server will take.
 */
export function FrameScrubber({
  src,
  durationMs,
  atMs,
  aspectRatio,
  onChange,
}: {
  src: string;
  durationMs: number;
  atMs: number;
  aspectRatio: number;
  onChange: (atMs: number) => void;
}) {
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  // The last frame starts before the end: the scrubber stops a tenth of a second short of it.
  const max = Math.max(0, Math.floor((durationMs - 100) / 100) * 100);

  useEffect(() => {
    const element = video.current;
    if (element && element.readyState >= 1) element.currentTime = atMs / 1000;
  }, [atMs]);

  return (
    <div className="flex flex-col gap-3">
      <Shell
        id={id}
        label={t('ui.posterFrameLabel')}
        hint={t('ui.posterFrameHint')}
        aside={
          <output htmlFor={id} className="text-sm tabular-nums text-muted">
            {posterTimeText(atMs)}
          </output>
        }
      >
        <input
          id={id}
          type="range"
          min={0}
          max={max}
          step={100}
          value={Math.min(atMs, max)}
          aria-valuetext={posterTimeText(atMs)}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(Number(event.target.value))}
          className="h-10 w-full accent-primary"
        />
      </Shell>
      <video
        ref={video}
        src={src}
        muted
        playsInline
        preload="auto"
        aria-label={t('ui.posterPreview', { time: posterTimeText(atMs) })}
        onLoadedMetadata={(event) => void (event.currentTarget.currentTime = atMs / 1000)}
        className="rounded-xl bg-black object-contain"
        style={previewBox(aspectRatio)}
      />
    </div>
  );
}
