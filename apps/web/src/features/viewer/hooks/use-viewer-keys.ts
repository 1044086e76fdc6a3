import { useEffect, useRef } from 'react';

export interface ViewerKeyActions {
  next(): void;
  previous(): void;
  /** The viewer's own; a page that has its player's controls leaves these out. */
  togglePlay?: () => void;
  toggleMute?: () => void;
}

/** ArrowDown / j and ArrowUp / k move through the list; Space plays or pauses; m mutes. */
export function useViewerKeys(actions: ViewerKeyActions) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      // Typing (a comment, a search) and the controls' own keys come first.
      if (
        target?.closest(
          'input, textarea, select, video, [contenteditable="true"], [role="menu"], [role="dialog"]:not([data-viewer])',
        )
      )
        return;
      const onButton = target?.closest('button, a');
      const act: Record<string, (() => void) | undefined> = {
        ArrowDown: latest.current.next,
        j: latest.current.next,
        ArrowUp: latest.current.previous,
        k: latest.current.previous,
        m: latest.current.toggleMute,
        ' ': onButton ? undefined : latest.current.togglePlay,
      };
      const run = act[event.key];
      if (!run) return;
      event.preventDefault();
      run();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
