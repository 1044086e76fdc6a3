import { useBrowserStore } from '../../../lib/use-hydrated';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  DARK_QUERY,
  THEME_STORAGE_KEY,
  isTheme,
  oppositeTheme,
  readStoredTheme,
  resolveTheme,
  writeStoredTheme,
  type Theme,
} from '../../../lib/theme';

export interface ThemeState {
  /** The theme on screen. */
  theme: Theme;
  toggleTheme: () => void;
}

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

function setTheme(next: Theme) {
  writeStoredTheme(next);
  chosenThisVisit = next;
  for (const listener of listeners) listener();
}

/**
 * The theme, read by each component from the stores themselves (no context): a context's value
 * changing when the page is taken over would reach every card not yet taken over
 * (components/lazy-takeover.tsx), and React holds the change until they all are.
 *
 * The stored choice's server value is "none": a page the server rendered is taken over with the
 * markup it has (toggle named for the default theme), then the stored choice applies at once.
 */
export function useTheme(): ThemeState {
  const systemPrefersDark = useMediaQuery(DARK_QUERY);
  // Until the user picks one, the system preference rules.
  const theme = resolveTheme(useBrowserStore(subscribe, readChoice, null), systemPrefersDark);
  return { theme, toggleTheme: () => setTheme(oppositeTheme(theme)) };
}
