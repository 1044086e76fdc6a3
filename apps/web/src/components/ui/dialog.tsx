import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;
/** The button that opens the dialog (with `asChild`): focus returns to it when the dialog closes. */
export const DialogTrigger = RadixDialog.Trigger;

export interface DialogContentProps {
  title: string;
  /** Read out when the dialog opens; omit only when the title says it all. */
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Stop a click outside from closing it, e.g. while a form holds input. */
  preventOutsideClose?: boolean;
  /** Escape pressed: call `event.preventDefault()` to keep the dialog open (e.g. to ask first). */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** 'alertdialog' for a confirmation of something that cannot be undone (with `preventOutsideClose`). */
  role?: 'dialog' | 'alertdialog';
}

export function DialogContent({
  title,
  description,
  children,
  className,
  preventOutsideClose,
  onEscapeKeyDown,
  role,
}: DialogContentProps) {
  // What had focus when it opened: a dialog opened without a DialogTrigger (a button's onClick, a
  // link's ?flag=true) would otherwise leave focus on the page's body when it closes.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <RadixDialog.Content
        // Without a description, say so explicitly (Radix otherwise warns about a missing one).
        {...(description ? {} : { 'aria-describedby': undefined })}
        onPointerDownOutside={preventOutsideClose ? (event) => event.preventDefault() : undefined}
        onInteractOutside={preventOutsideClose ? (event) => event.preventDefault() : undefined}
        onEscapeKeyDown={onEscapeKeyDown}
        // Radix's own role unless told: an undefined one would replace it.
        {...(role ? { role } : {})}
        onCloseAutoFocus={(event) => {
          if (!(opener instanceof HTMLElement) || !opener.isConnected || opener === document.body) return;
          event.preventDefault();
          opener.focus();
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[85dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface p-5 text-fg shadow-xl',
          className,
        )}
      >
        <RadixDialog.Title className="pe-8 text-lg font-semibold">{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>
        ) : null}
        <div className="mt-4">{children}</div>
        <RadixDialog.Close
          aria-label={t('ui.close')}
          className="absolute top-3 end-3 inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-subtle hover:text-fg"
        >
          <X aria-hidden="true" className="size-4" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
