import type { QueryClient } from '@tanstack/react-query';
import { commentKeys } from '../features/comments/api/keys';
import { followKeys } from '../features/follows/api/keys';
import { profileKeys } from '../features/profiles/api/keys';
import { searchKeys } from '../features/search/api/search';
import { videoKeys } from '../features/videos/api/keys';

/**
 * After a block, unblock, mute or unmute: feeds, profile tabs, searches and comment lists show or
 * hide that person's videos and comments, and a block ends follows (counts, lists, the Follow
 * button). What is on screen is fetched again at once; the rest when next shown.
 */
export function afterHiddenChange(queryClient: QueryClient): void {
  for (const queryKey of [videoKeys.all, commentKeys.all, searchKeys.all, profileKeys.all, followKeys.all])
    void queryClient.invalidateQueries({ queryKey });
}
