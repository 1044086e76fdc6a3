import { createContext, useContext } from 'react';
import type { Theme } from '../../lib/theme';

export interface ThemeState {
  /** The theme on screen. */
  theme: Theme;
  /** True once the user has picked a theme; until then the system preference rules. */
  chosen: boolean;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

export const ThemeContext = createContext<ThemeState | null>(null);

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside <ThemeProvider>');
  return state;
}
