import { useId, type Ref } from 'react';
import { CommentsSkeleton } from './comment-item';

/**
 * The comments section as it stands before its list and box are loaded (below the fold, they come
 * when it nears the screen): the same frame and heading, and the loading rows.
 */
export function CommentsPlaceholder({ ref }: { ref?: Ref<HTMLElement> }) {
  const headingId = useId();
  return (
    <section
      ref={ref}
      id="comments"
      aria-labelledby={headingId}
      className="flex scroll-mt-20 flex-col gap-5 border-t border-line pt-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        Comments
      </h2>
      <CommentsSkeleton />
    </section>
  );
}
