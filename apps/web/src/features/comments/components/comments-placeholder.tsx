import type { Ref } from 'react';
import { CommentsFrame } from './comments-frame';
import { CommentsSkeleton } from './comment-item';

/**
 * The comments section as it stands before its list and box are loaded (below the fold, they come
 * when it nears the screen): the same frame and heading, and the loading rows.
 */
export function CommentsPlaceholder({ ref }: { ref?: Ref<HTMLElement> }) {
  return (
    <CommentsFrame ref={ref}>
      <CommentsSkeleton />
    </CommentsFrame>
  );
}
