import type { VideoCard } from '@promptreel/contract';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FeedLayout } from '../utils/feed-params';

export interface CardMediaOptions {
  layout: FeedLayout;
  /** Above the fold: load the poster now, at high priority. */
  priority: boolean;
  /** The poster's `sizes`: how wide the card's list draws it (contract `posterSizes`). */
  posterSizes: string;
}

/**
 * Parts of a card (and of the video page) that other features supply: a feature never imports
 * another, so app/ fills these in once (claps, inline playback) and every card everywhere uses them.
 * Without a slot, the card shows its plain fallback (a clap count, a poster linking to the page).
 */
export interface VideoCardSlots {
  clap?: (video: VideoCard) => ReactNode;
  media?: (video: VideoCard, options: CardMediaOptions) => ReactNode;
  /** The 'Video actions' menu (Edit/Delete for the owner, Flag video for others) of a list card. */
  actions?: (video: VideoCard) => ReactNode;
}

const VideoCardSlotsContext = createContext<VideoCardSlots>({});

/** Providers nest: an inner one adds its slots to the outer one's (app/ may fill them in several places). */
export function VideoCardSlotsProvider({ value, children }: { value: VideoCardSlots; children: ReactNode }) {
  const outer = useContext(VideoCardSlotsContext);
  const merged = useMemo(() => ({ ...outer, ...value }), [outer, value]);
  return <VideoCardSlotsContext.Provider value={merged}>{children}</VideoCardSlotsContext.Provider>;
}

export function useVideoCardSlots(): VideoCardSlots {
  return useContext(VideoCardSlotsContext);
}
