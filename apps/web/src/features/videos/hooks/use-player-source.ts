import { renditionLabel, type Rendition } from '@promptreel/contract';
import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { pickRendition, viewerConditions } from '../../../lib/renditions';

/** 'auto', or a rendition's label ('720p'): what the viewer asked for in the quality menu. */
export type QualityChoice = string;

const KEY = 'promptreel.quality';

/**
 * The video page's source. The server's markup (and the takeover) name the smallest rendition,
 * which starts on any connection; once the app runs, 'Auto' picks by the player's width and the
 * connection (lib/renditions.ts), once per video so a clip never switches by itself, and a choice
 * from the quality menu holds for the tab's session.
 */
export function usePlayerSource(
  video: { publicUrl: string | null; renditions: readonly Rendition[] },
  box: RefObject<HTMLElement | null>,
) {
  const hydrated = useHydrated();
  const [choice, setChoice] = useState<QualityChoice>('auto');
  const [auto, setAuto] = useState<Rendition | null>(null);
  const { renditions } = video;

  useEffect(() => {
    if (!hydrated) return;
    setChoice(sessionStorage.getItem(KEY) ?? 'auto');
    setAuto(pickRendition(renditions, viewerConditions(box.current?.clientWidth ?? 0)));
  }, [hydrated, renditions, box]);

  const chosen =
    choice === 'auto'
      ? (auto ?? renditions[0] ?? null)
      : (renditions.find((r) => renditionLabel(r) === choice) ?? auto ?? renditions[0] ?? null);
  const choose = (next: QualityChoice) => {
    setChoice(next);
    try {
      sessionStorage.setItem(KEY, next);
    } catch {
      // Not kept beyond this page: the choice still holds here.
    }
  };
  return { src: chosen?.url ?? video.publicUrl, playing: chosen, choice, choose };
}
