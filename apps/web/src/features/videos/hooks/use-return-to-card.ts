import { useEffect } from 'react';
import { takeLastShown } from '../../../lib/viewer-return';

/** Back from the viewer: the card of the video it showed last comes into view, its title focused. */
export function useReturnToCard(videos: readonly { id: number }[] | undefined) {
  useEffect(() => {
    if (!videos) return;
    const id = takeLastShown(videos.map((video) => video.id));
    if (id === null) return;
    const link = document.querySelector<HTMLElement>(`#video-${id}-title a`);
    link?.closest('article')?.scrollIntoView({ block: 'center' });
    // A frame later: the layout moves focus to <main> after every page change, after this effect.
    const frame = requestAnimationFrame(() => link?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [videos]);
}
