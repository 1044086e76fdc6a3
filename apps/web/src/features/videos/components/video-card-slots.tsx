import type { VideoCard } from '@promptreel/contract';
import { createContext, useContext, type ReactNode } from 'react';
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
 * another, so app/ fills these in once (claps, inline playback, the owner's menu) and every card
 * everywhere uses them.
 * Without a slot, the card shows its plain fallback (a clap count, a poster linking to the page).
 */
export interface VideoCardSlots {
  clap?: (video: VideoCard) => ReactNode;
  media?: (video: VideoCard, options: CardMediaOptions) => ReactNode;
  /** The 'Video actions' menu (Edit/Delete for the owner, Flag video for others) of a list card. */
  actions?: (video: VideoCard) => ReactNode;
  /** The signed-in viewer chose to see sensitive videos uncovered (Settings). */
  showSensitive?: boolean;
}

const VideoCardSlotsContext = createContext<VideoCardSlots>({});

/** Installed once, by app/card-slots.tsx. */
export function VideoCardSlotsProvider({ value, children }: { value: VideoCardSlots; children: ReactNode }) {
  return <VideoCardSlotsContext.Provider value={value}>{children}</VideoCardSlotsContext.Provider>;
}

export function useVideoCardSlots(): VideoCardSlots {
  return useContext(VideoCardSlotsContext);
}
