import type { FollowState } from '@promptreel/contract';
import { apiRequest } from '../../../lib/api-client';

/** PUT (follow) or DELETE (unfollow) /api/profiles/:username/follow → { following, followers }. */
export function setFollow(username: string, following: boolean): Promise<FollowState> {
  return apiRequest<FollowState>(`/api/profiles/${encodeURIComponent(username)}/follow`, {
    method: following ? 'PUT' : 'DELETE',
  });
}
