import { useEffect } from 'react';

/**
 * The lock screen and the system's media controls name what plays: its title, its creator and its
 * poster (the Media Session API, where the browser has it).
 */
export function useMediaSession(media: { title: string; artist: string; artwork: string | null } | null) {
  const { title, artist, artwork } = media ?? { title: '', artist: '', artwork: null };
  useEffect(() => {
    if (!title || typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    navigator.mediaSession.metadata = new MediaMetadata({
      title,
      artist,
      artwork: artwork ? [{ src: new URL(artwork, location.href).href }] : [],
    });
    return () => {
      navigator.mediaSession.metadata = null;
    };
  }, [title, artist, artwork]);
}
