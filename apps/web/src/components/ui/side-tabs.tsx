import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Tab, TabList } from './tabs';

// Apart from tabs.tsx's look, whose tabs come with every first load (the feed's): only Settings uses these.

/** A side menu of tabs (e.g. Settings): a column from 768 px, a two-column grid on phones. */
export function SideTabsList({ className, ...props }: ComponentProps<typeof TabList>) {
  return <TabList className={cn('grid grid-cols-2 gap-1 md:flex md:flex-col', className)} {...props} />;
}

export function SideTabsTrigger({
  className,
  tone = 'neutral',
  ...props
}: ComponentProps<typeof Tab> & { tone?: 'neutral' | 'danger' }) {
  return (
    <Tab
      className={cn(
        'flex h-10 items-center gap-2 rounded-lg px-3 text-start text-sm font-medium transition-colors duration-150 [&_svg]:size-4 [&_svg]:shrink-0',
        tone === 'danger'
          ? 'text-danger hover:bg-danger/10 data-[state=active]:bg-danger/10'
          : 'text-muted hover:bg-subtle hover:text-fg data-[state=active]:bg-subtle data-[state=active]:text-fg',
        className,
      )}
      {...props}
    />
  );
}
