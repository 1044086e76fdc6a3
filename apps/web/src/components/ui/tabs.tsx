import { createContext, useContext, useId, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';

/**
 * Tabs after the WAI-ARIA pattern: a tablist of buttons, one tab stop (the selected tab), arrow
 * keys moving between tabs and wrapping, Home and End to the ends; with `automatic` activation a
 * tab is selected as it gets focus, with `manual` by Enter, Space or a click.
 *
 * Our own rather than Radix's: Radix's tabs bring roving focus, collection and presence, about
 * 7 KB (Brotli) in the first load of every page for the feed's three tabs.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  base: string;
  manual: boolean;
  vertical: boolean;
}

const TabsContext = createContext<TabsState | null>(null);
const useTabs = () => useContext(TabsContext)!;
const partId = (tabs: TabsState, value: string, part: 'tab' | 'panel') => `${tabs.base}${part}-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  activationMode?: 'automatic' | 'manual';
  orientation?: 'horizontal' | 'vertical';
};

export function Tabs({ value, onValueChange, activationMode, orientation = 'horizontal', ...props }: TabsProps) {
  const base = useId();
  const manual = activationMode === 'manual';
  const state = { value, select: onValueChange, base, manual, vertical: orientation === 'vertical' };
  return (
    <TabsContext.Provider value={state}>
      <div data-orientation={orientation} {...props} />
    </TabsContext.Provider>
  );
}

/** Arrow keys along the list's direction move focus from tab to tab, wrapping; Home and End go to the ends. */
function moveFocus(event: KeyboardEvent<HTMLElement>, vertical: boolean) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
  const at = tabs.indexOf(event.target as HTMLElement);
  const steps: Record<string, number> = vertical
    ? { ArrowUp: at - 1, ArrowDown: at + 1 }
    : { ArrowLeft: at - 1, ArrowRight: at + 1 };
  const to = { ...steps, Home: 0, End: tabs.length - 1 }[event.key];
  if (at < 0 || to === undefined) return;
  event.preventDefault();
  tabs[(to + tabs.length) % tabs.length]!.focus();
}

/** The tablist without looks; `TabsList` and the side tabs style it. */
export function TabList({ onKeyDown, ...props }: ComponentProps<'div'>) {
  const tabs = useTabs();
  return (
    <div
      role="tablist"
      aria-orientation={tabs.vertical ? 'vertical' : 'horizontal'}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        moveFocus(event, tabs.vertical);
      }}
      {...props}
    />
  );
}

/** One tab without looks: `data-state` is 'active' on the selected one, for styling. */
export function Tab({ value, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={partId(tabs, value, 'tab')}
      aria-selected={selected}
      aria-controls={partId(tabs, value, 'panel')}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      onClick={() => tabs.select(value)}
      onFocus={() => !tabs.manual && !selected && tabs.select(value)}
      {...props}
    />
  );
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return <TabList className={cn('inline-flex items-center gap-1 rounded-full bg-subtle p-1', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Tab>) {
  return (
    <Tab
      className={cn(
        'inline-flex h-8 items-center justify-center rounded-full px-4 text-sm font-medium text-muted transition-colors duration-150 hover:text-fg',
        'data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm dark:data-[state=active]:bg-subtle-hover',
        className,
      )}
      {...props}
    />
  );
}

/** The selected tab's panel; the others stay in the page, hidden and empty, so every tab's aria-controls resolves. */
export function TabsContent({ value, className, children, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  // Focusable (tabindex 0, per the ARIA pattern): keep the global focus ring visible.
  return (
    <div
      role="tabpanel"
      id={partId(tabs, value, 'panel')}
      aria-labelledby={partId(tabs, value, 'tab')}
      hidden={!selected}
      tabIndex={0}
      data-state={selected ? 'active' : 'inactive'}
      className={cn('rounded-xl', className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
