export type FollowListKind = 'followers' | 'following';

/** Query keys of the follows feature. */
export const followKeys = {
  all: ['follows'] as const,
  list: (username: string, kind: FollowListKind) => [...followKeys.all, username, kind] as const,
};
