import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../features/auth/api/keys';
import { collectionKeys } from '../features/collections/api/keys';
import { searchKeys } from '../features/search/api/search';
import { videoKeys } from '../features/videos/api/keys';

/**
 * After the viewer saves their sensitive-content choice: who-am-I carries it to every cover ('show'
 * uncovers), and the server leaves such videos out of feeds, profiles, searches and collections
 * for 'hide'. What is on screen is fetched again at once; the rest when next shown.
 */
export function afterSensitiveChange(queryClient: QueryClient): void {
  for (const queryKey of [authKeys.me, videoKeys.all, searchKeys.all, collectionKeys.all])
    void queryClient.invalidateQueries({ queryKey });
}
