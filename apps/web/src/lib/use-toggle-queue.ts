import { useCallback, useEffect, useRef, useState } from 'react';
import { createToggleQueue } from './toggle-queue';

export interface ToggleQueueHookOptions<V, S extends V> {
  /** What the rest of the screen shows (the cached data): the server's last word while idle. */
  value: V;
  isOn: (value: V) => boolean;
  /** The value one click further, shown at once. */
  flip: (value: V) => V;
  send: (on: boolean) => Promise<S>;
  /** Every click's new value, e.g. to move a count shown elsewhere at once. */
  onFlip?: (next: V) => void;
  /** Each answer of the server. */
  onConfirmed?: (state: S) => void;
  /** The request for `wish` failed; the display is already back at the server's state (`serverOn`). */
  onFailed?: (error: unknown, wish: boolean, serverOn: boolean) => void;
  /**
   * How long the button keeps showing its own value after the server agreed, before giving way to
   * `value` (which the confirmation updated in the meantime).
   */
  holdMs?: number;
}

/**
 * An optimistic on/off toggle (a clap, a follow): `value` flips at once on every click, requests go
 * one at a time with only the last wish sent (lib/toggle-queue.ts), and a failure shows the
 * server's state again. React only holds what is on screen; the rules live in createToggleQueue.
 */
export function useToggleQueue<V, S extends V = V>(
  options: ToggleQueueHookOptions<V, S>,
): { value: V; pending: boolean; toggle: () => void } {
  const [override, setOverride] = useState<V | null>(null);
  const [pending, setPending] = useState(false);
  // The same override, readable at once by rapid clicks that come before the next render.
  const shown = useRef<V | null>(null);
  const show = useCallback((next: V | null) => {
    shown.current = next;
    setOverride(next);
  }, []);

  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const holdTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(holdTimer.current), []);

  const [queue] = useState(() =>
    createToggleQueue<S>(options.isOn(options.value), {
      send: (on) => latest.current.send(on),
      isOn: (state) => latest.current.isOn(state),
      onBusyChange: setPending,
      onConfirmed: (state, final) => {
        latest.current.onConfirmed?.(state);
        // The server's own figures (e.g. everyone else's claps too) once it agrees with the last wish.
        if (final) show(state);
      },
      onSettled: () => {
        const { holdMs = 0 } = latest.current;
        if (holdMs > 0) holdTimer.current = window.setTimeout(() => show(null), holdMs);
        else show(null);
      },
      onFailed: (error, wish, serverOn) => {
        show(null);
        latest.current.onFailed?.(error, wish, serverOn);
      },
    }),
  );

  const toggle = useCallback(() => {
    window.clearTimeout(holdTimer.current);
    const { value: shared, isOn: on, flip: next, onFlip: flipped } = latest.current;
    const wanted = next(shown.current ?? shared);
    show(wanted);
    flipped?.(wanted);
    queue.want(on(wanted), on(shared));
  }, [queue, show]);

  return { value: override ?? options.value, pending, toggle };
}
