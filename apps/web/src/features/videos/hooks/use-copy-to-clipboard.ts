import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast-context';
import { copyText } from '../../../lib/clipboard';

/** How long a copy button shows its 'Copied' state. */
export const COPIED_INDICATOR_MS = 1200;

/**
 * Copies text and reports the outcome with a toast; `copied` is true for 1.2 s afterwards
 * so the button can show a tick.
 */
export function useCopyToClipboard({ success, failure }: { success: string; failure: string }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      try {
        await copyText(text);
        toast({ title: success, variant: 'success' });
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
      } catch {
        toast({ title: failure, variant: 'error' });
      }
    },
    [toast, success, failure],
  );

  return { copy, copied };
}
