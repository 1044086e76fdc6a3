import { useCallback, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useBrowserStore, useHydrated } from '../../lib/use-hydrated';
import { useMediaQuery } from '../../lib/use-media-query';
import {
  DARK_QUERY,
  THEME_STORAGE_KEY,
  applyTheme,
  isTheme,
  oppositeTheme,
  readStoredTheme,
  resolveTheme,
  writeStoredTheme,
  type Theme,
} from '../../lib/theme';
import { ThemeContext, type ThemeState } from './theme-context';

/** Browser chrome colour per theme (matches --canvas in index.css). */
const CHROME_COLOUR: Record<Theme, string> = { light: '#ffffff', dark: '#0c0c0f' };

const listeners = new Set<() => void>();
/** This visit's choice, for when storage refuses to keep it. */
let chosenThisVisit: Theme | null = null;

const readChoice = (): Theme | null => chosenThisVisit ?? readStoredTheme();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // A choice made in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    chosenThisVisit = isTheme(event.newValue) ? event.newValue : null;
    onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The stored choice is read through an external store whose server value is "none": a page the
 * server rendered is taken over with the markup it has (toggle named for the default theme), then
 * the stored choice applies at once. Reading storage in the first render instead would leave the
 * server's toggle name and icon in place, since React does not correct attributes when it hydrates.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const systemPrefersDark = useMediaQuery(DARK_QUERY);
  // False only while taking over server markup, when `theme` is the server's guess: index.html's
  // script has already put the right theme on the page, which that guess must not undo.
  const live = useHydrated();
  const stored = useBrowserStore(subscribe, readChoice, null);
  const theme = resolveTheme(stored, systemPrefersDark);

  // Layout effect: the class changes in the same frame as the toggle, never a frame late.
  useLayoutEffect(() => {
    if (!live) return;
    applyTheme(theme);
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
      meta.content = CHROME_COLOUR[theme];
    }
  }, [theme, live]);

  const setTheme = useCallback((next: Theme) => {
    writeStoredTheme(next);
    chosenThisVisit = next;
    for (const listener of listeners) listener();
  }, []);

  const value = useMemo<ThemeState>(
    () => ({ theme, chosen: stored !== null, setTheme, toggleTheme: () => setTheme(oppositeTheme(theme)) }),
    [theme, stored, setTheme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
