import { createContext, useContext } from 'react';
import type { VideoListRef } from '../api/video-lists';

/** The list the cards inside belong to; a card's link carries it, so the viewer can walk the list. */
export const VideoListContext = createContext<VideoListRef | null>(null);

export function useVideoList(): VideoListRef | null {
  return useContext(VideoListContext);
}
