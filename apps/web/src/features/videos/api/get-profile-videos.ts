import type { FeedResponse } from '@promptreel/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { profilePagesQueryOptions } from '../../../lib/profile-pages-query';
import { videoKeys } from './keys';

/** A profile's Uploads tab (newest first) or Claps tab (the videos they clapped, latest clap first). */
export type ProfileVideosKind = 'uploads' | 'claps';

const ENDPOINT: Record<ProfileVideosKind, string> = { uploads: 'videos', claps: 'claps' };

/** GET /api/profiles/:username/videos | claps — one page of cards. */
export function profileVideosQueryOptions(username: string, kind: ProfileVideosKind) {
  return profilePagesQueryOptions<FeedResponse>(videoKeys.profile(username, kind), username, ENDPOINT[kind]);
}

export function useProfileVideos(username: string, kind: ProfileVideosKind) {
  return useInfiniteQuery(profileVideosQueryOptions(username, kind));
}
