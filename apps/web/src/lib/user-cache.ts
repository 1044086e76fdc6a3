import type { PublicProfile, UserSummary } from '@promptreel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { isPlainObject, MAX_DEPTH } from './video-cache';

/**
 * Keeps every cached copy of a person in step after a follow or unfollow: their profile, the follow
 * lists and search results alike. Like video-cache.ts, it walks the cached data and recognises
 * people by shape (a string `username` with a boolean `isFollowing`: a profile or a user card)
 * instead of knowing every feature's query keys. Accounts without `isFollowing` (the signed-in
 * user's own record, a video's creator line) are not what a follow changes, and are left alone.
 */

/** The fields a follow changes, as they are named on a profile and on a user card. */
export type UserPatch = Partial<Pick<PublicProfile, 'isFollowing' | 'followers'>>;

type UserLike = Pick<UserSummary, 'username' | 'isFollowing'> & Partial<Pick<PublicProfile, 'followers'>>;

export function isUserLike(value: unknown): value is UserLike {
  return isPlainObject(value) && typeof value.username === 'string' && typeof value.isFollowing === 'boolean';
}

/**
 * Returns `data` with `change` applied to every person named `username`, or `data` itself (same
 * reference) when nothing matched or nothing changed.
 */
export function mapUsers(data: unknown, username: string, change: (user: UserLike) => UserLike, depth = 0): unknown {
  if (depth > MAX_DEPTH) return data;
  if (isUserLike(data) && data.username === username) return change(data);
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const mapped = mapUsers(item, username, change, depth + 1);
      if (mapped !== item) changed = true;
      return mapped;
    });
    return changed ? next : data;
  }
  if (!isPlainObject(data)) return data;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const mapped = mapUsers(value, username, change, depth + 1);
    if (mapped !== value) changed = true;
    next[key] = mapped;
  }
  return changed ? next : data;
}

/** Applies `change` to every cached copy of `username`, keeping each query's freshness. */
export function updateUserInQueries(
  queryClient: QueryClient,
  username: string,
  change: (user: UserLike) => UserLike,
): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = mapUsers(data, username, change);
    if (next !== data) queryClient.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
  }
}

/** Merges `patch` into every cached copy of `username`, only with the fields each copy already has. */
export function patchUserInQueries(queryClient: QueryClient, username: string, patch: UserPatch): void {
  updateUserInQueries(queryClient, username, (user) => {
    let next = user;
    for (const [key, value] of Object.entries(patch) as [keyof UserPatch, unknown][]) {
      if (key in user && value !== undefined && user[key] !== value) next = { ...next, [key]: value };
    }
    return next;
  });
}

/**
 * Shows every cached copy of `username` as followed (or not) by the viewer: a profile's follower
 * count moves by one with it. A copy already showing that is left as it is, so flipping back and
 * forth never counts twice.
 */
export function setFollowingInQueries(queryClient: QueryClient, username: string, following: boolean): void {
  updateUserInQueries(queryClient, username, (user) => {
    if (user.isFollowing === following) return user;
    const next: UserLike = { ...user, isFollowing: following };
    if (typeof user.followers === 'number') next.followers = Math.max(0, user.followers + (following ? 1 : -1));
    return next;
  });
}
