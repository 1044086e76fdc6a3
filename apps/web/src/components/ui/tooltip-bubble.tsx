import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Side } from './tooltip';

/** Distance from the trigger, and the least distance from the viewport's edges. */
const GAP = 6;
const MARGIN = 8;

/** A shown tooltip (components/ui/tooltip.tsx), placed beside its trigger. */
export function TooltipBubble({
  id,
  side,
  anchor,
  children,
  onPointerEnter,
  onPointerLeave,
}: {
  id: string;
  side: Side;
  anchor: HTMLElement;
  children: ReactNode;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);

  // Placed before paint: on the wanted side of the trigger, on the other if that side has no room,
  // and kept inside the viewport (a 360 px phone, an icon at the edge).
  useLayoutEffect(() => {
    const bubble = ref.current!;
    const place = () => {
      const a = anchor.getBoundingClientRect();
      const { offsetWidth: w, offsetHeight: h } = bubble;
      const { clientWidth: vw, clientHeight: vh } = document.documentElement;
      let at = side;
      if (at === 'top' && a.top - GAP - h < MARGIN) at = 'bottom';
      else if (at === 'bottom' && a.bottom + GAP + h > vh - MARGIN) at = 'top';
      else if (at === 'left' && a.left - GAP - w < MARGIN) at = 'right';
      else if (at === 'right' && a.right + GAP + w > vw - MARGIN) at = 'left';
      const x = at === 'left' ? a.left - GAP - w : at === 'right' ? a.right + GAP : a.left + (a.width - w) / 2;
      const y = at === 'top' ? a.top - GAP - h : at === 'bottom' ? a.bottom + GAP : a.top + (a.height - h) / 2;
      bubble.style.left = `${Math.max(MARGIN, Math.min(x, vw - MARGIN - w))}px`;
      bubble.style.top = `${Math.max(MARGIN, Math.min(y, vh - MARGIN - h))}px`;
    };
    place();
    // Tabbing scrolls the focused trigger into view after its focus event: follow it.
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [anchor, side]);

  return createPortal(
    <div
      ref={ref}
      id={id}
      role="tooltip"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      className="fixed top-0 left-0 z-50 w-max max-w-[calc(100vw-2*8px)] rounded-md bg-zinc-900 px-2 py-1 text-xs font-medium text-white shadow-md dark:bg-zinc-100 dark:text-zinc-900"
    >
      {children}
    </div>,
    document.body,
  );
}
