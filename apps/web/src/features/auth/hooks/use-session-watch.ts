import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast-context';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { useMe } from '../api/get-me';
import { clearViewerData } from '../api/session-cache';

/** The user is moved to the home page as this appears: leave it long enough to be read. */
const ACCOUNT_DELETED_TOAST_MS = 10_000;

/**
 * Watches "who am I" for the one-time `accountDeleted` answer: the account was
 * deleted (here, in another tab or elsewhere), so say so once, forget the viewer's data and go home.
 * Likewise for `signedOutNotice`: a moderator's suspension or ban ended the session.
 * Mounted once, in the app shell.
 */
export function useSessionWatch(): void {
  const { data } = useMe();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const announced = useRef(false);

  const signedIn = Boolean(data?.user);
  const notice = signedIn ? undefined : data?.accountDeleted ? t('auth.accountDeleted') : data?.signedOutNotice;

  useEffect(() => {
    if (signedIn) announced.current = false;
    if (!notice || announced.current) return;
    announced.current = true;
    clearViewerData(queryClient);
    toast({ title: notice, variant: 'error', duration: ACCOUNT_DELETED_TOAST_MS });
    navigate(paths.home.href(), { replace: true });
  }, [notice, signedIn, queryClient, toast, navigate]);
}
