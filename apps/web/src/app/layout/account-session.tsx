import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { SuspensionBanner } from '../../features/auth/components/suspension-banner';
import { useAccountEvents } from '../../features/auth/hooks/use-account-events';
import { useSessionWatch } from '../../features/auth/hooks/use-session-watch';
import { notificationKeys } from '../../features/notifications/api/keys';
import { profileKeys } from '../../features/profiles/api/keys';
import { followAccountLanguage } from '../../lib/choose-language';

/**
 * Mounted in the app shell while there is an account to watch: the realtime subscription to the
 * user's own profile (and the bell's count) and the watch for an account deleted elsewhere (signed
 * out with the spec's message, sent home), and the account's language on a browser set to another.
 * Renders only a suspended account's banner, so visitors'
 * first load carries none of it.
 */
export function AccountSession() {
  const queryClient = useQueryClient();
  const onProfileUpdated = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    [queryClient],
  );
  const onNotificationsChanged = useCallback(
    (unread: number) => {
      queryClient.setQueryData(notificationKeys.unread, { unread });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
    [queryClient],
  );
  useAccountEvents({ onProfileUpdated, onNotificationsChanged });
  useSessionWatch();
  const accountLocale = useCurrentUser()?.locale;
  useEffect(() => followAccountLanguage(accountLocale), [accountLocale]);
  return <SuspensionBanner />;
}
