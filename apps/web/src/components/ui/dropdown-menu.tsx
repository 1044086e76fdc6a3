import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Menu = RadixMenu.Root;
export const MenuTrigger = RadixMenu.Trigger;

export function MenuContent({
  children,
  align = 'end',
  className,
  ...props
}: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        align={align}
        sideOffset={6}
        // Never wider than the screen beside its button: long items ('Show fewer from @a-long-name') wrap.
        className={cn(
          'z-50 max-w-(--radix-dropdown-menu-content-available-width) min-w-44 rounded-xl border border-line bg-surface p-1 text-fg shadow-lg outline-none',
          className,
        )}
        {...props}
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

const itemStyles =
  'flex min-h-9 cursor-pointer select-none items-center gap-2 rounded-lg px-2.5 py-1.5 text-sm wrap-anywhere outline-none data-[highlighted]:bg-subtle data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted';

export function MenuItem({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) {
  return <RadixMenu.Item className={cn(itemStyles, className)} {...props} />;
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className="px-2.5 py-1.5 text-xs font-medium text-muted">{children}</RadixMenu.Label>;
}

export function MenuSeparator() {
  return <RadixMenu.Separator className="my-1 h-px bg-line" />;
}

/**
 * An item one feature hands another's menu (app/ wires them: For You's steering and an admin's
 * 'Label video' in a video's '…' menu): it acts at once (`onSelect`) or opens its dialog, mounted
 * when first chosen.
 */
export interface ExtraMenuItem {
  /** Unique among the menu's extras. */
  key: string;
  text: string;
  icon: ReactNode;
  onSelect?: () => void;
  dialog?: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;
  disabled?: boolean;
  /** Items of one group sit together, a line before them; without one, they follow the menu's own. */
  group?: string;
}
