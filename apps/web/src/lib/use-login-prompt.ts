import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../components/ui/toast-context';
import { paths } from '../config/paths';

/** A visitor's refused action says why, then goes to /login 1.5 s later. */
export const LOGIN_REDIRECT_MS = 1500;

export interface LoginPrompt {
  description?: string;
  /** How long the notice is read before /login opens (1.5 s unless told). */
  delayMs?: number;
  /**
   * Where the login page sends the user once signed in: this page unless told (e.g. a link that
   * reopens a dialog on arrival).
   */
  next?: string;
}

/**
 * For a visitor who tried something that needs an account (claps, follows, flags): say so, then go
 * to /login after a moment. Leaving the page first, or being asked again, cancels the earlier one.
 */
export function useLoginPrompt(): (title: string, options?: LoginPrompt) => void {
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (title, { description, delayMs = LOGIN_REDIRECT_MS, next = `${pathname}${search}${hash}` } = {}) => {
      toast({ title, description });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate(paths.login.href(next)), delayMs);
    },
    [toast, navigate, pathname, search, hash],
  );
}
