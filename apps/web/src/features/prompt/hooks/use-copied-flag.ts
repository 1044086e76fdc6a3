import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a copy button shows 'Copied'. */
export const COPIED_INDICATOR_MS = 1200;

/** `copied` turns true on `mark()` and back to false 1.2 s later. */
export function useCopiedFlag() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const mark = useCallback(() => {
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  }, []);
  return { copied, mark };
}
