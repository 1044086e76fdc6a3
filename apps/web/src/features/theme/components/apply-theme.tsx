import { useLayoutEffect } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { applyTheme, type Theme } from '../../../lib/theme';
import { useTheme } from '../hooks/use-theme';

/** Browser chrome colour per theme (matches --canvas in index.css). */
const CHROME_COLOUR: Record<Theme, string> = { light: '#ffffff', dark: '#0c0c0f' };

/** Keeps the page's theme class, colour scheme and browser chrome colour in step with the theme. */
export function ApplyTheme() {
  const { theme } = useTheme();
  // False only while taking over server markup, when `theme` is the server's guess: index.html's
  // script has already put the right theme on the page, which that guess must not undo.
  const live = useHydrated();

  // Layout effect: the class changes in the same frame as the toggle, never a frame late.
  useLayoutEffect(() => {
    if (!live) return;
    applyTheme(theme);
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
      meta.content = CHROME_COLOUR[theme];
    }
  }, [theme, live]);
  return null;
}
