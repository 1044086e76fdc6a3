import type { FeedHide, FeedHideKind, FeedHideRequest, FeedHidesResponse } from '@promptreel/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast-context';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { forYouMessage } from '../utils/hide-texts';
import { forYouKeys } from './keys';

/** GET /api/me/feed/hides — what the viewer told For You to leave out, newest first. */
export function getFeedHides(signal?: AbortSignal): Promise<FeedHidesResponse> {
  return apiRequest<FeedHidesResponse>('/api/me/feed/hides', { signal });
}

export function feedHidesQueryOptions() {
  return queryOptions({ queryKey: forYouKeys.hides(), queryFn: ({ signal }) => getFeedHides(signal) });
}

export function useFeedHides() {
  return useQuery(feedHidesQueryOptions());
}

/** POST /api/me/feed/hides → 201 with what was hidden. */
export function hideFromFeed(request: FeedHideRequest): Promise<FeedHide> {
  return apiRequest<FeedHide>('/api/me/feed/hides', { method: 'POST', body: request });
}

/** DELETE /api/me/feed/hides/:kind/:target → 204 (Undo). */
export function undoFeedHide(kind: FeedHideKind, target: string): Promise<void> {
  return apiSend(`/api/me/feed/hides/${kind}/${encodeURIComponent(target)}`, { method: 'DELETE' });
}

/** DELETE /api/me/feed → 204: For You forgets what it learned and everything hidden. */
export function resetFeed(): Promise<void> {
  return apiSend('/api/me/feed', { method: 'DELETE' });
}

/** A refusal is shown as a notice in the server's words (in the page's language when known). */
function useShowFailure() {
  const toast = useToast();
  return (error: Error) => toast({ title: forYouMessage(error.message), variant: 'error' });
}

/**
 * 'Not interested', 'Show fewer from @x', 'Hide …'. On success the settings list is read again when
 * next shown and `onHidden` hears of it (app/ takes the cards out of the lists and For You's pages).
 */
export function useHideFromFeed(onHidden: (hide: FeedHideRequest) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideFromFeed,
    retry: retryUnlessClientError,
    onSuccess: (_hidden, request) => {
      void queryClient.invalidateQueries({ queryKey: forYouKeys.hides() });
      onHidden(request);
    },
    onError: useShowFailure(),
  });
}

/** Undo one hide; `onChanged` lets app/ fetch For You afresh when next shown. */
export function useUndoFeedHide(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, target }: Pick<FeedHide, 'kind' | 'target'>) => undoFeedHide(kind, target),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: forYouKeys.hides() });
      onChanged();
    },
    onError: useShowFailure(),
  });
}

export function useResetFeed(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetFeed,
    onSuccess: () => {
      queryClient.setQueryData<FeedHidesResponse>(forYouKeys.hides(), { items: [] });
      void queryClient.invalidateQueries({ queryKey: forYouKeys.hides() });
      onChanged();
    },
  });
}
