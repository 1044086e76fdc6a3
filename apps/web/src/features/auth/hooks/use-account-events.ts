import type { LiveEvent } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { env } from '../../../config/env';
import { useCurrentUser } from '../api/get-me';
import { authKeys } from '../api/keys';
import { markAccountDeleted } from '../api/session-cache';

/** The events of the signed-in user's own profile channel (GET /api/events). */
// Written out rather than read from the contract's LIVE_EVENTS, whose other names would ride along
// in the first load; `satisfies` keeps them the contract's.
export const ACCOUNT_EVENTS = {
  updated: 'profile-updated',
  deleted: 'profile-deleted',
  notifications: 'notifications-changed',
} as const satisfies Record<string, LiveEvent['type']>;

/**
 * Realtime subscription to the user's own profile: opened only while signed in,
 * closed on sign-out. `profile-updated` refreshes who-am-I (name, avatar) and calls
 * `onProfileUpdated`; `profile-deleted` signs this tab out at once (useSessionWatch tells the user).
 * A moderator's suspension or ban also sends `profile-updated`: who-am-I then answers signed out,
 * once with why (useSessionWatch again).
 * The browser's EventSource reconnects by itself after a network drop.
 */
export function useAccountEvents({
  onProfileUpdated,
  onNotificationsChanged,
}: {
  onProfileUpdated?: () => void;
  /** A new notification, or some read on another tab or device: the unread count now. */
  onNotificationsChanged?: (unread: number) => void;
} = {}): void {
  const user = useCurrentUser();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const onUpdated = useRef(onProfileUpdated);
  const onNotifications = useRef(onNotificationsChanged);
  useEffect(() => {
    onUpdated.current = onProfileUpdated;
    onNotifications.current = onNotificationsChanged;
  });

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${env.apiBaseUrl}/api/events`, { withCredentials: true });
    const mine = (event: MessageEvent<string>) => {
      try {
        const data = JSON.parse(event.data) as Partial<Extract<LiveEvent, { profileId: string }>> & { unread?: number };
        return data.profileId === userId ? data : null;
      } catch {
        return null;
      }
    };
    const isMine = (event: MessageEvent<string>) => mine(event) !== null;
    const onProfileUpdatedEvent = (event: MessageEvent<string>) => {
      if (!isMine(event)) return;
      void queryClient.invalidateQueries({ queryKey: authKeys.me });
      onUpdated.current?.();
    };
    const onProfileDeletedEvent = (event: MessageEvent<string>) => {
      if (!isMine(event)) return;
      source.close();
      markAccountDeleted(queryClient);
    };
    const onNotificationsEvent = (event: MessageEvent<string>) => {
      const unread = mine(event)?.unread;
      if (typeof unread === 'number') onNotifications.current?.(unread);
    };
    source.addEventListener(ACCOUNT_EVENTS.updated, onProfileUpdatedEvent);
    source.addEventListener(ACCOUNT_EVENTS.notifications, onNotificationsEvent);
    source.addEventListener(ACCOUNT_EVENTS.deleted, onProfileDeletedEvent);
    return () => source.close();
  }, [userId, queryClient]);
}
