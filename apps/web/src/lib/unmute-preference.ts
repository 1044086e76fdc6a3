/**
 * Once the user plays a video with sound (a click, or unmuting with the controls),
 * autoplay on every card starts with sound at volume 0.7 instead of muted. Remembered on the device.
 */
export const UNMUTED_STORAGE_KEY = 'promptreel.userHasUnmuted';

/** Volume of a click-to-play, and of autoplay after the user has unmuted. */
export const CLICK_VOLUME = 1;
export const AUTOPLAY_VOLUME = 0.7;

let unmutedThisVisit = false;

export function hasUserUnmuted(): boolean {
  if (unmutedThisVisit) return true;
  try {
    return window.localStorage.getItem(UNMUTED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberUnmuted(): void {
  unmutedThisVisit = true;
  try {
    window.localStorage.setItem(UNMUTED_STORAGE_KEY, 'true');
  } catch {
    // Remembered for this visit only.
  }
}
