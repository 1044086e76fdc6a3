import type { EmailPreferences, NotificationsResponse, UnreadCount } from '@promptreel/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { notificationKeys } from './keys';

/** The bell's count; kept fresh by the account's event stream (notifications-changed). */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => apiRequest<UnreadCount>('/api/notifications/unread', { signal }),
  });
}

export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<NotificationsResponse>('/api/notifications', { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** After a change to read state: the new count, and the list fetched again. */
function useSettle() {
  const queryClient = useQueryClient();
  return (answer: UnreadCount) => {
    queryClient.setQueryData(notificationKeys.unread, answer);
    return queryClient.invalidateQueries({ queryKey: notificationKeys.list });
  };
}

export function useMarkRead() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (id: number) => apiRequest<UnreadCount>(`/api/notifications/${id}/read`, { method: 'POST' }),
    retry: retryUnlessClientError,
    onSuccess: settle,
  });
}

export function useMarkAllRead() {
  const settle = useSettle();
  return useMutation({
    mutationFn: () => apiRequest<UnreadCount>('/api/notifications/read-all', { method: 'POST' }),
    retry: retryUnlessClientError,
    onSuccess: settle,
  });
}

export function useEmailPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => apiRequest<EmailPreferences>('/api/me/notification-preferences', { signal }),
  });
}

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: EmailPreferences) =>
      apiRequest<EmailPreferences>('/api/me/notification-preferences', { method: 'PUT', body: choices }),
    retry: retryUnlessClientError,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}

/** The e-mailed link's page: one press turns that kind of e-mail off (no sign-in needed). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ message: string }>('/api/notifications/unsubscribe', { method: 'POST', query: { token } }),
    retry: retryUnlessClientError,
  });
}
