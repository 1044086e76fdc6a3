import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAccountEvents } from '../../features/auth/hooks/use-account-events';
import { useSessionWatch } from '../../features/auth/hooks/use-session-watch';
import { profileKeys } from '../../features/profiles/api/keys';

/**
 * Mounted once in the app shell: the realtime subscription to the user's own profile and the
 * watch for an account deleted elsewhere (signed out with the spec's message, sent home).
 * Renders nothing.
 */
export function AccountSession() {
  const queryClient = useQueryClient();
  const onProfileUpdated = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    [queryClient],
  );
  useAccountEvents({ onProfileUpdated });
  useSessionWatch();
  return null;
}
