import { useCallback, useState } from 'react';
import { hasUserUnmuted, rememberUnmuted } from '../../../lib/unmute-preference';

/**
 * The viewer's sound, one switch for every clip: muted at first unless the person has unmuted
 * before (remembered on the device once they unmute here too).
 */
export function useSound() {
  const [muted, setMuted] = useState(() => !hasUserUnmuted());
  const toggleMute = useCallback(() => {
    setMuted((was) => {
      if (was) rememberUnmuted();
      return !was;
    });
  }, []);
  // The browser refused to start a clip with sound: it plays muted, and the button says so.
  const mutedByBrowser = useCallback(() => setMuted(true), []);
  return { muted, toggleMute, mutedByBrowser };
}
