import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast-context';
import { paths } from '../../../config/paths';

/** Spec section 9: a visitor's refused action shows why, then goes to /login after 1.5 s. */
export const LOGIN_REDIRECT_MS = 1500;

/**
 * Shows `message` and, 1.5 s later, opens /login; once signed in, the login page sends the user to
 * `next` (here: the flag request, so the dialog opens on arrival). Leaving the page first cancels it.
 */
export function useLoginRedirect() {
  const toast = useToast();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (message: string, next: string) => {
      toast({ title: message });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate(paths.login.href(next)), LOGIN_REDIRECT_MS);
    },
    [toast, navigate],
  );
}
