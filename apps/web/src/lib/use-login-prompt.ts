import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../components/ui/toast-context';
import { paths } from '../config/paths';

/**
 * For a visitor who tried something that needs an account (spec section 6): say so, then go to
 * /login after a moment (and come back here after signing in).
 */
export function useLoginPrompt(): (message: { title: string; description?: string; delayMs: number }) => void {
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    ({ title, description, delayMs }) => {
      toast({ title, description });
      window.clearTimeout(timer.current);
      const next = `${pathname}${search}${hash}`;
      timer.current = window.setTimeout(() => navigate(paths.login.href(next)), delayMs);
    },
    [toast, navigate, pathname, search, hash],
  );
}
