import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays, in ms (default 4 s): longer for news the user must not miss. */
  duration?: number;
}

export const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Shows a short notice, e.g. toast({ title: 'Share link copied to clipboard!', variant: 'success' }). */
export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
