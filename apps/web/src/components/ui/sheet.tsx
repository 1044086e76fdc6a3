import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

export const Sheet = RadixDialog.Root;

export interface SheetContentProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Where focus goes when the sheet closes (e.g. back to what opened it). */
  onCloseAutoFocus?: ComponentProps<typeof RadixDialog.Content>['onCloseAutoFocus'];
  /** The right edge (side panels), or the bottom (a phone's sheet over a full-screen video). */
  side?: 'right' | 'bottom';
}

const SIDE_CLASS = {
  right: 'inset-y-0 end-0 w-full max-w-md border-s motion-safe:animate-[sheet-in_180ms_ease-out]',
  bottom: 'inset-x-0 bottom-0 max-h-[75dvh] rounded-t-2xl border-t motion-safe:animate-[sheet-up_180ms_ease-out]',
};

/**
 * A dialog that slides in from the right edge (full width on phones), or up from the bottom: for side panels such as the
 * AI prompt. Radix gives it the dialog role, focus trap, Escape and the title as its name.
 */
export function SheetContent({
  title,
  description,
  children,
  className,
  onCloseAutoFocus,
  side = 'right',
}: SheetContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 motion-safe:animate-[sheet-fade_150ms_ease-out]" />
      <RadixDialog.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={onCloseAutoFocus}
        className={cn('fixed z-50 flex flex-col border-line bg-surface text-fg shadow-xl', SIDE_CLASS[side], className)}
      >
        <div className="flex items-start justify-between gap-3 border-b border-line p-5">
          <div className="min-w-0">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>
            ) : null}
          </div>
          <RadixDialog.Close
            aria-label={t('ui.close')}
            className="-mt-1 -me-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-subtle hover:text-fg"
          >
            <X aria-hidden="true" className="size-4" />
          </RadixDialog.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-5">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
