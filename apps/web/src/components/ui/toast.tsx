import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastInput } from './toast-context';
import { withTexts } from '../../lib/i18n';

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** At most this many notices at once; older ones give way. */
const MAX_TOASTS = 3;

const ToastLayer = lazy(withTexts(() => import('./toast-layer').then((m) => ({ default: m.ToastLayer }))));

/**
 * Keeps the notices and hands out `show`. The layer that draws them (and is the live region that
 * reads them out) comes with the visitor's first press, tap or key: nearly every notice answers an
 * action, and the layer is there before the action's answer is. A notice with no action before it
 * (the session ended elsewhere) loads it at once and appears when it arrives. A visitor who only
 * looks never fetches it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [layerWanted, setLayerWanted] = useState(false);
  const nextId = useRef(1);

  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    const want = () => {
      stop();
      setLayerWanted(true);
    };
    const stop = () => events.forEach((type) => window.removeEventListener(type, want, true));
    events.forEach((type) => window.addEventListener(type, want, { capture: true, passive: true }));
    return stop;
  }, []);

  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setLayerWanted(true);
    setToasts((current) => [...current.slice(-(MAX_TOASTS - 1)), { ...toast, id, open: true }]);
  }, []);

  const remove = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);

  return (
    <>
      <ToastContext.Provider value={show}>{children}</ToastContext.Provider>
      {/* An open dialog hides the rest of the page from screen readers (Radix, through the
          aria-hidden package), all but what is marked aria-live when it opens. The layer may arrive
          after a dialog has opened (a #prompt link opens one at once), so this box is there from
          the start and marked; "off" because the layer's own list is the region that reads out. */}
      <div aria-live="off">
        {layerWanted ? (
          <Suspense fallback={null}>
            <ToastLayer toasts={toasts} remove={remove} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
