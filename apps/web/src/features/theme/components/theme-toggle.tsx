import { Moon, Sun } from 'lucide-react';
import { IconButton } from '../../../components/ui/icon-button';
import { oppositeTheme } from '../../../lib/theme';
import { useTheme } from '../hooks/use-theme';

/** Names what it will do ('Switch to dark theme'), not what is on screen. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = oppositeTheme(theme);
  return (
    <IconButton
      label={`Switch to ${next} theme`}
      tooltipSide="bottom"
      onClick={toggleTheme}
      icon={
        next === 'dark' ? <Moon aria-hidden="true" className="size-5" /> : <Sun aria-hidden="true" className="size-5" />
      }
    />
  );
}
