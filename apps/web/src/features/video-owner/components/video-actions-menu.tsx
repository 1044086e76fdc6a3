import { Ellipsis } from 'lucide-react';
import { useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent } from 'react';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import type { ActionsVideo, VideoActionsMenuImplProps } from './video-actions-menu-impl';

export type { ActionsVideo, VideoActionsMenuImplProps, VideoMenuExtra } from './video-actions-menu-impl';

type OpenedWith = 'pointer' | 'keyboard';

/** The menu of a video of type V: app/ builds it around this feature's VideoActionsMenuImpl. */
export type VideoMenuComponent<V extends ActionsVideo> = ComponentType<VideoActionsMenuImplProps & { video: V }>;

export const TRIGGER_CLASS =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors duration-150 hover:bg-subtle hover:text-fg data-[state=open]:bg-subtle';

/**
 * The '…' button of a video (card or page) as it looks and is named before its menu's code has
 * arrived; it swaps itself for the real menu then, keeping focus, and opens it if it was pressed.
 * `load` fetches the menu (once for every card: none of it is needed to show the feed) when the
 * button is first pointed at, focused or pressed.
 */
export function VideoActionsMenu<V extends ActionsVideo>({
  load: fetchMenu,
  ...props
}: Omit<VideoActionsMenuImplProps, 'video' | 'openedWith' | 'focus' | 'replaced'> & {
  video: V;
  load: () => Promise<VideoMenuComponent<V>>;
}) {
  const [menu, setMenu] = useState<{
    Component: VideoMenuComponent<V>;
    focus: boolean;
    replaced: HTMLButtonElement | null;
  } | null>(null);
  const [openedWith, setOpenedWith] = useState<OpenedWith>();
  const button = useRef<HTMLButtonElement>(null);

  const load = () => {
    fetchMenu().then(
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
    <Tooltip label={t('videoOwner.actions')}>
      <button
        ref={button}
        type="button"
        aria-label={t('videoOwner.actions')}
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
