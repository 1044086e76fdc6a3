import { Moon, Sun } from 'lucide-react';
import { IconButton } from '../../../components/ui/icon-button';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { oppositeTheme, type Theme } from '../../../lib/theme';
import { useTheme } from '../hooks/use-theme';

/** What the toggle does, by the theme it switches to. */
const SWITCH_TO = { dark: 'theme.switchToDark', light: 'theme.switchToLight' } as const satisfies Record<
  Theme,
  MessageKey
>;

/** Names what it will do ('Switch to dark theme'), not what is on screen. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = oppositeTheme(theme);
  return (
    <IconButton
      label={t(SWITCH_TO[next])}
      tooltipSide="bottom"
      onClick={toggleTheme}
      icon={
        next === 'dark' ? <Moon aria-hidden="true" className="size-5" /> : <Sun aria-hidden="true" className="size-5" />
      }
    />
  );
}
