import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import type { ToastItem } from './toast';

/**
 * Radix reads a toast out by copying its text into a hidden live region for a second. That copy
 * puts every message on the page twice (a text search finds two), so the text stays where it is
 * shown and the viewport below is the live region instead.
 */
const NOT_COPIED = { 'data-radix-toast-announce-exclude': '' } as const;

/**
 * The notices on screen, drawn with Radix's toast: its own chunk, loaded once the page is idle or
 * at the first notice, since no first screen shows one.
 */
export function ToastLayer({ toasts, remove }: { toasts: ToastItem[]; remove: (id: number) => void }) {
  return (
    <RadixToast.Provider duration={4000} swipeDirection="right" label={t('ui.notification')}>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          open={toast.open}
          duration={toast.duration}
          onOpenChange={(open) => {
            if (!open) remove(toast.id);
          }}
          // Errors interrupt the screen reader; confirmations wait their turn.
          type={toast.variant === 'error' ? 'foreground' : 'background'}
          className={cn(
            'pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-line bg-surface p-3 pe-2 text-fg shadow-lg',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
          )}
        >
          {toast.variant === 'error' ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 text-danger" />
          ) : toast.variant === 'success' ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 text-accent" />
          ) : null}
          <div className="min-w-0 flex-1">
            <RadixToast.Title className="text-sm font-medium" {...NOT_COPIED}>
              {toast.title}
            </RadixToast.Title>
            {toast.description ? (
              <RadixToast.Description className="mt-0.5 text-sm text-muted" {...NOT_COPIED}>
                {toast.description}
              </RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label={t('ui.dismissNotification')}
            className="inline-flex size-7 items-center justify-center rounded-full text-muted hover:bg-subtle hover:text-fg"
          >
            <X aria-hidden="true" className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/* The list itself is the live region: a new notice is read out from where it is shown. */}
      <RadixToast.Viewport
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] mx-auto flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:end-0 md:start-auto md:mx-0"
      />
    </RadixToast.Provider>
  );
}
