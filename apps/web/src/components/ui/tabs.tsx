import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List className={cn('inline-flex items-center gap-1 rounded-full bg-subtle p-1', className)} {...props} />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'inline-flex h-8 items-center justify-center rounded-full px-4 text-sm font-medium text-muted transition-colors duration-150 hover:text-fg',
        'data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm dark:data-[state=active]:bg-subtle-hover',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  // Focusable (tabindex 0, per the ARIA pattern): keep the global focus ring visible.
  return <RadixTabs.Content className={cn('rounded-xl', className)} {...props} />;
}
