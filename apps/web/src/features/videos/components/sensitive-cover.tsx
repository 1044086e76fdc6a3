import type { VideoLabel } from '@promptreel/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '../../../lib/i18n';
import { useVideoCardSlots } from './video-card-slots';

/**
 * A 'Sensitive content' video's picture (poster, inline player, the page's player), blurred under a
 * cover until the viewer presses 'Show sensitive content': until then the media is inert (no
 * pointer, no keyboard focus, out of the accessibility tree), so nothing in it plays. The cover is
 * in the server's markup, so the picture never shows before the app's code arrives. Each copy on
 * the page is shown by its own press, until the page goes; any other video's media passes through,
 * as does every video for a viewer whose settings say 'show' (app/ tells it through the card slots).
 */
export function SensitiveCover({ labels, children }: { labels: readonly VideoLabel[]; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const { showSensitive } = useVideoCardSlots();
  const box = useRef<HTMLDivElement>(null);

  // The button goes with the cover: keyboard focus moves to the media's own control (its Play button).
  useEffect(() => {
    if (!shown) return;
    const target = box.current?.querySelector<HTMLElement>('button, [href]:not([tabindex="-1"]), video[controls]');
    (target ?? box.current)?.focus({ preventScroll: true });
  }, [shown]);

  if (!labels.includes('sensitive') || showSensitive) return children;
  const covered = !shown;
  return (
    <div ref={box} tabIndex={-1} className="relative">
      <div inert={covered}>{children}</div>
      {covered ? (
        <div className="absolute inset-0 grid place-items-center rounded-xl bg-black/45 p-3 backdrop-blur-2xl">
          <button
            type="button"
            onClick={() => setShown(true)}
            className="rounded-full bg-white px-3 py-1.5 text-sm font-medium text-zinc-900 hover:bg-zinc-200"
          >
            {t('videos.showSensitive')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
