import type { FollowState } from '@promptreel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { profileKeys } from '../features/profiles/api/keys';
import { videoKeys } from '../features/videos/api/keys';

/**
 * After a follow or unfollow: profiles' counts and the Following feed are out of date. They are
 * marked stale (fetched afresh when next shown); what is on screen was already updated in place.
 */
export function afterFollowChange(queryClient: QueryClient, _state?: FollowState): void {
  void queryClient.invalidateQueries({ queryKey: profileKeys.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: [...videoKeys.feeds(), 'following'] });
}
