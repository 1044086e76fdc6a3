import {
  Suspense,
  cloneElement,
  lazy,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { withTexts } from '../../lib/i18n';

export type Side = 'top' | 'bottom' | 'left' | 'right';

/** The shown tooltip: its code comes when one is first shown (the server renders none). */
const Bubble = lazy(withTexts(() => import('./tooltip-bubble').then((m) => ({ default: m.TooltipBubble }))));

/** Hovering this long shows a tooltip; within SKIP_DELAY of another one closing, it shows at once. */
const OPEN_DELAY = 400;
const SKIP_DELAY = 200;
/** Time to move the pointer from the trigger onto its tooltip, which stays while hovered (WCAG 1.4.13). */
const CLOSE_GRACE = 100;

// Shared by every tooltip, touched only in handlers and effects (the server renders none): one
// tooltip is shown at a time, and moving along a row of icons shows the next one without a delay.
let closeShown: (() => void) | null = null;
let lastClosedAt = -Infinity;

/**
 * Kept so the app's providers need not change; the tooltips share their state at module level, so
 * there is nothing left to provide.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return children;
}

type TriggerProps = {
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onClick?: (event: SyntheticEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * Wraps one focusable element (button or link) and shows `label` on hover and keyboard focus.
 * The trigger keeps its own accessible name; the tooltip only repeats it for sighted users.
 *
 * Our own rather than Radix's: Radix positions with floating-ui, about 14 KB (Brotli) in the first
 * load of every page for a line of text above an icon. The tooltip is rendered only while shown.
 */
export function Tooltip({ label, side = 'top', children }: { label: ReactNode; side?: Side; children: ReactElement }) {
  const id = useId();
  // The trigger's element while the tooltip is shown, null while hidden.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pointerDown = useRef(false);

  const later = (action: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
  const show = (trigger: HTMLElement) => {
    clearTimeout(timer.current);
    setAnchor(trigger);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setAnchor(null);
  };
  // A trigger that has keyboard focus keeps its tooltip when the pointer wanders off.
  const hideSoon = (trigger: HTMLElement) =>
    later(() => {
      if (!trigger.matches(':focus-visible')) hide();
    }, CLOSE_GRACE);

  useOneShownAtATime(anchor, setAnchor);

  useEffect(() => {
    const pending = timer;
    return () => clearTimeout(pending.current);
  }, []);

  const own = children.props as TriggerProps;
  const ours: Required<Omit<TriggerProps, 'aria-describedby'>> = {
    onPointerEnter(event) {
      if (event.pointerType === 'touch') return;
      if (anchor) return clearTimeout(timer.current); // back from the tooltip
      const trigger = event.currentTarget;
      if (closeShown || performance.now() - lastClosedAt < SKIP_DELAY) show(trigger);
      else later(() => show(trigger), OPEN_DELAY);
    },
    onPointerLeave(event) {
      if (event.pointerType === 'touch') return;
      if (anchor) hideSoon(event.currentTarget);
      else clearTimeout(timer.current);
    },
    onPointerDown() {
      // A press hides the tooltip, and the focus it brings does not show it again.
      pointerDown.current = true;
      document.addEventListener('pointerup', () => (pointerDown.current = false), { once: true });
      hide();
    },
    onClick: hide,
    onFocus(event) {
      if (!pointerDown.current && event.currentTarget.matches(':focus-visible')) show(event.currentTarget);
    },
    onBlur: hide,
  };

  // The trigger's own handlers run first, as with Radix's `asChild`; its own description wins.
  type Handler = (event: any) => void;
  const merged: Record<string, unknown> = {
    'aria-describedby': own['aria-describedby'] ?? (anchor ? id : undefined),
  };
  for (const [name, mine] of Object.entries(ours) as [keyof typeof ours, Handler][]) {
    const theirs = own[name] as Handler | undefined;
    merged[name] = (event: unknown) => {
      theirs?.(event);
      mine(event);
    };
  }

  return (
    <>
      {cloneElement(children, merged)}
      {anchor && (
        <Suspense>
          <Bubble
            id={id}
            side={side}
            anchor={anchor}
            onPointerEnter={() => clearTimeout(timer.current)}
            onPointerLeave={() => hideSoon(anchor)}
          >
            {label}
          </Bubble>
        </Suspense>
      )}
    </>
  );
}

/** While shown, this is the one tooltip on screen, and Escape closes it. */
function useOneShownAtATime(anchor: HTMLElement | null, setAnchor: (anchor: null) => void) {
  useEffect(() => {
    if (!anchor) return;
    const close = () => setAnchor(null);
    closeShown?.();
    closeShown = close;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape closes the tooltip alone: Radix's dialogs and menus do not close on an Escape whose
      // default was prevented, as they did not while Radix's own tooltip was shown.
      event.preventDefault();
      close();
    };
    // Capturing at the window runs before any listener on the document or the page.
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      if (closeShown === close) closeShown = null;
      lastClosedAt = performance.now();
    };
  }, [anchor, setAnchor]);
}
