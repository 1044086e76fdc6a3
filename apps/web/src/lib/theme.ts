/**
 * Theme rules: dark or light, stored locally; with no stored choice it
 * follows the system preference, including live changes, until the user chooses.
 * index.html repeats `applyTheme` inline so the right theme is painted first; keep them in step.
 */

export const THEME_STORAGE_KEY = 'promptreel.theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export type Theme = 'light' | 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The stored choice, or null when the user has not chosen (or storage is unavailable). */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Theme | null {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStoredTheme(
  theme: Theme,
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or a full quota: the choice still applies for this visit.
  }
}

export function resolveTheme(stored: Theme | null, systemPrefersDark: boolean): Theme {
  return stored ?? (systemPrefersDark ? 'dark' : 'light');
}

export function oppositeTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/** Puts the theme on <html>: the `dark` class for Tailwind and `color-scheme` for native controls. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
