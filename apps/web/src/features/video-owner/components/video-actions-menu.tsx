import { Ellipsis } from 'lucide-react';
import { useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent } from 'react';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import type { VideoActionsMenuImpl, VideoActionsMenuProps } from './video-actions-menu-impl';

export type { ActionsVideo, VideoMenuExtra } from './video-actions-menu-impl';

type Impl = typeof VideoActionsMenuImpl;
type OpenedWith = 'pointer' | 'keyboard';

// One download for every card: the menu (Radix DropdownMenu) and its dialogs are not needed to show
// the feed, so they are fetched when a visitor first points at, focuses or presses a '…' button.
let loading: Promise<Impl> | null = null;
function loadMenu(): Promise<Impl> {
  loading ??= import('./video-actions-menu-impl').then(
    (module) => module.VideoActionsMenuImpl,
    (error: unknown) => {
      loading = null; // let the next attempt try again
      throw error;
    },
  );
  return loading;
}

export const TRIGGER_CLASS =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors duration-150 hover:bg-subtle hover:text-fg data-[state=open]:bg-subtle';

/**
 * The '…' button of a video (card or page) as it looks and is named before its menu's code has
 * arrived; it swaps itself for the real menu then, keeping focus, and opens it if it was pressed.
 */
export function VideoActionsMenu(props: VideoActionsMenuProps) {
  const [menu, setMenu] = useState<{
    Component: ComponentType<Parameters<Impl>[0]>;
    focus: boolean;
    replaced: HTMLButtonElement | null;
  } | null>(null);
  const [openedWith, setOpenedWith] = useState<OpenedWith>();
  const button = useRef<HTMLButtonElement>(null);

  const load = () => {
    loadMenu().then(
      (Component) => setMenu({ Component, focus: document.activeElement === button.current, replaced: button.current }),
      () => undefined, // still the plain button; the next hover or press tries again
    );
  };
  const press = (how: OpenedWith) => {
    setOpenedWith((current) => current ?? how);
    load();
  };

  if (menu) return <menu.Component {...props} openedWith={openedWith} focus={menu.focus} replaced={menu.replaced} />;

  return (
    <Tooltip label="Video actions">
      <button
        ref={button}
        type="button"
        aria-label="Video actions"
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        className={cn(TRIGGER_CLASS, props.className)}
        onPointerEnter={load}
        onFocus={load}
        // Radix opens its menu on the primary button's pointerdown, and on Enter, Space or ArrowDown.
        onPointerDown={(event: PointerEvent) => {
          if (event.button === 0 && !event.ctrlKey) press('pointer');
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            press('keyboard');
          }
        }}
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </button>
    </Tooltip>
  );
}
