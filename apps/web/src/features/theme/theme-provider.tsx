import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
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

export function ThemeProvider({ children }: { children: ReactNode }) {
  const systemPrefersDark = useMediaQuery(DARK_QUERY);
  const [stored, setStored] = useState<Theme | null>(() => readStoredTheme());
  const theme = resolveTheme(stored, systemPrefersDark);

  // Layout effect: the class changes in the same frame as the toggle, never a frame late.
  useLayoutEffect(() => {
    applyTheme(theme);
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
      meta.content = CHROME_COLOUR[theme];
    }
  }, [theme]);

  // A choice made in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) setStored(isTheme(event.newValue) ? event.newValue : null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setTheme = useCallback((next: Theme) => {
    writeStoredTheme(next);
    setStored(next);
  }, []);

  const value = useMemo<ThemeState>(
    () => ({ theme, chosen: stored !== null, setTheme, toggleTheme: () => setTheme(oppositeTheme(theme)) }),
    [theme, stored, setTheme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
